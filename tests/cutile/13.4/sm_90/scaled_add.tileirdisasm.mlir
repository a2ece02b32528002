entry @scaled_add_Kt2_Sf32_A1f32_1l0_A1f32_1l0_I256(%arg0: tile<f32>, %arg1: tile<ptr<f32>>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<ptr<f32>>, %arg5: tile<i32>, %arg6: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg3 : tile<i32>
  %tview = make_tensor_view %arg1, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg5 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg6 : tile<i32>
  %tview_3 = make_tensor_view %arg4, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<256xf32>, token
  %pview_4 = make_partition_view %tview_3 : partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[?]>>
  %tile_5, %result_token_6 = load_view_tko weak %pview_4[%blockId_x] token = %0 : partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<256xf32>, token
  %1 = join_tokens %0, %result_token_6 : token
  %reshape = reshape %arg0 : tile<f32> -> tile<1xf32>
  %bcast = broadcast %reshape : tile<1xf32> -> tile<256xf32>
  %2 = fma %bcast, %tile, %tile_5  : tile<256xf32>
  %pview_7 = make_partition_view %tview_3 : partition_view<tile=(256), tensor_view<?xf32, strides=[?]>>
  %3 = store_view_tko weak %2, %pview_7[%blockId_x] token = %1 : tile<256xf32>, partition_view<tile=(256), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  return
}
