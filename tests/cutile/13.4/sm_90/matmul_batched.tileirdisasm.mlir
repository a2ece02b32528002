entry @matmul_batched_Kt2_A3f16_7l0_A3f16_7l0_A3f16_7l0_I16_I32_I16(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<ptr<f16>>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<ptr<f16>>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_3 = assume bounded<0, ?>, %arg5 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg6 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0, %assume_1], strides = [%assume_2, %assume_3, %assume_4] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,?]>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32>
  %tview_11 = make_tensor_view %arg7, shape = [%assume_5, %assume_6, %assume_7], strides = [%assume_8, %assume_9, %assume_10] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,?]>
  %assume_12 = assume bounded<0, ?>, %arg15 : tile<i32>
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32>
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32>
  %assume_15 = assume bounded<0, ?>, %arg18 : tile<i32>
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32>
  %assume_17 = assume bounded<0, ?>, %arg20 : tile<i32>
  %tview_18 = make_tensor_view %arg14, shape = [%assume_12, %assume_13, %assume_14], strides = [%assume_15, %assume_16, %assume_17] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %blockId_x_19, %blockId_y_20, %blockId_z_21 = get_tile_block_id : tile<i32>
  %blockId_x_22, %blockId_y_23, %blockId_z_24 = get_tile_block_id : tile<i32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<1x16x32xf32>
  %pview = make_partition_view %tview : partition_view<tile=(1x16x16), tensor_view<?x?x?xf16, strides=[?,?,?]>>
  %1:3 = get_index_space_shape %pview : partition_view<tile=(1x16x16), tensor_view<?x?x?xf16, strides=[?,?,?]>> -> tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %pview_25 = make_partition_view %tview : partition_view<tile=(1x16x16), tensor_view<?x?x?xf16, strides=[?,?,?]>>
  %pview_26 = make_partition_view %tview_11 : partition_view<tile=(1x16x32), tensor_view<?x?x?xf16, strides=[?,?,?]>>
  %for = for %loopIdx in (%cst_0_i32 to %1#2, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_f32) -> (tile<1x16x32xf32>) {
    %tile, %result_token = load_view_tko weak %pview_25[%blockId_z_24, %blockId_x, %loopIdx] token = %0 : partition_view<tile=(1x16x16), tensor_view<?x?x?xf16, strides=[?,?,?]>>, tile<i32> -> tile<1x16x16xf16>, token
    %tile_28, %result_token_29 = load_view_tko weak %pview_26[%blockId_z_24, %loopIdx, %blockId_y_20] token = %0 : partition_view<tile=(1x16x32), tensor_view<?x?x?xf16, strides=[?,?,?]>>, tile<i32> -> tile<1x16x32xf16>, token
    %4 = mmaf %tile, %tile_28, %iterArg0 : tile<1x16x16xf16>, tile<1x16x32xf16>, tile<1x16x32xf32>
    continue %4 : tile<1x16x32xf32>
  }
  %2 = ftof %for  : tile<1x16x32xf32> -> tile<1x16x32xf16>
  %pview_27 = make_partition_view %tview_18 : partition_view<tile=(1x16x32), tensor_view<?x?x?xf16, strides=[?,?,?]>>
  %3 = store_view_tko weak %2, %pview_27[%blockId_z_24, %blockId_x, %blockId_y_20] token = %0 : tile<1x16x32xf16>, partition_view<tile=(1x16x32), tensor_view<?x?x?xf16, strides=[?,?,?]>>, tile<i32> -> token
  return
}
