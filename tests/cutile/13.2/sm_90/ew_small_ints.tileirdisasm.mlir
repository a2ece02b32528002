entry @ew_small_ints_Kt2_A1i8_1l0_A1i8_1l0_A1i16_1l0_A1i16_1l0_A1i8_1l0_A1i8_1l0_A1i16_1l0_I128(%arg0: tile<ptr<i8>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i8>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i16>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<i16>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<i8>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<i8>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<i16>>, %arg19: tile<i32>, %arg20: tile<i32>) optimization_hints=<sm_90 = {}> {
  %0 = make_token : token
  %cst_3_i16 = constant <i16: 3> : tile<128xi16>
  %cst_2_i16 = constant <i16: 2> : tile<128xi16>
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi8, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi8, strides=[?]>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xi16, strides=[?]>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32>
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xi16, strides=[?]>
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32>
  %tview_12 = make_tensor_view %arg12, shape = [%assume_10], strides = [%assume_11] : tile<i32> -> tensor_view<?xi8, strides=[?]>
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32>
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32>
  %tview_15 = make_tensor_view %arg15, shape = [%assume_13], strides = [%assume_14] : tile<i32> -> tensor_view<?xi8, strides=[?]>
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32>
  %assume_17 = assume bounded<0, ?>, %arg20 : tile<i32>
  %tview_18 = make_tensor_view %arg18, shape = [%assume_16], strides = [%assume_17] : tile<i32> -> tensor_view<?xi16, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(128), padding_value = zero, tensor_view<?xi8, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xi8, strides=[?]>>, tile<i32> -> tile<128xi8>, token
  %pview_19 = make_partition_view %tview_3 : partition_view<tile=(128), padding_value = zero, tensor_view<?xi8, strides=[?]>>
  %tile_20, %result_token_21 = load_view_tko weak %pview_19[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xi8, strides=[?]>>, tile<i32> -> tile<128xi8>, token
  %pview_22 = make_partition_view %tview_6 : partition_view<tile=(128), padding_value = zero, tensor_view<?xi16, strides=[?]>>
  %tile_23, %result_token_24 = load_view_tko weak %pview_22[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xi16, strides=[?]>>, tile<i32> -> tile<128xi16>, token
  %pview_25 = make_partition_view %tview_9 : partition_view<tile=(128), padding_value = zero, tensor_view<?xi16, strides=[?]>>
  %tile_26, %result_token_27 = load_view_tko weak %pview_25[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xi16, strides=[?]>>, tile<i32> -> tile<128xi16>, token
  %1 = addi %tile, %tile_20 : tile<128xi8>
  %pview_28 = make_partition_view %tview_12 : partition_view<tile=(128), tensor_view<?xi8, strides=[?]>>
  %2 = store_view_tko weak %1, %pview_28[%blockId_x] token = %0 : tile<128xi8>, partition_view<tile=(128), tensor_view<?xi8, strides=[?]>>, tile<i32> -> token
  %3 = muli %tile, %tile_20 : tile<128xi8>
  %4 = mini %tile, %tile_20 signed : tile<128xi8>
  %5 = maxi %3, %4 signed : tile<128xi8>
  %pview_29 = make_partition_view %tview_15 : partition_view<tile=(128), tensor_view<?xi8, strides=[?]>>
  %6 = store_view_tko weak %5, %pview_29[%blockId_x] token = %0 : tile<128xi8>, partition_view<tile=(128), tensor_view<?xi8, strides=[?]>>, tile<i32> -> token
  %7 = shli %tile_23, %cst_3_i16 : tile<128xi16>
  %8 = shri %tile_26, %cst_2_i16 signed : tile<128xi16>
  %9 = xori %7, %8 : tile<128xi16>
  %10 = andi %tile_23, %tile_26 : tile<128xi16>
  %11 = ori %9, %10 : tile<128xi16>
  %pview_30 = make_partition_view %tview_18 : partition_view<tile=(128), tensor_view<?xi16, strides=[?]>>
  %12 = store_view_tko weak %11, %pview_30[%blockId_x] token = %0 : tile<128xi16>, partition_view<tile=(128), tensor_view<?xi16, strides=[?]>>, tile<i32> -> token
  return
}
