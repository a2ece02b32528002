entry @int_abs_neg_Kt2_A1i32_1l0_A1i8_1l0_A1i32_1l0_A1i8_1l0_A1i32_1l0_I64(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i8>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i32>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<i8>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<i32>>, %arg13: tile<i32>, %arg14: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %cst_3_i32 = constant <i32: 3> : tile<64xi32>
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi8, strides=[?]>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32>
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xi8, strides=[?]>
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32>
  %tview_12 = make_tensor_view %arg12, shape = [%assume_10], strides = [%assume_11] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xi32, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(64), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<64xi32>, token
  %pview_13 = make_partition_view %tview_3 : partition_view<tile=(64), tensor_view<?xi8, strides=[?]>>
  %tile_14, %result_token_15 = load_view_tko weak %pview_13[%blockId_x] token = %0 : partition_view<tile=(64), tensor_view<?xi8, strides=[?]>>, tile<i32> -> tile<64xi8>, token
  %1 = absi %tile : tile<64xi32>
  %2 = negi %tile : tile<64xi32>
  %3 = divi %2, %cst_3_i32 signed rounding<negative_inf> : tile<64xi32>
  %4 = subi %1, %3 : tile<64xi32>
  %pview_16 = make_partition_view %tview_6 : partition_view<tile=(64), tensor_view<?xi32, strides=[?]>>
  %5 = store_view_tko weak %4, %pview_16[%blockId_x] token = %0 : tile<64xi32>, partition_view<tile=(64), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  %6 = absi %tile_14 : tile<64xi8>
  %7 = negi %tile_14 : tile<64xi8>
  %8 = xori %6, %7 : tile<64xi8>
  %pview_17 = make_partition_view %tview_9 : partition_view<tile=(64), tensor_view<?xi8, strides=[?]>>
  %9 = store_view_tko weak %8, %pview_17[%blockId_x] token = %0 : tile<64xi8>, partition_view<tile=(64), tensor_view<?xi8, strides=[?]>>, tile<i32> -> token
  %reshape = reshape %assume : tile<i32> -> tile<1xi32>
  %pview_18 = make_partition_view %tview_12 : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>
  %10 = store_view_tko weak %reshape, %pview_18[%blockId_x] token = %0 : tile<1xi32>, partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  return
}
