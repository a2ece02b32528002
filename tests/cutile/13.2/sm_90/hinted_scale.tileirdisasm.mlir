entry @hinted_scale_Kt2_A2f16_3l0_A1f16_1l0_A2f16_3l0_I16_I64(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<f16>>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>) optimization_hints=<sm_90 = {num_cta_in_cga = 2, occupancy = 4}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]>
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %tview_5 = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xf16, strides=[?]>
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32>
  %tview_10 = make_tensor_view %arg8, shape = [%assume_6, %assume_7], strides = [%assume_8, %assume_9] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %blockId_x_11, %blockId_y_12, %blockId_z_13 = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(16x64), tensor_view<?x?xf16, strides=[?,?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %blockId_y_12] token = %0 optimization_hints = <sm_90 = {allow_tma = false, latency = 4}> : partition_view<tile=(16x64), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> tile<16x64xf16>, token
  %pview_14 = make_partition_view %tview_5 : partition_view<tile=(64), tensor_view<?xf16, strides=[?]>>
  %tile_15, %result_token_16 = load_view_tko weak %pview_14[%blockId_y_12] token = %0 optimization_hints = <sm_90 = {latency = 1}> : partition_view<tile=(64), tensor_view<?xf16, strides=[?]>>, tile<i32> -> tile<64xf16>, token
  %reshape = reshape %tile_15 : tile<64xf16> -> tile<1x64xf16>
  %bcast = broadcast %reshape : tile<1x64xf16> -> tile<16x64xf16>
  %cst_1_f16 = constant <f16: 1.000000e+00> : tile<f16>
  %reshape_17 = reshape %cst_1_f16 : tile<f16> -> tile<1x1xf16>
  %bcast_18 = broadcast %reshape_17 : tile<1x1xf16> -> tile<16x64xf16>
  %1 = fma %tile, %bcast, %bcast_18  : tile<16x64xf16>
  %pview_19 = make_partition_view %tview_10 : partition_view<tile=(16x64), tensor_view<?x?xf16, strides=[?,?]>>
  %2 = store_view_tko weak %1, %pview_19[%blockId_x, %blockId_y_12] token = %0 optimization_hints = <sm_90 = {latency = 2}> : tile<16x64xf16>, partition_view<tile=(16x64), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> token
  return
}
