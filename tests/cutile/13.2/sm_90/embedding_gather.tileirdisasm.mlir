entry @embedding_gather_Kt2_A1i32_1l0_A2f16_3l0_A2f16_3l0_I16_I32(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<f16>>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>) optimization_hints=<sm_90 = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg9 : tile<i32>
  %assume_6 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_7 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg12 : tile<i32>
  %tview_9 = make_tensor_view %arg8, shape = [%assume_5, %assume_6], strides = [%assume_7, %assume_8] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(16), tensor_view<?xi32, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(16), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<16xi32>, token
  %1 = iota : tile<32xi32>
  %reshape = reshape %tile : tile<16xi32> -> tile<16x1xi32>
  %reshape_10 = reshape %1 : tile<32xi32> -> tile<1x32xi32>
  %2 = exti %reshape signed : tile<16x1xi32> -> tile<16x1xi64>
  %bcast = broadcast %2 : tile<16x1xi64> -> tile<16x32xi64>
  %3 = exti %assume_1 signed : tile<i32> -> tile<i64>
  %reshape_11 = reshape %3 : tile<i64> -> tile<1x1xi64>
  %bcast_12 = broadcast %reshape_11 : tile<1x1xi64> -> tile<16x32xi64>
  %4 = cmpi less_than %bcast, %bcast_12, unsigned : tile<16x32xi64> -> tile<16x32xi1>
  %5 = exti %assume_3 signed : tile<i32> -> tile<i64>
  %reshape_13 = reshape %5 : tile<i64> -> tile<1x1xi64>
  %bcast_14 = broadcast %reshape_13 : tile<1x1xi64> -> tile<16x32xi64>
  %6 = muli %bcast, %bcast_14 : tile<16x32xi64>
  %7 = exti %reshape_10 signed : tile<1x32xi32> -> tile<1x32xi64>
  %bcast_15 = broadcast %7 : tile<1x32xi64> -> tile<16x32xi64>
  %8 = exti %assume_2 signed : tile<i32> -> tile<i64>
  %reshape_16 = reshape %8 : tile<i64> -> tile<1x1xi64>
  %bcast_17 = broadcast %reshape_16 : tile<1x1xi64> -> tile<16x32xi64>
  %9 = cmpi less_than %bcast_15, %bcast_17, unsigned : tile<16x32xi64> -> tile<16x32xi1>
  %10 = andi %4, %9 : tile<16x32xi1>
  %11 = exti %assume_4 signed : tile<i32> -> tile<i64>
  %reshape_18 = reshape %11 : tile<i64> -> tile<1x1xi64>
  %bcast_19 = broadcast %reshape_18 : tile<1x1xi64> -> tile<16x32xi64>
  %12 = muli %bcast_15, %bcast_19 : tile<16x32xi64>
  %13 = addi %6, %12 : tile<16x32xi64>
  %reshape_20 = reshape %arg3 : tile<ptr<f16>> -> tile<1x1xptr<f16>>
  %bcast_21 = broadcast %reshape_20 : tile<1x1xptr<f16>> -> tile<16x32xptr<f16>>
  %14 = offset %bcast_21, %13 : tile<16x32xptr<f16>>, tile<16x32xi64> -> tile<16x32xptr<f16>>
  %cst_0_f16 = constant <f16: 0.000000e+00> : tile<f16>
  %reshape_22 = reshape %cst_0_f16 : tile<f16> -> tile<1x1xf16>
  %bcast_23 = broadcast %reshape_22 : tile<1x1xf16> -> tile<16x32xf16>
  %result, %result_token_24 = load_ptr_tko weak %14, %10, %bcast_23 token=%0 : tile<16x32xptr<f16>>, tile<16x32xi1>, tile<16x32xf16> -> tile<16x32xf16>, token
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_2_f16 = constant <f16: 2.000000e+00> : tile<f16>
  %reshape_25 = reshape %cst_2_f16 : tile<f16> -> tile<1x1xf16>
  %bcast_26 = broadcast %reshape_25 : tile<1x1xf16> -> tile<16x32xf16>
  %15 = mulf %result, %bcast_26  : tile<16x32xf16>
  %pview_27 = make_partition_view %tview_9 : partition_view<tile=(16x32), tensor_view<?x?xf16, strides=[?,?]>>
  %16 = store_view_tko weak %15, %pview_27[%blockId_x, %cst_0_i32] token = %0 : tile<16x32xf16>, partition_view<tile=(16x32), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> token
  return
}
