entry @grid_stride_Kt2_A1i32_1l0_A1i32_1l0_A1i32_1l0_I128(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i32>>, %arg7: tile<i32>, %arg8: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<128xi32>
  %pview = make_partition_view %tview : partition_view<tile=(128), tensor_view<?xi32, strides=[?]>>
  %1 = get_index_space_shape %pview : partition_view<tile=(128), tensor_view<?xi32, strides=[?]>> -> tile<i32>
  %gridSize_x, %gridSize_y, %gridSize_z = get_num_tile_blocks : tile<i32>
  %pview_6 = make_partition_view %tview : partition_view<tile=(128), padding_value = zero, tensor_view<?xi32, strides=[?]>>
  %for:2 = for %loopIdx in (%blockId_x to %1, step %gridSize_x) : tile<i32> iter_values(%iterArg0 = %cst_0_i32, %iterArg1 = %0) -> (tile<128xi32>, token) {
    %tile, %result_token_8 = load_view_tko weak %pview_6[%loopIdx] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<128xi32>, token
    %9 = join_tokens %iterArg1, %result_token_8 : token
    %10 = addi %iterArg0, %tile : tile<128xi32>
    continue %10, %9 : tile<128xi32>, token
  }
  %reduce = reduce %for#0 dim=0 identities=[0 : i32] : tile<128xi32> -> tile<i32> 
  (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
    %9 = addi %reduce_lhs, %reduce_rhs : tile<i32>
    yield %9 : tile<i32>
  }
  %reshape = reshape %reduce : tile<i32> -> tile<1xi32>
  %pview_7 = make_partition_view %tview_3 : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>
  %2 = store_view_tko weak %reshape, %pview_7[%blockId_x] token = %0 : tile<1xi32>, partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  %cst_0_i64 = constant <i64: 0> : tile<i64>
  %3 = exti %assume_4 signed : tile<i32> -> tile<i64>
  %4 = cmpi less_than %cst_0_i64, %3, unsigned : tile<i64> -> tile<i1>
  %5 = exti %assume_5 signed : tile<i32> -> tile<i64>
  %6 = muli %cst_0_i64, %5 : tile<i64>
  %7 = offset %arg6, %6 : tile<ptr<i32>>, tile<i64> -> tile<ptr<i32>>
  %8 = join_tokens %0, %for#1, %2 : token
  %result, %result_token = atomic_rmw_tko acq_rel device %7, add, %reduce, %4 token=%8 : tile<ptr<i32>>, tile<i32>, tile<i1> -> tile<i32>, token
  return
}
