entry @cast_fp8_Kt2_A1f32_1l0_A1f8m3fn_1l0_A1f8m2_1l0_A1f8m3fn_1l0_A1f8m2_1l0_A1f16_1l0_A1bf16_1l0_I128(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f8E4M3FN>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f8E5M2>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f8E4M3FN>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<f8E5M2>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<f16>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<bf16>>, %arg19: tile<i32>, %arg20: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf8E4M3FN, strides=[?]>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xf8E5M2, strides=[?]>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32>
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xf8E4M3FN, strides=[?]>
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32>
  %tview_12 = make_tensor_view %arg12, shape = [%assume_10], strides = [%assume_11] : tile<i32> -> tensor_view<?xf8E5M2, strides=[?]>
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32>
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32>
  %tview_15 = make_tensor_view %arg15, shape = [%assume_13], strides = [%assume_14] : tile<i32> -> tensor_view<?xf16, strides=[?]>
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32>
  %assume_17 = assume bounded<0, ?>, %arg20 : tile<i32>
  %tview_18 = make_tensor_view %arg18, shape = [%assume_16], strides = [%assume_17] : tile<i32> -> tensor_view<?xbf16, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<128xf32>, token
  %pview_19 = make_partition_view %tview_3 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf8E4M3FN, strides=[?]>>
  %tile_20, %result_token_21 = load_view_tko weak %pview_19[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf8E4M3FN, strides=[?]>>, tile<i32> -> tile<128xf8E4M3FN>, token
  %pview_22 = make_partition_view %tview_6 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf8E5M2, strides=[?]>>
  %tile_23, %result_token_24 = load_view_tko weak %pview_22[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf8E5M2, strides=[?]>>, tile<i32> -> tile<128xf8E5M2>, token
  %1 = ftof %tile  : tile<128xf32> -> tile<128xf8E4M3FN>
  %pview_25 = make_partition_view %tview_9 : partition_view<tile=(128), tensor_view<?xf8E4M3FN, strides=[?]>>
  %2 = store_view_tko weak %1, %pview_25[%blockId_x] token = %0 : tile<128xf8E4M3FN>, partition_view<tile=(128), tensor_view<?xf8E4M3FN, strides=[?]>>, tile<i32> -> token
  %3 = ftof %tile  : tile<128xf32> -> tile<128xf8E5M2>
  %pview_26 = make_partition_view %tview_12 : partition_view<tile=(128), tensor_view<?xf8E5M2, strides=[?]>>
  %4 = store_view_tko weak %3, %pview_26[%blockId_x] token = %0 : tile<128xf8E5M2>, partition_view<tile=(128), tensor_view<?xf8E5M2, strides=[?]>>, tile<i32> -> token
  %5 = ftof %tile_20  : tile<128xf8E4M3FN> -> tile<128xf16>
  %cst_2_f16 = constant <f16: 2.000000e+00> : tile<f16>
  %reshape = reshape %cst_2_f16 : tile<f16> -> tile<1xf16>
  %bcast = broadcast %reshape : tile<1xf16> -> tile<128xf16>
  %6 = mulf %5, %bcast  : tile<128xf16>
  %pview_27 = make_partition_view %tview_15 : partition_view<tile=(128), tensor_view<?xf16, strides=[?]>>
  %7 = store_view_tko weak %6, %pview_27[%blockId_x] token = %0 : tile<128xf16>, partition_view<tile=(128), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token
  %8 = ftof %tile_23  : tile<128xf8E5M2> -> tile<128xbf16>
  %pview_28 = make_partition_view %tview_18 : partition_view<tile=(128), tensor_view<?xbf16, strides=[?]>>
  %9 = store_view_tko weak %8, %pview_28[%blockId_x] token = %0 : tile<128xbf16>, partition_view<tile=(128), tensor_view<?xbf16, strides=[?]>>, tile<i32> -> token
  return
}
