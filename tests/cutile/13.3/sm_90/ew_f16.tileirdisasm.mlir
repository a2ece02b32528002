entry @ew_f16_Kt2_A1f16_1l0_A1f16_1l0_A1f16_1l0_A1f16_1l0_A1f16_1l0_I128(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f16>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f16>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<f16>>, %arg13: tile<i32>, %arg14: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf16, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf16, strides=[?]>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xf16, strides=[?]>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32>
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xf16, strides=[?]>
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32>
  %tview_12 = make_tensor_view %arg12, shape = [%assume_10], strides = [%assume_11] : tile<i32> -> tensor_view<?xf16, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(128), padding_value = zero, tensor_view<?xf16, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf16, strides=[?]>>, tile<i32> -> tile<128xf16>, token
  %pview_13 = make_partition_view %tview_3 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf16, strides=[?]>>
  %tile_14, %result_token_15 = load_view_tko weak %pview_13[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf16, strides=[?]>>, tile<i32> -> tile<128xf16>, token
  %1 = subf %tile, %tile_14  : tile<128xf16>
  %2 = addf %tile, %tile_14  : tile<128xf16>
  %3 = negf %tile : tile<128xf16>
  %4 = fma %1, %2, %3  : tile<128xf16>
  %pview_16 = make_partition_view %tview_6 : partition_view<tile=(128), tensor_view<?xf16, strides=[?]>>
  %5 = store_view_tko weak %4, %pview_16[%blockId_x] token = %0 : tile<128xf16>, partition_view<tile=(128), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token
  %6 = absf %tile_14 : tile<128xf16>
  %cst_1_f16 = constant <f16: 1.000000e+00> : tile<f16>
  %reshape = reshape %cst_1_f16 : tile<f16> -> tile<1xf16>
  %bcast = broadcast %reshape : tile<1xf16> -> tile<128xf16>
  %7 = addf %6, %bcast  : tile<128xf16>
  %8 = divf %tile, %7  : tile<128xf16>
  %pview_17 = make_partition_view %tview_9 : partition_view<tile=(128), tensor_view<?xf16, strides=[?]>>
  %9 = store_view_tko weak %8, %pview_17[%blockId_x] token = %0 : tile<128xf16>, partition_view<tile=(128), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token
  %10 = absf %tile_14 : tile<128xf16>
  %11 = negf %10 : tile<128xf16>
  %12 = maxf %tile, %11 : tile<128xf16>
  %13 = minf %12, %10 : tile<128xf16>
  %pview_18 = make_partition_view %tview_12 : partition_view<tile=(128), tensor_view<?xf16, strides=[?]>>
  %14 = store_view_tko weak %13, %pview_18[%blockId_x] token = %0 : tile<128xf16>, partition_view<tile=(128), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token
  return
}
