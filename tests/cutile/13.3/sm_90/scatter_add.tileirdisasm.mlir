entry @scatter_add_Kt2_A1f32_1l0_A1i32_1l0_A1f32_1l0_I128(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f32>>, %arg7: tile<i32>, %arg8: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<128xf32>, token
  %1 = join_tokens %0, %result_token : token
  %pview_6 = make_partition_view %tview_3 : partition_view<tile=(128), padding_value = zero, tensor_view<?xi32, strides=[?]>>
  %tile_7, %result_token_8 = load_view_tko weak %pview_6[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<128xi32>, token
  %2 = join_tokens %0, %result_token_8 : token
  %3 = exti %tile_7 signed : tile<128xi32> -> tile<128xi64>
  %4 = exti %assume_4 signed : tile<i32> -> tile<i64>
  %reshape = reshape %4 : tile<i64> -> tile<1xi64>
  %bcast = broadcast %reshape : tile<1xi64> -> tile<128xi64>
  %5 = cmpi less_than %3, %bcast, unsigned : tile<128xi64> -> tile<128xi1>
  %6 = exti %assume_5 signed : tile<i32> -> tile<i64>
  %reshape_9 = reshape %6 : tile<i64> -> tile<1xi64>
  %bcast_10 = broadcast %reshape_9 : tile<1xi64> -> tile<128xi64>
  %7 = muli %3, %bcast_10 : tile<128xi64>
  %reshape_11 = reshape %arg6 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_12 = broadcast %reshape_11 : tile<1xptr<f32>> -> tile<128xptr<f32>>
  %8 = offset %bcast_12, %7 : tile<128xptr<f32>>, tile<128xi64> -> tile<128xptr<f32>>
  %9 = join_tokens %0, %1, %2 : token
  %result, %result_token_13 = atomic_rmw_tko acq_rel device %8, addf, %tile, %5 token=%9 : tile<128xptr<f32>>, tile<128xf32>, tile<128xi1> -> tile<128xf32>, token
  return
}
