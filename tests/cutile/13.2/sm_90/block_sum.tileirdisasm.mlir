entry @block_sum_Kt2_A1i32_1l0_A1i32_1l0_I1024(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<sm_90 = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1024), padding_value = zero, tensor_view<?xi32, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<1024xi32>, token
  %reduce = reduce %tile dim=0 identities=[0 : i32] : tile<1024xi32> -> tile<i32> 
  (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
    %2 = addi %reduce_lhs, %reduce_rhs : tile<i32>
    yield %2 : tile<i32>
  }
  %reshape = reshape %reduce : tile<i32> -> tile<1xi32>
  %pview_4 = make_partition_view %tview_3 : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>
  %1 = store_view_tko weak %reshape, %pview_4[%blockId_x] token = %0 : tile<1xi32>, partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  return
}
