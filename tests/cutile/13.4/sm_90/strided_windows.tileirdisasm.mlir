entry @strided_windows_Kt2_A1f32_1l0_A1f32_1l0(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %sview = make_strided_view %tview : strided_view<tile=(8), traversal_strides=[2], padding_value = zero, tensor_view<?xf32, strides=[?]>>
  %tile, %result_token = load_view_tko weak %sview[%blockId_x] token = %0 : strided_view<tile=(8), traversal_strides=[2], padding_value = zero, tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<8xf32>, token
  %reduce = reduce %tile dim=0 identities=[0.000000e+00 : f32] : tile<8xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %2 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %2 : tile<f32>
  }
  %reshape = reshape %reduce : tile<f32> -> tile<1xf32>
  %pview = make_partition_view %tview_3 : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>
  %1 = store_view_tko weak %reshape, %pview[%blockId_x] token = %0 : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  return
}
