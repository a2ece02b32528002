entry @wide_index_Kt2_A1i64_1l0_w_A1i64_1l0_Si64_I64(%arg0: tile<ptr<i64>>, %arg1: tile<i64>, %arg2: tile<i64>, %arg3: tile<ptr<i64>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i64>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %cst_2_i64 = constant <i64: 2> : tile<64xi64>
  %cst_0_i64 = constant <i64: 0> : tile<64xi64>
  %assume = assume bounded<0, ?>, %arg1 : tile<i64>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i64>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi64, strides=[?]>
  %cst_64_i32 = constant <i32: 64> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %1 = iota : tile<64xi64>
  %2 = muli %blockId_x, %cst_64_i32 : tile<i32>
  %3 = exti %2 signed : tile<i32> -> tile<i64>
  %reshape = reshape %3 : tile<i64> -> tile<1xi64>
  %bcast = broadcast %reshape : tile<1xi64> -> tile<64xi64>
  %4 = addi %1, %bcast : tile<64xi64>
  %5 = muli %4, %cst_2_i64 : tile<64xi64>
  %reshape_3 = reshape %assume : tile<i64> -> tile<1xi64>
  %bcast_4 = broadcast %reshape_3 : tile<1xi64> -> tile<64xi64>
  %6 = cmpi less_than %5, %bcast_4, unsigned : tile<64xi64> -> tile<64xi1>
  %reshape_5 = reshape %assume_0 : tile<i64> -> tile<1xi64>
  %bcast_6 = broadcast %reshape_5 : tile<1xi64> -> tile<64xi64>
  %7 = muli %5, %bcast_6 : tile<64xi64>
  %reshape_7 = reshape %arg0 : tile<ptr<i64>> -> tile<1xptr<i64>>
  %bcast_8 = broadcast %reshape_7 : tile<1xptr<i64>> -> tile<64xptr<i64>>
  %8 = offset %bcast_8, %7 : tile<64xptr<i64>>, tile<64xi64> -> tile<64xptr<i64>>
  %result, %result_token = load_ptr_tko weak %8, %6, %cst_0_i64 token=%0 : tile<64xptr<i64>>, tile<64xi1>, tile<64xi64> -> tile<64xi64>, token
  %reshape_9 = reshape %arg6 : tile<i64> -> tile<1xi64>
  %bcast_10 = broadcast %reshape_9 : tile<1xi64> -> tile<64xi64>
  %9 = addi %result, %bcast_10 : tile<64xi64>
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xi64, strides=[?]>>
  %10 = store_view_tko weak %9, %pview[%blockId_x] token = %0 : tile<64xi64>, partition_view<tile=(64), tensor_view<?xi64, strides=[?]>>, tile<i32> -> token
  return
}
