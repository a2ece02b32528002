entry @scatter_rows_Kt2_A2i32_3l0_A1i32_1l0_A1i32_1l0_A2i32_3l0_I16_I8(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<i32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<i32>>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<ptr<i32>>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %cst_0_i32 = constant <i32: 0> : tile<16xi32>
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xi32, strides=[?,?]>
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %tview_5 = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %tview_8 = make_tensor_view %arg8, shape = [%assume_6], strides = [%assume_7] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32>
  %assume_12 = assume bounded<0, ?>, %arg15 : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %cst_0_i32_13 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(16x8), tensor_view<?x?xi32, strides=[?,?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32_13] token = %0 : partition_view<tile=(16x8), tensor_view<?x?xi32, strides=[?,?]>>, tile<i32> -> tile<16x8xi32>, token
  %pview_14 = make_partition_view %tview_5 : partition_view<tile=(16), tensor_view<?xi32, strides=[?]>>
  %tile_15, %result_token_16 = load_view_tko weak %pview_14[%blockId_x] token = %0 : partition_view<tile=(16), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<16xi32>, token
  %pview_17 = make_partition_view %tview_8 : partition_view<tile=(16), tensor_view<?xi32, strides=[?]>>
  %tile_18, %result_token_19 = load_view_tko weak %pview_17[%blockId_x] token = %0 : partition_view<tile=(16), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<16xi32>, token
  %1 = cmpi greater_than_or_equal %tile_18, %cst_0_i32, signed : tile<16xi32> -> tile<16xi1>
  %2 = iota : tile<8xi32>
  %reshape = reshape %tile_15 : tile<16xi32> -> tile<16x1xi32>
  %reshape_20 = reshape %2 : tile<8xi32> -> tile<1x8xi32>
  %reshape_21 = reshape %1 : tile<16xi1> -> tile<16x1xi1>
  %3 = exti %reshape signed : tile<16x1xi32> -> tile<16x1xi64>
  %bcast = broadcast %3 : tile<16x1xi64> -> tile<16x8xi64>
  %4 = exti %assume_9 signed : tile<i32> -> tile<i64>
  %reshape_22 = reshape %4 : tile<i64> -> tile<1x1xi64>
  %bcast_23 = broadcast %reshape_22 : tile<1x1xi64> -> tile<16x8xi64>
  %5 = cmpi less_than %bcast, %bcast_23, unsigned : tile<16x8xi64> -> tile<16x8xi1>
  %6 = exti %assume_11 signed : tile<i32> -> tile<i64>
  %reshape_24 = reshape %6 : tile<i64> -> tile<1x1xi64>
  %bcast_25 = broadcast %reshape_24 : tile<1x1xi64> -> tile<16x8xi64>
  %7 = muli %bcast, %bcast_25 : tile<16x8xi64>
  %8 = exti %reshape_20 signed : tile<1x8xi32> -> tile<1x8xi64>
  %bcast_26 = broadcast %8 : tile<1x8xi64> -> tile<16x8xi64>
  %9 = exti %assume_10 signed : tile<i32> -> tile<i64>
  %reshape_27 = reshape %9 : tile<i64> -> tile<1x1xi64>
  %bcast_28 = broadcast %reshape_27 : tile<1x1xi64> -> tile<16x8xi64>
  %10 = cmpi less_than %bcast_26, %bcast_28, unsigned : tile<16x8xi64> -> tile<16x8xi1>
  %11 = andi %5, %10 : tile<16x8xi1>
  %12 = exti %assume_12 signed : tile<i32> -> tile<i64>
  %reshape_29 = reshape %12 : tile<i64> -> tile<1x1xi64>
  %bcast_30 = broadcast %reshape_29 : tile<1x1xi64> -> tile<16x8xi64>
  %13 = muli %bcast_26, %bcast_30 : tile<16x8xi64>
  %14 = addi %7, %13 : tile<16x8xi64>
  %reshape_31 = reshape %arg11 : tile<ptr<i32>> -> tile<1x1xptr<i32>>
  %bcast_32 = broadcast %reshape_31 : tile<1x1xptr<i32>> -> tile<16x8xptr<i32>>
  %15 = offset %bcast_32, %14 : tile<16x8xptr<i32>>, tile<16x8xi64> -> tile<16x8xptr<i32>>
  %bcast_33 = broadcast %reshape_21 : tile<16x1xi1> -> tile<16x8xi1>
  %16 = andi %11, %bcast_33 : tile<16x8xi1>
  %17 = store_ptr_tko weak %15, %tile, %16 token=%0 : tile<16x8xptr<i32>>, tile<16x8xi32>, tile<16x8xi1> -> token
  return
}
