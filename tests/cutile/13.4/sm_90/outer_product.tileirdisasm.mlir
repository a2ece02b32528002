entry @outer_product_Kt2_A1f32_1l0_A1f32_1l0_A2f32_3l0_A2f32_3l0_Sf32_I32_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f32>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<ptr<f32>>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<f32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %tview_8 = make_tensor_view %arg6, shape = [%assume_4, %assume_5], strides = [%assume_6, %assume_7] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32>
  %assume_12 = assume bounded<0, ?>, %arg15 : tile<i32>
  %tview_13 = make_tensor_view %arg11, shape = [%assume_9, %assume_10], strides = [%assume_11, %assume_12] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %blockId_x_14, %blockId_y_15, %blockId_z_16 = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<32xf32>, token
  %reshape = reshape %tile : tile<32xf32> -> tile<32x1xf32>
  %pview_17 = make_partition_view %tview_3 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
  %tile_18, %result_token_19 = load_view_tko weak %pview_17[%blockId_y_15] token = %0 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token
  %reshape_20 = reshape %tile_18 : tile<64xf32> -> tile<1x64xf32>
  %bcast = broadcast %reshape : tile<32x1xf32> -> tile<32x64xf32>
  %bcast_21 = broadcast %reshape_20 : tile<1x64xf32> -> tile<32x64xf32>
  %reshape_22 = reshape %arg16 : tile<f32> -> tile<1x1xf32>
  %bcast_23 = broadcast %reshape_22 : tile<1x1xf32> -> tile<32x64xf32>
  %1 = fma %bcast, %bcast_21, %bcast_23  : tile<32x64xf32>
  %pview_24 = make_partition_view %tview_8 : partition_view<tile=(32x64), tensor_view<?x?xf32, strides=[?,?]>>
  %2 = store_view_tko weak %1, %pview_24[%blockId_x, %blockId_y_15] token = %0 : tile<32x64xf32>, partition_view<tile=(32x64), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token
  %reduce = reduce %1 dim=1 identities=[0.000000e+00 : f32] : tile<32x64xf32> -> tile<32xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %6 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %6 : tile<f32>
  }
  %reshape_25 = reshape %reduce : tile<32xf32> -> tile<32x1xf32>
  %cst_64_f32 = constant <f32: 6.400000e+01> : tile<f32>
  %reshape_26 = reshape %cst_64_f32 : tile<f32> -> tile<1x1xf32>
  %bcast_27 = broadcast %reshape_26 : tile<1x1xf32> -> tile<32x1xf32>
  %3 = divf %reshape_25, %bcast_27  : tile<32x1xf32>
  %bcast_28 = broadcast %3 : tile<32x1xf32> -> tile<32x64xf32>
  %4 = subf %1, %bcast_28  : tile<32x64xf32>
  %pview_29 = make_partition_view %tview_13 : partition_view<tile=(32x64), tensor_view<?x?xf32, strides=[?,?]>>
  %5 = store_view_tko weak %4, %pview_29[%blockId_x, %blockId_y_15] token = %0 : tile<32x64xf32>, partition_view<tile=(32x64), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token
  return
}
