entry @cast_floats_Kt2_A1f32_1l0_A1f16_1l0_A1bf16_1l0_A1f32_1l0_A1f32_1l0_I128(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<bf16>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f32>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<f32>>, %arg13: tile<i32>, %arg14: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf16, strides=[?]>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xbf16, strides=[?]>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32>
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32>
  %tview_12 = make_tensor_view %arg12, shape = [%assume_10], strides = [%assume_11] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<128xf32>, token
  %1 = ftof %tile  : tile<128xf32> -> tile<128xf16>
  %pview_13 = make_partition_view %tview_3 : partition_view<tile=(128), tensor_view<?xf16, strides=[?]>>
  %2 = store_view_tko weak %1, %pview_13[%blockId_x] token = %0 : tile<128xf16>, partition_view<tile=(128), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token
  %3 = ftof %tile  : tile<128xf32> -> tile<128xbf16>
  %pview_14 = make_partition_view %tview_6 : partition_view<tile=(128), tensor_view<?xbf16, strides=[?]>>
  %4 = store_view_tko weak %3, %pview_14[%blockId_x] token = %0 : tile<128xbf16>, partition_view<tile=(128), tensor_view<?xbf16, strides=[?]>>, tile<i32> -> token
  %5 = ftof %tile  : tile<128xf32> -> tile<128xtf32>
  %6 = ftof %5  : tile<128xtf32> -> tile<128xf32>
  %pview_15 = make_partition_view %tview_9 : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>
  %7 = store_view_tko weak %6, %pview_15[%blockId_x] token = %0 : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  %8 = ftof %tile  : tile<128xf32> -> tile<128xf64>
  %9 = mulf %8, %8  : tile<128xf64>
  %10 = ftof %9  : tile<128xf64> -> tile<128xf32>
  %pview_16 = make_partition_view %tview_12 : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>
  %11 = store_view_tko weak %10, %pview_16[%blockId_x] token = %0 : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  return
}
