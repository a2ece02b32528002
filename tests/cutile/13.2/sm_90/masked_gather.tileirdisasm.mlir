entry @masked_gather_Kt2_A1i32_1l0_A1i32_1l0_A1i32_1l0_A1i32_1l0_I64(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i32>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<i32>>, %arg10: tile<i32>, %arg11: tile<i32>) optimization_hints=<sm_90 = {}> {
  %0 = make_token : token
  %cst_3_i32 = constant <i32: 3> : tile<64xi32>
  %cst_0_i32 = constant <i32: 0> : tile<64xi32>
  %cst_-1_i32 = constant <i32: -1> : tile<64xi32>
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_3 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg8 : tile<i32>
  %tview_5 = make_tensor_view %arg6, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_6 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_7 = assume bounded<0, ?>, %arg11 : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xi32, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(64), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<64xi32>, token
  %1 = remi %tile, %cst_3_i32 signed : tile<64xi32>
  %cst_0_i32_8 = constant <i32: 0> : tile<64xi32>
  %2 = cmpi less_than %1, %cst_0_i32_8, signed : tile<64xi32> -> tile<64xi1>
  %3 = cmpi less_than %cst_3_i32, %cst_0_i32_8, signed : tile<64xi32> -> tile<64xi1>
  %4 = xori %2, %3 : tile<64xi1>
  %5 = cmpi not_equal %1, %cst_0_i32_8, signed : tile<64xi32> -> tile<64xi1>
  %6 = andi %4, %5 : tile<64xi1>
  %7 = addi %1, %cst_3_i32 : tile<64xi32>
  %8 = select %6, %7, %1 : tile<64xi1>, tile<64xi32>
  %9 = cmpi not_equal %8, %cst_0_i32, signed : tile<64xi32> -> tile<64xi1>
  %10 = exti %tile signed : tile<64xi32> -> tile<64xi64>
  %11 = exti %assume signed : tile<i32> -> tile<i64>
  %reshape = reshape %11 : tile<i64> -> tile<1xi64>
  %bcast = broadcast %reshape : tile<1xi64> -> tile<64xi64>
  %12 = cmpi less_than %10, %bcast, unsigned : tile<64xi64> -> tile<64xi1>
  %13 = exti %assume_0 signed : tile<i32> -> tile<i64>
  %reshape_9 = reshape %13 : tile<i64> -> tile<1xi64>
  %bcast_10 = broadcast %reshape_9 : tile<1xi64> -> tile<64xi64>
  %14 = muli %10, %bcast_10 : tile<64xi64>
  %reshape_11 = reshape %arg0 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_12 = broadcast %reshape_11 : tile<1xptr<i32>> -> tile<64xptr<i32>>
  %15 = offset %bcast_12, %14 : tile<64xptr<i32>>, tile<64xi64> -> tile<64xptr<i32>>
  %16 = andi %12, %9 : tile<64xi1>
  %result, %result_token_13 = load_ptr_tko weak %15, %16, %cst_-1_i32 token=%0 : tile<64xptr<i32>>, tile<64xi1>, tile<64xi32> -> tile<64xi32>, token
  %pview_14 = make_partition_view %tview_5 : partition_view<tile=(64), tensor_view<?xi32, strides=[?]>>
  %17 = store_view_tko weak %result, %pview_14[%blockId_x] token = %0 : tile<64xi32>, partition_view<tile=(64), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  %reduce = reduce %result dim=0 identities=[0 : i32] : tile<64xi32> -> tile<i32> 
  (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
    %23 = addi %reduce_lhs, %reduce_rhs : tile<i32>
    yield %23 : tile<i32>
  }
  %cst_0_i64 = constant <i64: 0> : tile<i64>
  %18 = exti %assume_6 signed : tile<i32> -> tile<i64>
  %19 = cmpi less_than %cst_0_i64, %18, unsigned : tile<i64> -> tile<i1>
  %20 = exti %assume_7 signed : tile<i32> -> tile<i64>
  %21 = muli %cst_0_i64, %20 : tile<i64>
  %22 = offset %arg9, %21 : tile<ptr<i32>>, tile<i64> -> tile<ptr<i32>>
  %result_15, %result_token_16 = atomic_rmw_tko relaxed device %22, add, %reduce, %19 token=%0 : tile<ptr<i32>>, tile<i32>, tile<i1> -> tile<i32>, token
  return
}
