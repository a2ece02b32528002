entry @linear_relu_Kt2_A2f16_3l0_A2f16_3l0_A1f16_1l0_A2f16_3l0_I32_I32_I64(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f16>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<ptr<f16>>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>) optimization_hints=<sm_90 = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]>
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32>
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]>
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32>
  %tview_10 = make_tensor_view %arg10, shape = [%assume_8], strides = [%assume_9] : tile<i32> -> tensor_view<?xf16, strides=[?]>
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32>
  %assume_12 = assume bounded<0, ?>, %arg15 : tile<i32>
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32>
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32>
  %tview_15 = make_tensor_view %arg13, shape = [%assume_11, %assume_12], strides = [%assume_13, %assume_14] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %blockId_x_16, %blockId_y_17, %blockId_z_18 = get_tile_block_id : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(32x64), tensor_view<?x?xf16, strides=[?,?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(32x64), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> tile<32x64xf16>, token
  %cst_0_i32_19 = constant <i32: 0> : tile<i32>
  %pview_20 = make_partition_view %tview_7 : partition_view<tile=(64x32), tensor_view<?x?xf16, strides=[?,?]>>
  %tile_21, %result_token_22 = load_view_tko weak %pview_20[%cst_0_i32_19, %blockId_y_17] token = %0 : partition_view<tile=(64x32), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> tile<64x32xf16>, token
  %pview_23 = make_partition_view %tview_10 : partition_view<tile=(32), tensor_view<?xf16, strides=[?]>>
  %tile_24, %result_token_25 = load_view_tko weak %pview_23[%blockId_y_17] token = %0 : partition_view<tile=(32), tensor_view<?xf16, strides=[?]>>, tile<i32> -> tile<32xf16>, token
  %cst_0_f16 = constant <f16: 0.000000e+00> : tile<32x32xf16>
  %1 = mmaf %tile, %tile_21, %cst_0_f16 : tile<32x64xf16>, tile<64x32xf16>, tile<32x32xf16>
  %reshape = reshape %tile_24 : tile<32xf16> -> tile<1x32xf16>
  %bcast = broadcast %reshape : tile<1x32xf16> -> tile<32x32xf16>
  %2 = addf %1, %bcast  : tile<32x32xf16>
  %cst_0_f16_26 = constant <f16: 0.000000e+00> : tile<f16>
  %reshape_27 = reshape %cst_0_f16_26 : tile<f16> -> tile<1x1xf16>
  %bcast_28 = broadcast %reshape_27 : tile<1x1xf16> -> tile<32x32xf16>
  %3 = maxf %2, %bcast_28 : tile<32x32xf16>
  %pview_29 = make_partition_view %tview_15 : partition_view<tile=(32x32), tensor_view<?x?xf16, strides=[?,?]>>
  %4 = store_view_tko weak %3, %pview_29[%blockId_x, %blockId_y_17] token = %0 : tile<32x32xf16>, partition_view<tile=(32x32), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> token
  return
}
