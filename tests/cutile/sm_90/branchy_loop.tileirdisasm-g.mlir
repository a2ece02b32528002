entry @branchy_loop_Kt2_A2f32_3l0_A2f32_3l0_A1i32_1l0_A1f64_1l0_I16(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<i32>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<ptr<f64>>, %arg14: tile<i32>, %arg15: tile<i32>) optimization_hints=<sm_90 = {}> {
  %0 = make_token : token loc(#loc25)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc25)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc25)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc25)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc25)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc25)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc25)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc25)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc25)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc25)
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc25)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc25)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc25)
  %tview_10 = make_tensor_view %arg10, shape = [%assume_8], strides = [%assume_9] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc25)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc25)
  %assume_12 = assume bounded<0, ?>, %arg15 : tile<i32> loc(#loc25)
  %tview_13 = make_tensor_view %arg13, shape = [%assume_11], strides = [%assume_12] : tile<i32> -> tensor_view<?xf64, strides=[?]> loc(#loc25)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc26)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<1x16xf32> loc(#loc27)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc28)
  %cst_0_f64 = constant <f64: 0.000000e+00> : tile<f64> loc(#loc29)
  %pview = make_partition_view %tview : partition_view<tile=(1x16), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc30)
  %1:2 = get_index_space_shape %pview : partition_view<tile=(1x16), tensor_view<?x?xf32, strides=[?,?]>> -> tile<i32> loc(#loc30)
  %cst_0_i32_14 = constant <i32: 0> : tile<i32> loc(#loc31)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc31)
  %cst_0_f32_15 = constant <f32: 0.000000e+00> : tile<f32> loc(#loc32)
  %for:3 = for %loopIdx in (%cst_0_i32_14 to %1#1, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_f32, %iterArg1 = %cst_0_i32, %iterArg2 = %cst_0_f64) -> (tile<1x16xf32>, tile<i32>, tile<f64>) {
    %pview_21 = make_partition_view %tview : partition_view<tile=(1x16), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc34)
    %tile, %result_token = load_view_tko weak %pview_21[%blockId_x, %loopIdx] token = %0 : partition_view<tile=(1x16), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<1x16xf32>, token loc(#loc34)
    %reduce = reduce %tile dim=0 identities=[0.000000e+00 : f32] : tile<1x16xf32> -> tile<16xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %7 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc35)
      yield %7 : tile<f32> loc(#loc35)
    } loc(#loc35)
    %reduce_22 = reduce %reduce dim=0 identities=[0.000000e+00 : f32] : tile<16xf32> -> tile<f32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %7 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc35)
      yield %7 : tile<f32> loc(#loc35)
    } loc(#loc35)
    %5 = cmpf greater_than ordered %reduce_22, %cst_0_f32_15 : tile<f32> -> tile<i1> loc(#loc32)
    %6:3 = if %5 -> (tile<1x16xf32>, tile<i32>, tile<f64>) {
      %7 = addf %iterArg0, %tile  : tile<1x16xf32> loc(#loc37)
      yield %7, %iterArg1, %iterArg2 : tile<1x16xf32>, tile<i32>, tile<f64> loc(#loc36)
    } else {
      %cst_1_i32_23 = constant <i32: 1> : tile<i32> loc(#loc38)
      %7 = addi %iterArg1, %cst_1_i32_23 : tile<i32> loc(#loc39)
      %8 = ftof %reduce_22  : tile<f32> -> tile<f64> loc(#loc49)
      %9 = subf %iterArg2, %8  : tile<f64> loc(#loc42)
      yield %iterArg0, %7, %9 : tile<1x16xf32>, tile<i32>, tile<f64> loc(#loc36)
    } loc(#loc36)
    continue %6#0, %6#1, %6#2 : tile<1x16xf32>, tile<i32>, tile<f64> loc(#loc33)
  } loc(#loc33)
  %cst_0_i32_16 = constant <i32: 0> : tile<i32> loc(#loc43)
  %pview_17 = make_partition_view %tview_7 : partition_view<tile=(1x16), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc44)
  %2 = store_view_tko weak %for#0, %pview_17[%blockId_x, %cst_0_i32_16] token = %0 : tile<1x16xf32>, partition_view<tile=(1x16), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token loc(#loc44)
  %reshape = reshape %for#1 : tile<i32> -> tile<1xi32> loc(#loc45)
  %pview_18 = make_partition_view %tview_10 : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>> loc(#loc46)
  %3 = store_view_tko weak %reshape, %pview_18[%blockId_x] token = %0 : tile<1xi32>, partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc46)
  %reshape_19 = reshape %for#2 : tile<f64> -> tile<1xf64> loc(#loc47)
  %pview_20 = make_partition_view %tview_13 : partition_view<tile=(1), tensor_view<?xf64, strides=[?]>> loc(#loc48)
  %4 = store_view_tko weak %reshape_19, %pview_20[%blockId_x] token = %0 : tile<1xf64>, partition_view<tile=(1), tensor_view<?xf64, strides=[?]>>, tile<i32> -> token loc(#loc48)
  return loc(#loc24)
} loc(#loc25)
#di_file = #cuda_tile.di_file<"branchy_loop.py" in "xtask/python/kernels">
#di_file1 = #cuda_tile.di_file<"_stub.py" in "cuda/tile">
#loc = loc("xtask/python/kernels/branchy_loop.py":11:0)
#loc1 = loc("xtask/python/kernels/branchy_loop.py":12:10)
#loc2 = loc("xtask/python/kernels/branchy_loop.py":13:10)
#loc3 = loc("xtask/python/kernels/branchy_loop.py":14:12)
#loc4 = loc("xtask/python/kernels/branchy_loop.py":15:12)
#loc5 = loc("xtask/python/kernels/branchy_loop.py":16:19)
#loc6 = loc("xtask/python/kernels/branchy_loop.py":16:13)
#loc7 = loc("xtask/python/kernels/branchy_loop.py":19:11)
#loc8 = loc("xtask/python/kernels/branchy_loop.py":16:4)
#loc9 = loc("xtask/python/kernels/branchy_loop.py":17:12)
#loc10 = loc("xtask/python/kernels/branchy_loop.py":18:12)
#loc11 = loc("xtask/python/kernels/branchy_loop.py":19:8)
#loc12 = loc("xtask/python/kernels/branchy_loop.py":20:18)
#loc13 = loc("xtask/python/kernels/branchy_loop.py":22:21)
#loc14 = loc("xtask/python/kernels/branchy_loop.py":22:12)
#loc15 = loc("cuda/tile/_stub.py":678:15)
#loc16 = loc("xtask/python/kernels/branchy_loop.py":23:28)
#loc17 = loc("xtask/python/kernels/branchy_loop.py":23:20)
#loc18 = loc("xtask/python/kernels/branchy_loop.py":24:34)
#loc19 = loc("xtask/python/kernels/branchy_loop.py":24:4)
#loc20 = loc("xtask/python/kernels/branchy_loop.py":25:43)
#loc21 = loc("xtask/python/kernels/branchy_loop.py":25:4)
#loc22 = loc("xtask/python/kernels/branchy_loop.py":26:43)
#loc23 = loc("xtask/python/kernels/branchy_loop.py":26:4)
#loc24 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_compile_unit1 = #cuda_tile.di_compile_unit<file = #di_file1>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 10, name = "branchy_loop", linkageName = "branchy_loop_Kt2_A2f32_3l0_A2f32_3l0_A1i32_1l0_A1f64_1l0_I16", compileUnit = #di_compile_unit, scopeLine = 10>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s0", compileUnit = #di_compile_unit1, scopeLine = 676>
#loc25 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc37 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc38 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc39 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc40 = #cuda_tile.di_loc<#loc15 in #di_subprogram1>
#loc41 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc42 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc43 = #cuda_tile.di_loc<#loc18 in #di_subprogram>
#loc44 = #cuda_tile.di_loc<#loc19 in #di_subprogram>
#loc45 = #cuda_tile.di_loc<#loc20 in #di_subprogram>
#loc46 = #cuda_tile.di_loc<#loc21 in #di_subprogram>
#loc47 = #cuda_tile.di_loc<#loc22 in #di_subprogram>
#loc48 = #cuda_tile.di_loc<#loc23 in #di_subprogram>
#loc49 = loc(callsite(#loc40 at #loc41))
