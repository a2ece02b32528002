entry @slice_windows_Kt2_A2f32_3l0_A2f32_3l0_Si32_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_3 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg8 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg9 : tile<i32>
  %tview = make_tensor_view %arg5, shape = [%assume_2, %assume_3], strides = [%assume_4, %assume_5] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %gridSize_x, %gridSize_y, %gridSize_z = get_num_tile_blocks : tile<i32>
  %1 = addi %arg10, %gridSize_x : tile<i32>
  %2 = muli %arg10, %assume_0 : tile<i32>
  %3 = exti %2 signed : tile<i32> -> tile<i64>
  %4 = offset %arg0, %3 : tile<ptr<f32>>, tile<i64> -> tile<ptr<f32>>
  %5 = subi %1, %arg10 : tile<i32>
  %assume_6 = assume bounded<0, ?>, %5 : tile<i32>
  %assume_assume = assume bounded<0, ?>, %assume : tile<i32>
  %assume_assume_7 = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_8 = assume bounded<0, ?>, %assume_1 : tile<i32>
  %tview_9 = make_tensor_view %4, shape = [%assume_6, %assume_assume], strides = [%assume_assume_7, %assume_assume_8] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
  %pview = make_partition_view %tview_9 : partition_view<tile=(1x8), tensor_view<?x?xf32, strides=[?,?]>>
  %6:2 = get_index_space_shape %pview : partition_view<tile=(1x8), tensor_view<?x?xf32, strides=[?,?]>> -> tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %pview_10 = make_partition_view %tview_9 : partition_view<tile=(1x8), padding_value = zero, tensor_view<?x?xf32, strides=[?,?]>>
  %pview_11 = make_partition_view %tview : partition_view<tile=(1x1), tensor_view<?x?xf32, strides=[?,?]>>
  for %loopIdx in (%cst_0_i32 to %6#1, step %cst_1_i32) : tile<i32> {
    %tile, %result_token = load_view_tko weak %pview_10[%blockId_x, %loopIdx] token = %0 : partition_view<tile=(1x8), padding_value = zero, tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<1x8xf32>, token
    %reduce = reduce %tile dim=1 identities=[0.000000e+00 : f32] : tile<1x8xf32> -> tile<1xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %8 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %8 : tile<f32>
    }
    %reshape = reshape %reduce : tile<1xf32> -> tile<1x1xf32>
    %7 = store_view_tko weak %reshape, %pview_11[%blockId_x, %loopIdx] token = %0 : tile<1x1xf32>, partition_view<tile=(1x1), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token
  }
  return
}
