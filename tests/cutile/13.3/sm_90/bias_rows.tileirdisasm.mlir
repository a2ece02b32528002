entry @bias_rows_Kt2_A2i32_3l0_A1i32_1l0_A1i32_1l0_A2i32_3l0_I16_I32(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<i32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<i32>>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<ptr<i32>>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %cst_0_i32 = constant <i32: 0> : tile<16x32xi32>
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xi32, strides=[?,?]>
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %tview_5 = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %tview_8 = make_tensor_view %arg8, shape = [%assume_6], strides = [%assume_7] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32>
  %assume_12 = assume bounded<0, ?>, %arg15 : tile<i32>
  %tview_13 = make_tensor_view %arg11, shape = [%assume_9, %assume_10], strides = [%assume_11, %assume_12] : tile<i32> -> tensor_view<?x?xi32, strides=[?,?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %blockId_x_14, %blockId_y_15, %blockId_z_16 = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x?xi32, strides=[?,?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %blockId_y_15] token = %0 : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x?xi32, strides=[?,?]>>, tile<i32> -> tile<16x32xi32>, token
  %pview_17 = make_partition_view %tview_5 : partition_view<tile=(16), padding_value = zero, tensor_view<?xi32, strides=[?]>>
  %tile_18, %result_token_19 = load_view_tko weak %pview_17[%blockId_x] token = %0 : partition_view<tile=(16), padding_value = zero, tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<16xi32>, token
  %pview_20 = make_partition_view %tview_8 : partition_view<tile=(32), padding_value = zero, tensor_view<?xi32, strides=[?]>>
  %tile_21, %result_token_22 = load_view_tko weak %pview_20[%blockId_y_15] token = %0 : partition_view<tile=(32), padding_value = zero, tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<32xi32>, token
  %reshape = reshape %tile_18 : tile<16xi32> -> tile<16x1xi32>
  %bcast = broadcast %reshape : tile<16x1xi32> -> tile<16x32xi32>
  %1 = muli %tile, %bcast : tile<16x32xi32>
  %reshape_23 = reshape %tile_21 : tile<32xi32> -> tile<1x32xi32>
  %bcast_24 = broadcast %reshape_23 : tile<1x32xi32> -> tile<16x32xi32>
  %2 = addi %1, %bcast_24 : tile<16x32xi32>
  %3 = maxi %2, %cst_0_i32 signed : tile<16x32xi32>
  %pview_25 = make_partition_view %tview_13 : partition_view<tile=(16x32), tensor_view<?x?xi32, strides=[?,?]>>
  %4 = store_view_tko weak %3, %pview_25[%blockId_x, %blockId_y_15] token = %0 : tile<16x32xi32>, partition_view<tile=(16x32), tensor_view<?x?xi32, strides=[?,?]>>, tile<i32> -> token
  return
}
