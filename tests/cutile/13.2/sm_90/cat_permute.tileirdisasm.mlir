entry @cat_permute_Kt2_A2i32_3l0_A3f32_7l0_A2i32_3l0_A3f32_7l0_I16_I2_I4_I8(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<i32>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<ptr<f32>>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<i32>, %arg22: tile<i32>, %arg23: tile<i32>) optimization_hints=<sm_90 = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xi32, strides=[?,?]>
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32>
  %tview_9 = make_tensor_view %arg5, shape = [%assume_3, %assume_4, %assume_5], strides = [%assume_6, %assume_7, %assume_8] : tile<i32> -> tensor_view<?x?x?xf32, strides=[?,?,?]>
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32>
  %assume_12 = assume bounded<0, ?>, %arg15 : tile<i32>
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32>
  %tview_14 = make_tensor_view %arg12, shape = [%assume_10, %assume_11], strides = [%assume_12, %assume_13] : tile<i32> -> tensor_view<?x?xi32, strides=[?,?]>
  %assume_15 = assume bounded<0, ?>, %arg18 : tile<i32>
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32>
  %assume_17 = assume bounded<0, ?>, %arg20 : tile<i32>
  %assume_18 = assume bounded<0, ?>, %arg21 : tile<i32>
  %assume_19 = assume bounded<0, ?>, %arg22 : tile<i32>
  %assume_20 = assume bounded<0, ?>, %arg23 : tile<i32>
  %tview_21 = make_tensor_view %arg17, shape = [%assume_15, %assume_16, %assume_17], strides = [%assume_18, %assume_19, %assume_20] : tile<i32> -> tensor_view<?x?x?xf32, strides=[?,?,?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x16), tensor_view<?x?xi32, strides=[?,?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(1x16), tensor_view<?x?xi32, strides=[?,?]>>, tile<i32> -> tile<1x16xi32>, token
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %pview_22 = make_partition_view %tview : partition_view<tile=(1x16), tensor_view<?x?xi32, strides=[?,?]>>
  %tile_23, %result_token_24 = load_view_tko weak %pview_22[%blockId_x, %cst_1_i32] token = %0 : partition_view<tile=(1x16), tensor_view<?x?xi32, strides=[?,?]>>, tile<i32> -> tile<1x16xi32>, token
  %cst_0_i32_25 = constant <i32: 0> : tile<i32>
  %1 = cat %tile_23, %tile dim = 1 : tile<1x16xi32>, tile<1x16xi32> -> tile<1x32xi32>
  %pview_26 = make_partition_view %tview_14 : partition_view<tile=(1x32), tensor_view<?x?xi32, strides=[?,?]>>
  %2 = store_view_tko weak %1, %pview_26[%blockId_x, %cst_0_i32_25] token = %0 : tile<1x32xi32>, partition_view<tile=(1x32), tensor_view<?x?xi32, strides=[?,?]>>, tile<i32> -> token
  %cst_0_i32_27 = constant <i32: 0> : tile<i32>
  %cst_0_i32_28 = constant <i32: 0> : tile<i32>
  %pview_29 = make_partition_view %tview_9 : partition_view<tile=(2x4x8), tensor_view<?x?x?xf32, strides=[?,?,?]>>
  %tile_30, %result_token_31 = load_view_tko weak %pview_29[%blockId_x, %cst_0_i32_27, %cst_0_i32_28] token = %0 : partition_view<tile=(2x4x8), tensor_view<?x?x?xf32, strides=[?,?,?]>>, tile<i32> -> tile<2x4x8xf32>, token
  %cst_0_i32_32 = constant <i32: 0> : tile<i32>
  %cst_0_i32_33 = constant <i32: 0> : tile<i32>
  %3 = permute %tile_30 [2, 0, 1] : tile<2x4x8xf32> -> tile<8x2x4xf32>
  %pview_34 = make_partition_view %tview_21 : partition_view<tile=(8x2x4), tensor_view<?x?x?xf32, strides=[?,?,?]>>
  %4 = store_view_tko weak %3, %pview_34[%cst_0_i32_32, %blockId_x, %cst_0_i32_33] token = %0 : tile<8x2x4xf32>, partition_view<tile=(8x2x4), tensor_view<?x?x?xf32, strides=[?,?,?]>>, tile<i32> -> token
  return
}
