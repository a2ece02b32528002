entry @mixed_carry_Kt2_A2f32_3l0_A2f32_3l0_A2f16_3l0_A1i32_1l0_A1i64_1l0_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f16>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<i32>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<i64>>, %arg19: tile<i32>, %arg20: tile<i32>) optimization_hints=<sm_80 = {}> {
  %0 = make_token : token loc(#loc29)
  %cst_31_i64 = constant <i64: 31> : tile<1xi64> loc(#loc30)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc29)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc29)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc29)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc29)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc29)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc29)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc29)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc29)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc29)
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc29)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc29)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc29)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc29)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc29)
  %tview_12 = make_tensor_view %arg10, shape = [%assume_8, %assume_9], strides = [%assume_10, %assume_11] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]> loc(#loc29)
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc29)
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc29)
  %tview_15 = make_tensor_view %arg15, shape = [%assume_13], strides = [%assume_14] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc29)
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32> loc(#loc29)
  %assume_17 = assume bounded<0, ?>, %arg20 : tile<i32> loc(#loc29)
  %tview_18 = make_tensor_view %arg18, shape = [%assume_16], strides = [%assume_17] : tile<i32> -> tensor_view<?xi64, strides=[?]> loc(#loc29)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc31)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<1x64xf32> loc(#loc32)
  %cst_f16 = constant <f16: 0xFC00> : tile<1x64xf16> loc(#loc33)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc34)
  %cst_0_i64 = constant <i64: 0> : tile<1xi64> loc(#loc35)
  %pview = make_partition_view %tview : partition_view<tile=(1x64), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc36)
  %1:2 = get_index_space_shape %pview : partition_view<tile=(1x64), tensor_view<?x?xf32, strides=[?,?]>> -> tile<i32> loc(#loc36)
  %cst_0_i32_19 = constant <i32: 0> : tile<i32> loc(#loc37)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc37)
  %cst_0_f32_20 = constant <f32: 0.000000e+00> : tile<f32> loc(#loc38)
  %reshape = reshape %cst_0_f32_20 : tile<f32> -> tile<1x1xf32> loc(#loc38)
  %bcast = broadcast %reshape : tile<1x1xf32> -> tile<1x64xf32> loc(#loc38)
  %for:4 = for %loopIdx in (%cst_0_i32_19 to %1#1, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_f16, %iterArg1 = %cst_0_i64, %iterArg2 = %cst_0_i32, %iterArg3 = %cst_0_f32) -> (tile<1x64xf16>, tile<1xi64>, tile<i32>, tile<1x64xf32>) {
    %pview_28 = make_partition_view %tview : partition_view<tile=(1x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,?]>> loc(#loc40)
    %tile, %result_token = load_view_tko weak %pview_28[%blockId_x, %loopIdx] token = %0 : partition_view<tile=(1x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<1x64xf32>, token loc(#loc40)
    %6 = addf %iterArg3, %tile  : tile<1x64xf32> loc(#loc41)
    %7 = ftof %tile  : tile<1x64xf32> -> tile<1x64xf16> loc(#loc59)
    %8 = maxf %iterArg0, %7 : tile<1x64xf16> loc(#loc44)
    %9 = cmpf greater_than ordered %tile, %bcast : tile<1x64xf32> -> tile<1x64xi1> loc(#loc38)
    %10 = exti %9 unsigned : tile<1x64xi1> -> tile<1x64xi32> loc(#loc60)
    %reduce = reduce %10 dim=0 identities=[0 : i32] : tile<1x64xi32> -> tile<64xi32> 
    (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
      %16 = addi %reduce_lhs, %reduce_rhs : tile<i32> loc(#loc47)
      yield %16 : tile<i32> loc(#loc47)
    } loc(#loc47)
    %reduce_29 = reduce %reduce dim=0 identities=[0 : i32] : tile<64xi32> -> tile<i32> 
    (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
      %16 = addi %reduce_lhs, %reduce_rhs : tile<i32> loc(#loc47)
      yield %16 : tile<i32> loc(#loc47)
    } loc(#loc47)
    %11 = addi %iterArg2, %reduce_29 : tile<i32> loc(#loc48)
    %12 = muli %iterArg1, %cst_31_i64 : tile<1xi64> loc(#loc30)
    %13 = bitcast %tile : tile<1x64xf32> -> tile<1x64xi32> loc(#loc49)
    %14 = exti %13 signed : tile<1x64xi32> -> tile<1x64xi64> loc(#loc61)
    %reduce_30 = reduce %14 dim=1 identities=[0] : tile<1x64xi64> -> tile<1xi64> 
    (%reduce_lhs: tile<i64>, %reduce_rhs: tile<i64>) {
      %16 = addi %reduce_lhs, %reduce_rhs : tile<i64> loc(#loc51)
      yield %16 : tile<i64> loc(#loc51)
    } loc(#loc51)
    %15 = addi %12, %reduce_30 : tile<1xi64> loc(#loc30)
    continue %8, %15, %11, %6 : tile<1x64xf16>, tile<1xi64>, tile<i32>, tile<1x64xf32> loc(#loc39)
  } loc(#loc39)
  %cst_0_i32_21 = constant <i32: 0> : tile<i32> loc(#loc52)
  %pview_22 = make_partition_view %tview_7 : partition_view<tile=(1x64), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc53)
  %2 = store_view_tko weak %for#3, %pview_22[%blockId_x, %cst_0_i32_21] token = %0 : tile<1x64xf32>, partition_view<tile=(1x64), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token loc(#loc53)
  %cst_0_i32_23 = constant <i32: 0> : tile<i32> loc(#loc54)
  %pview_24 = make_partition_view %tview_12 : partition_view<tile=(1x64), tensor_view<?x?xf16, strides=[?,?]>> loc(#loc55)
  %3 = store_view_tko weak %for#0, %pview_24[%blockId_x, %cst_0_i32_23] token = %0 : tile<1x64xf16>, partition_view<tile=(1x64), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> token loc(#loc55)
  %reshape_25 = reshape %for#2 : tile<i32> -> tile<1xi32> loc(#loc56)
  %pview_26 = make_partition_view %tview_15 : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>> loc(#loc57)
  %4 = store_view_tko weak %reshape_25, %pview_26[%blockId_x] token = %0 : tile<1xi32>, partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc57)
  %pview_27 = make_partition_view %tview_18 : partition_view<tile=(1), tensor_view<?xi64, strides=[?]>> loc(#loc58)
  %5 = store_view_tko weak %for#1, %pview_27[%blockId_x] token = %0 : tile<1xi64>, partition_view<tile=(1), tensor_view<?xi64, strides=[?]>>, tile<i32> -> token loc(#loc58)
  return loc(#loc28)
} loc(#loc29)
#di_file = #cuda_tile.di_file<"mixed_carry.py" in "xtask/python/kernels">
#di_file1 = #cuda_tile.di_file<"_stub.py" in "cuda/tile">
#loc = loc("xtask/python/kernels/mixed_carry.py":11:0)
#loc1 = loc("xtask/python/kernels/mixed_carry.py":22:16)
#loc2 = loc("xtask/python/kernels/mixed_carry.py":12:10)
#loc3 = loc("xtask/python/kernels/mixed_carry.py":13:12)
#loc4 = loc("xtask/python/kernels/mixed_carry.py":14:14)
#loc5 = loc("xtask/python/kernels/mixed_carry.py":15:16)
#loc6 = loc("xtask/python/kernels/mixed_carry.py":16:12)
#loc7 = loc("xtask/python/kernels/mixed_carry.py":17:19)
#loc8 = loc("xtask/python/kernels/mixed_carry.py":17:13)
#loc9 = loc("xtask/python/kernels/mixed_carry.py":21:29)
#loc10 = loc("xtask/python/kernels/mixed_carry.py":17:4)
#loc11 = loc("xtask/python/kernels/mixed_carry.py":18:12)
#loc12 = loc("xtask/python/kernels/mixed_carry.py":19:16)
#loc13 = loc("cuda/tile/_stub.py":678:15)
#loc14 = loc("xtask/python/kernels/mixed_carry.py":20:38)
#loc15 = loc("xtask/python/kernels/mixed_carry.py":20:18)
#loc16 = loc("xtask/python/kernels/mixed_carry.py":21:28)
#loc17 = loc("xtask/python/kernels/mixed_carry.py":21:21)
#loc18 = loc("xtask/python/kernels/mixed_carry.py":21:8)
#loc19 = loc("xtask/python/kernels/mixed_carry.py":22:36)
#loc20 = loc("xtask/python/kernels/mixed_carry.py":22:29)
#loc21 = loc("xtask/python/kernels/mixed_carry.py":23:31)
#loc22 = loc("xtask/python/kernels/mixed_carry.py":23:4)
#loc23 = loc("xtask/python/kernels/mixed_carry.py":24:32)
#loc24 = loc("xtask/python/kernels/mixed_carry.py":24:4)
#loc25 = loc("xtask/python/kernels/mixed_carry.py":25:40)
#loc26 = loc("xtask/python/kernels/mixed_carry.py":25:4)
#loc27 = loc("xtask/python/kernels/mixed_carry.py":26:4)
#loc28 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_compile_unit1 = #cuda_tile.di_compile_unit<file = #di_file1>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 10, name = "mixed_carry", linkageName = "mixed_carry_Kt2_A2f32_3l0_A2f32_3l0_A2f16_3l0_A1i32_1l0_A1i64_1l0_I64", compileUnit = #di_compile_unit, scopeLine = 10>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s0", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram2 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s1", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram3 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s2", compileUnit = #di_compile_unit1, scopeLine = 676>
#loc29 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc37 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc38 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc39 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc40 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc41 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc42 = #cuda_tile.di_loc<#loc13 in #di_subprogram1>
#loc43 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc44 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc45 = #cuda_tile.di_loc<#loc13 in #di_subprogram2>
#loc46 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc47 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc48 = #cuda_tile.di_loc<#loc18 in #di_subprogram>
#loc49 = #cuda_tile.di_loc<#loc19 in #di_subprogram>
#loc50 = #cuda_tile.di_loc<#loc13 in #di_subprogram3>
#loc51 = #cuda_tile.di_loc<#loc20 in #di_subprogram>
#loc52 = #cuda_tile.di_loc<#loc21 in #di_subprogram>
#loc53 = #cuda_tile.di_loc<#loc22 in #di_subprogram>
#loc54 = #cuda_tile.di_loc<#loc23 in #di_subprogram>
#loc55 = #cuda_tile.di_loc<#loc24 in #di_subprogram>
#loc56 = #cuda_tile.di_loc<#loc25 in #di_subprogram>
#loc57 = #cuda_tile.di_loc<#loc26 in #di_subprogram>
#loc58 = #cuda_tile.di_loc<#loc27 in #di_subprogram>
#loc59 = loc(callsite(#loc42 at #loc43))
#loc60 = loc(callsite(#loc45 at #loc46))
#loc61 = loc(callsite(#loc50 at #loc49))
