entry @cumsum_Kt2_A2f32_3l0_A2f32_3l0_I256(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>) optimization_hints=<sm_90 = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32>
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x256), padding_value = zero, tensor_view<?x?xf32, strides=[?,?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(1x256), padding_value = zero, tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<1x256xf32>, token
  %cst_0_i32_8 = constant <i32: 0> : tile<i32>
  %1 = scan %tile dim=1 reverse=false identities=[0.000000e+00 : f32] : tile<1x256xf32> -> tile<1x256xf32> 
  (%arg10: tile<f32>, %arg11: tile<f32>) {
    %3 = addf %arg10, %arg11  : tile<f32>
    yield %3 : tile<f32>
  }
  %pview_9 = make_partition_view %tview_7 : partition_view<tile=(1x256), tensor_view<?x?xf32, strides=[?,?]>>
  %2 = store_view_tko weak %1, %pview_9[%blockId_x, %cst_0_i32_8] token = %0 : tile<1x256xf32>, partition_view<tile=(1x256), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token
  return
}
