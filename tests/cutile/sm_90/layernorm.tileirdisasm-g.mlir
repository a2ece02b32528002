entry @layernorm_Kt2_A2f16_3l0_A1f16_1l0_A1f16_1l0_A2f16_3l0_F3ee4f8b588e368f1_I512(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<f16>>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<ptr<f16>>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>) optimization_hints=<sm_90 = {}> {
  %0 = make_token : token loc(#loc24)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc24)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc24)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc24)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc24)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]> loc(#loc24)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc24)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc24)
  %tview_5 = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xf16, strides=[?]> loc(#loc24)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc24)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc24)
  %tview_8 = make_tensor_view %arg8, shape = [%assume_6], strides = [%assume_7] : tile<i32> -> tensor_view<?xf16, strides=[?]> loc(#loc24)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc24)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc24)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc24)
  %assume_12 = assume bounded<0, ?>, %arg15 : tile<i32> loc(#loc24)
  %tview_13 = make_tensor_view %arg11, shape = [%assume_9, %assume_10], strides = [%assume_11, %assume_12] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]> loc(#loc24)
  %cst_f32 = constant <f32: 9.99999974E-6> : tile<f32> loc(#loc24)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc25)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc26)
  %pview = make_partition_view %tview : partition_view<tile=(1x512), padding_value = zero, tensor_view<?x?xf16, strides=[?,?]>> loc(#loc27)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(1x512), padding_value = zero, tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> tile<1x512xf16>, token loc(#loc27)
  %1 = ftof %tile  : tile<1x512xf16> -> tile<1x512xf32> loc(#loc50)
  %reduce = reduce %1 dim=1 identities=[0.000000e+00 : f32] : tile<1x512xf32> -> tile<1xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %14 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc30)
    yield %14 : tile<f32> loc(#loc30)
  } loc(#loc30)
  %reshape = reshape %reduce : tile<1xf32> -> tile<1x1xf32> loc(#loc30)
  %cst_512_f32 = constant <f32: 5.120000e+02> : tile<f32> loc(#loc30)
  %reshape_14 = reshape %cst_512_f32 : tile<f32> -> tile<1x1xf32> loc(#loc30)
  %2 = divf %reshape, %reshape_14  : tile<1x1xf32> loc(#loc30)
  %bcast = broadcast %2 : tile<1x1xf32> -> tile<1x512xf32> loc(#loc31)
  %3 = subf %1, %bcast  : tile<1x512xf32> loc(#loc31)
  %4 = mulf %3, %3  : tile<1x512xf32> loc(#loc32)
  %reduce_15 = reduce %4 dim=1 identities=[0.000000e+00 : f32] : tile<1x512xf32> -> tile<1xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %14 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc33)
    yield %14 : tile<f32> loc(#loc33)
  } loc(#loc33)
  %reshape_16 = reshape %reduce_15 : tile<1xf32> -> tile<1x1xf32> loc(#loc33)
  %cst_512_f32_17 = constant <f32: 5.120000e+02> : tile<f32> loc(#loc33)
  %reshape_18 = reshape %cst_512_f32_17 : tile<f32> -> tile<1x1xf32> loc(#loc33)
  %5 = divf %reshape_16, %reshape_18  : tile<1x1xf32> loc(#loc33)
  %reshape_19 = reshape %cst_f32 : tile<f32> -> tile<1x1xf32> loc(#loc34)
  %6 = addf %5, %reshape_19  : tile<1x1xf32> loc(#loc34)
  %7 = rsqrt %6 : tile<1x1xf32> loc(#loc35)
  %bcast_20 = broadcast %7 : tile<1x1xf32> -> tile<1x512xf32> loc(#loc36)
  %8 = mulf %3, %bcast_20  : tile<1x512xf32> loc(#loc36)
  %cst_0_i32_21 = constant <i32: 0> : tile<i32> loc(#loc37)
  %pview_22 = make_partition_view %tview_5 : partition_view<tile=(512), tensor_view<?xf16, strides=[?]>> loc(#loc38)
  %tile_23, %result_token_24 = load_view_tko weak %pview_22[%cst_0_i32_21] token = %0 : partition_view<tile=(512), tensor_view<?xf16, strides=[?]>>, tile<i32> -> tile<512xf16>, token loc(#loc38)
  %9 = ftof %tile_23  : tile<512xf16> -> tile<512xf32> loc(#loc51)
  %cst_0_i32_25 = constant <i32: 0> : tile<i32> loc(#loc40)
  %pview_26 = make_partition_view %tview_8 : partition_view<tile=(512), tensor_view<?xf16, strides=[?]>> loc(#loc41)
  %tile_27, %result_token_28 = load_view_tko weak %pview_26[%cst_0_i32_25] token = %0 : partition_view<tile=(512), tensor_view<?xf16, strides=[?]>>, tile<i32> -> tile<512xf16>, token loc(#loc41)
  %10 = ftof %tile_27  : tile<512xf16> -> tile<512xf32> loc(#loc52)
  %reshape_29 = reshape %9 : tile<512xf32> -> tile<1x512xf32> loc(#loc43)
  %reshape_30 = reshape %10 : tile<512xf32> -> tile<1x512xf32> loc(#loc44)
  %11 = fma %8, %reshape_29, %reshape_30  : tile<1x512xf32> loc(#loc45)
  %cst_0_i32_31 = constant <i32: 0> : tile<i32> loc(#loc46)
  %12 = ftof %11  : tile<1x512xf32> -> tile<1x512xf16> loc(#loc53)
  %pview_32 = make_partition_view %tview_13 : partition_view<tile=(1x512), tensor_view<?x?xf16, strides=[?,?]>> loc(#loc49)
  %13 = store_view_tko weak %12, %pview_32[%blockId_x, %cst_0_i32_31] token = %0 : tile<1x512xf16>, partition_view<tile=(1x512), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> token loc(#loc49)
  return loc(#loc23)
} loc(#loc24)
#di_file = #cuda_tile.di_file<"layernorm.py" in "xtask/python/kernels">
#di_file1 = #cuda_tile.di_file<"_stub.py" in "cuda/tile">
#loc = loc("xtask/python/kernels/layernorm.py":9:0)
#loc1 = loc("xtask/python/kernels/layernorm.py":10:10)
#loc2 = loc("xtask/python/kernels/layernorm.py":11:31)
#loc3 = loc("xtask/python/kernels/layernorm.py":11:8)
#loc4 = loc("cuda/tile/_stub.py":678:15)
#loc5 = loc("xtask/python/kernels/layernorm.py":12:8)
#loc6 = loc("xtask/python/kernels/layernorm.py":13:11)
#loc7 = loc("xtask/python/kernels/layernorm.py":14:15)
#loc8 = loc("xtask/python/kernels/layernorm.py":15:17)
#loc9 = loc("xtask/python/kernels/layernorm.py":15:10)
#loc10 = loc("xtask/python/kernels/layernorm.py":16:33)
#loc11 = loc("xtask/python/kernels/layernorm.py":16:24)
#loc12 = loc("xtask/python/kernels/layernorm.py":16:13)
#loc13 = loc("xtask/python/kernels/layernorm.py":17:31)
#loc14 = loc("xtask/python/kernels/layernorm.py":17:8)
#loc15 = loc("xtask/python/kernels/layernorm.py":18:29)
#loc16 = loc("xtask/python/kernels/layernorm.py":18:8)
#loc17 = loc("xtask/python/kernels/layernorm.py":19:19)
#loc18 = loc("xtask/python/kernels/layernorm.py":19:46)
#loc19 = loc("xtask/python/kernels/layernorm.py":19:10)
#loc20 = loc("xtask/python/kernels/layernorm.py":20:28)
#loc21 = loc("xtask/python/kernels/layernorm.py":20:37)
#loc22 = loc("xtask/python/kernels/layernorm.py":20:4)
#loc23 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_compile_unit1 = #cuda_tile.di_compile_unit<file = #di_file1>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 8, name = "layernorm", linkageName = "layernorm_Kt2_A2f16_3l0_A1f16_1l0_A1f16_1l0_A2f16_3l0_F3ee4f8b588e368f1_I512", compileUnit = #di_compile_unit, scopeLine = 8>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s0", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram2 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s1", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram3 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s2", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram4 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s3", compileUnit = #di_compile_unit1, scopeLine = 676>
#loc24 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc4 in #di_subprogram1>
#loc29 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc37 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc38 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc39 = #cuda_tile.di_loc<#loc4 in #di_subprogram2>
#loc40 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc41 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc42 = #cuda_tile.di_loc<#loc4 in #di_subprogram3>
#loc43 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc44 = #cuda_tile.di_loc<#loc18 in #di_subprogram>
#loc45 = #cuda_tile.di_loc<#loc19 in #di_subprogram>
#loc46 = #cuda_tile.di_loc<#loc20 in #di_subprogram>
#loc47 = #cuda_tile.di_loc<#loc4 in #di_subprogram4>
#loc48 = #cuda_tile.di_loc<#loc21 in #di_subprogram>
#loc49 = #cuda_tile.di_loc<#loc22 in #di_subprogram>
#loc50 = loc(callsite(#loc28 at #loc29))
#loc51 = loc(callsite(#loc39 at #loc38))
#loc52 = loc(callsite(#loc42 at #loc41))
#loc53 = loc(callsite(#loc47 at #loc48))
