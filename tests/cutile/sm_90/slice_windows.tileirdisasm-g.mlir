entry @slice_windows_Kt2_A2f32_3l0_A2f32_3l0_Si32_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<i32>) optimization_hints=<sm_90 = {}> {
  %0 = make_token : token loc(#loc12)
  %assume = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc12)
  %assume_0 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc12)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc12)
  %assume_2 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc12)
  %assume_3 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc12)
  %assume_4 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc12)
  %assume_5 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc12)
  %tview = make_tensor_view %arg5, shape = [%assume_2, %assume_3], strides = [%assume_4, %assume_5] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc12)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc13)
  %gridSize_x, %gridSize_y, %gridSize_z = get_num_tile_blocks : tile<i32> loc(#loc14)
  %1 = addi %arg10, %gridSize_x : tile<i32> loc(#loc15)
  %2 = muli %arg10, %assume_0 : tile<i32> loc(#loc16)
  %3 = exti %2 signed : tile<i32> -> tile<i64> loc(#loc16)
  %4 = offset %arg0, %3 : tile<ptr<f32>>, tile<i64> -> tile<ptr<f32>> loc(#loc16)
  %5 = subi %1, %arg10 : tile<i32> loc(#loc16)
  %assume_6 = assume bounded<0, ?>, %5 : tile<i32> loc(#loc16)
  %assume_assume = assume bounded<0, ?>, %assume : tile<i32> loc(#loc16)
  %assume_assume_7 = assume bounded<0, ?>, %assume_0 : tile<i32> loc(#loc16)
  %assume_assume_8 = assume bounded<0, ?>, %assume_1 : tile<i32> loc(#loc16)
  %tview_9 = make_tensor_view %4, shape = [%assume_6, %assume_assume], strides = [%assume_assume_7, %assume_assume_8] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc16)
  %pview = make_partition_view %tview_9 : partition_view<tile=(1x8), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc17)
  %6:2 = get_index_space_shape %pview : partition_view<tile=(1x8), tensor_view<?x?xf32, strides=[?,?]>> -> tile<i32> loc(#loc17)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc18)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc18)
  for %loopIdx in (%cst_0_i32 to %6#1, step %cst_1_i32) : tile<i32> {
    %pview_10 = make_partition_view %tview_9 : partition_view<tile=(1x8), padding_value = zero, tensor_view<?x?xf32, strides=[?,?]>> loc(#loc20)
    %tile, %result_token = load_view_tko weak %pview_10[%blockId_x, %loopIdx] token = %0 : partition_view<tile=(1x8), padding_value = zero, tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<1x8xf32>, token loc(#loc20)
    %reduce = reduce %tile dim=1 identities=[0.000000e+00 : f32] : tile<1x8xf32> -> tile<1xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %8 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc21)
      yield %8 : tile<f32> loc(#loc21)
    } loc(#loc21)
    %reshape = reshape %reduce : tile<1xf32> -> tile<1x1xf32> loc(#loc21)
    %pview_11 = make_partition_view %tview : partition_view<tile=(1x1), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc22)
    %7 = store_view_tko weak %reshape, %pview_11[%blockId_x, %loopIdx] token = %0 : tile<1x1xf32>, partition_view<tile=(1x1), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token loc(#loc22)
  } loc(#loc19)
  return loc(#loc11)
} loc(#loc12)
#di_file = #cuda_tile.di_file<"slice_windows.py" in "xtask/python/kernels">
#loc = loc("xtask/python/kernels/slice_windows.py":11:0)
#loc1 = loc("xtask/python/kernels/slice_windows.py":12:10)
#loc2 = loc("xtask/python/kernels/slice_windows.py":13:53)
#loc3 = loc("xtask/python/kernels/slice_windows.py":13:45)
#loc4 = loc("xtask/python/kernels/slice_windows.py":13:11)
#loc5 = loc("xtask/python/kernels/slice_windows.py":15:19)
#loc6 = loc("xtask/python/kernels/slice_windows.py":15:13)
#loc7 = loc("xtask/python/kernels/slice_windows.py":15:4)
#loc8 = loc("xtask/python/kernels/slice_windows.py":16:12)
#loc9 = loc("xtask/python/kernels/slice_windows.py":17:44)
#loc10 = loc("xtask/python/kernels/slice_windows.py":17:8)
#loc11 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 10, name = "slice_windows", linkageName = "slice_windows_Kt2_A2f32_3l0_A2f32_3l0_Si32_I64", compileUnit = #di_compile_unit, scopeLine = 10>
#loc12 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
