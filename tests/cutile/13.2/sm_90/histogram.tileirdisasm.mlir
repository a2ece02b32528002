entry @histogram_Kt2_A1i32_1l0_A1i32_1l0_I256(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<sm_90 = {}> {
  %0 = make_token : token
  %cst_1_i32 = constant <i32: 1> : tile<256xi32>
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(256), padding_value = zero, tensor_view<?xi32, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(256), padding_value = zero, tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<256xi32>, token
  %1 = join_tokens %0, %result_token : token
  %2 = exti %tile signed : tile<256xi32> -> tile<256xi64>
  %3 = exti %assume_1 signed : tile<i32> -> tile<i64>
  %reshape = reshape %3 : tile<i64> -> tile<1xi64>
  %bcast = broadcast %reshape : tile<1xi64> -> tile<256xi64>
  %4 = cmpi less_than %2, %bcast, unsigned : tile<256xi64> -> tile<256xi1>
  %5 = exti %assume_2 signed : tile<i32> -> tile<i64>
  %reshape_3 = reshape %5 : tile<i64> -> tile<1xi64>
  %bcast_4 = broadcast %reshape_3 : tile<1xi64> -> tile<256xi64>
  %6 = muli %2, %bcast_4 : tile<256xi64>
  %reshape_5 = reshape %arg3 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_6 = broadcast %reshape_5 : tile<1xptr<i32>> -> tile<256xptr<i32>>
  %7 = offset %bcast_6, %6 : tile<256xptr<i32>>, tile<256xi64> -> tile<256xptr<i32>>
  %8 = join_tokens %0, %1 : token
  %result, %result_token_7 = atomic_rmw_tko acq_rel device %7, add, %cst_1_i32, %4 token=%8 : tile<256xptr<i32>>, tile<256xi32>, tile<256xi1> -> tile<256xi32>, token
  return
}
