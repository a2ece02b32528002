entry @reduce_custom_Kt2_A2i32_3l0_A2f32_3l0_A1i32_1l0_A1f32_1l0_I64(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<i32>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<ptr<f32>>, %arg14: tile<i32>, %arg15: tile<i32>) optimization_hints=<sm_80 = {}> {
  %0 = make_token : token loc(#loc17)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc17)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc17)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc17)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc17)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xi32, strides=[?,?]> loc(#loc17)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc17)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc17)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc17)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc17)
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc17)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc17)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc17)
  %tview_10 = make_tensor_view %arg10, shape = [%assume_8], strides = [%assume_9] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc17)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc17)
  %assume_12 = assume bounded<0, ?>, %arg15 : tile<i32> loc(#loc17)
  %tview_13 = make_tensor_view %arg13, shape = [%assume_11], strides = [%assume_12] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc17)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc18)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc19)
  %pview = make_partition_view %tview : partition_view<tile=(1x64), tensor_view<?x?xi32, strides=[?,?]>> loc(#loc20)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(1x64), tensor_view<?x?xi32, strides=[?,?]>>, tile<i32> -> tile<1x64xi32>, token loc(#loc20)
  %reduce = reduce %tile dim=1 identities=[0 : i32] : tile<1x64xi32> -> tile<1xi32> 
  (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
    %8 = ori %reduce_lhs, %reduce_rhs : tile<i32> loc(#loc33)
    yield %8 : tile<i32> loc(#loc21)
  } loc(#loc21)
  %pview_14 = make_partition_view %tview_10 : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>> loc(#loc23)
  %1 = store_view_tko weak %reduce, %pview_14[%blockId_x] token = %0 : tile<1xi32>, partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc23)
  %cst_0_i32_15 = constant <i32: 0> : tile<i32> loc(#loc24)
  %pview_16 = make_partition_view %tview_7 : partition_view<tile=(1x64), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc25)
  %tile_17, %result_token_18 = load_view_tko weak %pview_16[%blockId_x, %cst_0_i32_15] token = %0 : partition_view<tile=(1x64), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<1x64xf32>, token loc(#loc25)
  %2 = mulf %tile_17, %tile_17  : tile<1x64xf32> loc(#loc26)
  %reduce_19:2 = reduce %tile_17, %2 dim=1 identities=[0.000000e+00 : f32, 0.000000e+00 : f32] : tile<1x64xf32>, tile<1x64xf32> -> tile<1xf32>, tile<1xf32> 
  (%reduce_lhs0: tile<f32>, %reduce_rhs0: tile<f32>, %reduce_lhs1: tile<f32>, %reduce_rhs1: tile<f32>) {
    %8 = addf %reduce_lhs0, %reduce_rhs0  : tile<f32> loc(#loc34)
    %9 = addf %reduce_lhs1, %reduce_rhs1  : tile<f32> loc(#loc35)
    yield %8, %9 : tile<f32>, tile<f32> loc(#loc27)
  } loc(#loc27)
  %cst_64_f32 = constant <f32: 6.400000e+01> : tile<f32> loc(#loc30)
  %reshape = reshape %cst_64_f32 : tile<f32> -> tile<1xf32> loc(#loc30)
  %3 = divf %reduce_19#0, %reshape  : tile<1xf32> loc(#loc30)
  %cst_64_f32_20 = constant <f32: 6.400000e+01> : tile<f32> loc(#loc31)
  %reshape_21 = reshape %cst_64_f32_20 : tile<f32> -> tile<1xf32> loc(#loc31)
  %4 = divf %reduce_19#1, %reshape_21  : tile<1xf32> loc(#loc31)
  %5 = negf %3 : tile<1xf32> loc(#loc31)
  %6 = fma %5, %3, %4  : tile<1xf32> loc(#loc31)
  %pview_22 = make_partition_view %tview_13 : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>> loc(#loc32)
  %7 = store_view_tko weak %6, %pview_22[%blockId_x] token = %0 : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc32)
  return loc(#loc16)
} loc(#loc17)
#di_file = #cuda_tile.di_file<"reduce_custom.py" in "xtask/python/kernels">
#loc = loc("xtask/python/kernels/reduce_custom.py":18:0)
#loc1 = loc("xtask/python/kernels/reduce_custom.py":19:10)
#loc2 = loc("xtask/python/kernels/reduce_custom.py":20:35)
#loc3 = loc("xtask/python/kernels/reduce_custom.py":20:9)
#loc4 = loc("xtask/python/kernels/reduce_custom.py":21:37)
#loc5 = loc("xtask/python/kernels/reduce_custom.py":10:11)
#loc6 = loc("xtask/python/kernels/reduce_custom.py":21:4)
#loc7 = loc("xtask/python/kernels/reduce_custom.py":22:32)
#loc8 = loc("xtask/python/kernels/reduce_custom.py":22:9)
#loc9 = loc("xtask/python/kernels/reduce_custom.py":23:36)
#loc10 = loc("xtask/python/kernels/reduce_custom.py":23:21)
#loc11 = loc("xtask/python/kernels/reduce_custom.py":14:11)
#loc12 = loc("xtask/python/kernels/reduce_custom.py":14:20)
#loc13 = loc("xtask/python/kernels/reduce_custom.py":24:11)
#loc14 = loc("xtask/python/kernels/reduce_custom.py":25:42)
#loc15 = loc("xtask/python/kernels/reduce_custom.py":25:4)
#loc16 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 17, name = "reduce_custom", linkageName = "reduce_custom_Kt2_A2i32_3l0_A2f32_3l0_A1i32_1l0_A1f32_1l0_I64", compileUnit = #di_compile_unit, scopeLine = 17>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file, line = 9, name = "bit_or", linkageName = "bit_or@reduce_custom:9:1_s0", compileUnit = #di_compile_unit, scopeLine = 9>
#di_subprogram2 = #cuda_tile.di_subprogram<file = #di_file, line = 13, name = "sum_and_squares", linkageName = "sum_and_squares@reduce_custom:13:1_s1", compileUnit = #di_compile_unit, scopeLine = 13>
#loc17 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc5 in #di_subprogram1>
#loc23 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc11 in #di_subprogram2>
#loc29 = #cuda_tile.di_loc<#loc12 in #di_subprogram2>
#loc30 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc33 = loc(callsite(#loc22 at #loc21))
#loc34 = loc(callsite(#loc28 at #loc27))
#loc35 = loc(callsite(#loc29 at #loc27))
