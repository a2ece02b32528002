entry @atomic_view_add_Kt2_A2f32_3l0_A1f32_1l0_A1i32_1l0_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<i32>>, %arg9: tile<i32>, %arg10: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %tview_5 = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %tview_8 = make_tensor_view %arg8, shape = [%assume_6], strides = [%assume_7] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x64), tensor_view<?x?xf32, strides=[?,?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(1x64), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<1x64xf32>, token
  %reshape = reshape %tile : tile<1x64xf32> -> tile<64xf32>
  %cst_0_i32_9 = constant <i32: 0> : tile<i32>
  %pview_10 = make_partition_view %tview_5 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
  %1 = atomic_red_view_tko relaxed device %pview_10[%cst_0_i32_9], addf, %reshape token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  %cst_0_i32_11 = constant <i32: 0> : tile<i32>
  %2 = ftoi %reshape signed  : tile<64xf32> -> tile<64xi32>
  %pview_12 = make_partition_view %tview_8 : partition_view<tile=(64), tensor_view<?xi32, strides=[?]>>
  %3 = atomic_red_view_tko relaxed device %pview_12[%cst_0_i32_11], max, %2 token = %0 : tile<64xi32>, partition_view<tile=(64), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  return
}
