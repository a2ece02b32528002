entry @gather_rows_Kt2_A2f32_3l0_A1i32_1l0_A2f32_3l0_Si32_I8_I16(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<i32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<f32>>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %tview_5 = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32>
  %tview_10 = make_tensor_view %arg8, shape = [%assume_6, %assume_7], strides = [%assume_8, %assume_9] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview_5 : partition_view<tile=(8), tensor_view<?xi32, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(8), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<8xi32>, token
  %gsview = make_gather_scatter_view %tview : gather_scatter_view<tile=(8x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,?]>, sparse_dim=0>
  %tile_11, %result_token_12 = load_view_tko weak %gsview[%tile, %arg13] token = %0 : gather_scatter_view<tile=(8x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,?]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> tile<8x16xf32>, token
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_2_f32 = constant <f32: 2.000000e+00> : tile<f32>
  %reshape = reshape %cst_2_f32 : tile<f32> -> tile<1x1xf32>
  %bcast = broadcast %reshape : tile<1x1xf32> -> tile<8x16xf32>
  %1 = mulf %tile_11, %bcast  : tile<8x16xf32>
  %pview_13 = make_partition_view %tview_10 : partition_view<tile=(8x16), tensor_view<?x?xf32, strides=[?,?]>>
  %2 = store_view_tko weak %1, %pview_13[%blockId_x, %cst_0_i32] token = %0 : tile<8x16xf32>, partition_view<tile=(8x16), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token
  return
}
