entry @softmax_Kt2_A2f32_3l0_A2f32_3l0_I1024(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>) optimization_hints=<default = {}> {
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
  %pview = make_partition_view %tview : partition_view<tile=(1x1024), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(1x1024), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<1x1024xf32>, token
  %reduce = reduce %tile dim=1 identities=[0xFF800000 : f32] : tile<1x1024xf32> -> tile<1xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %5 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
    yield %5 : tile<f32>
  }
  %reshape = reshape %reduce : tile<1xf32> -> tile<1x1xf32>
  %bcast = broadcast %reshape : tile<1x1xf32> -> tile<1x1024xf32>
  %1 = subf %tile, %bcast  : tile<1x1024xf32>
  %2 = exp %1  : tile<1x1024xf32>
  %reduce_8 = reduce %2 dim=1 identities=[0.000000e+00 : f32] : tile<1x1024xf32> -> tile<1xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %5 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %5 : tile<f32>
  }
  %reshape_9 = reshape %reduce_8 : tile<1xf32> -> tile<1x1xf32>
  %cst_0_i32_10 = constant <i32: 0> : tile<i32>
  %bcast_11 = broadcast %reshape_9 : tile<1x1xf32> -> tile<1x1024xf32>
  %3 = divf %2, %bcast_11  : tile<1x1024xf32>
  %pview_12 = make_partition_view %tview_7 : partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[?,?]>>
  %4 = store_view_tko weak %3, %pview_12[%blockId_x, %cst_0_i32_10] token = %0 : tile<1x1024xf32>, partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token
  return
}
