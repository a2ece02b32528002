entry @atomic_minmax_Kt2_A1i32_1l0_A1u32_1l0_A1i32_1l0_A1i32_1l0_A1i32_1l0_A1u32_1l0_I64(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i32>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<i32>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<i32>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<i32>>, %arg16: tile<i32>, %arg17: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_9 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_10 = assume bounded<0, ?>, %arg14 : tile<i32>
  %assume_11 = assume bounded<0, ?>, %arg16 : tile<i32>
  %assume_12 = assume bounded<0, ?>, %arg17 : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xi32, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(64), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<64xi32>, token
  %1 = join_tokens %0, %result_token : token
  %pview_13 = make_partition_view %tview_3 : partition_view<tile=(64), tensor_view<?xi32, strides=[?]>>
  %tile_14, %result_token_15 = load_view_tko weak %pview_13[%blockId_x] token = %0 : partition_view<tile=(64), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<64xi32>, token
  %2 = join_tokens %0, %result_token_15 : token
  %pview_16 = make_partition_view %tview_6 : partition_view<tile=(64), tensor_view<?xi32, strides=[?]>>
  %tile_17, %result_token_18 = load_view_tko weak %pview_16[%blockId_x] token = %0 : partition_view<tile=(64), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<64xi32>, token
  %3 = join_tokens %0, %result_token_18 : token
  %4 = exti %tile_17 signed : tile<64xi32> -> tile<64xi64>
  %5 = exti %assume_7 signed : tile<i32> -> tile<i64>
  %reshape = reshape %5 : tile<i64> -> tile<1xi64>
  %bcast = broadcast %reshape : tile<1xi64> -> tile<64xi64>
  %6 = cmpi less_than %4, %bcast, unsigned : tile<64xi64> -> tile<64xi1>
  %7 = exti %assume_8 signed : tile<i32> -> tile<i64>
  %reshape_19 = reshape %7 : tile<i64> -> tile<1xi64>
  %bcast_20 = broadcast %reshape_19 : tile<1xi64> -> tile<64xi64>
  %8 = muli %4, %bcast_20 : tile<64xi64>
  %reshape_21 = reshape %arg9 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_22 = broadcast %reshape_21 : tile<1xptr<i32>> -> tile<64xptr<i32>>
  %9 = offset %bcast_22, %8 : tile<64xptr<i32>>, tile<64xi64> -> tile<64xptr<i32>>
  %10 = join_tokens %0, %1, %2, %3 : token
  %result, %result_token_23 = atomic_rmw_tko acq_rel device %9, max, %tile, %6 token=%10 : tile<64xptr<i32>>, tile<64xi32>, tile<64xi1> -> tile<64xi32>, token
  %11 = exti %tile_17 signed : tile<64xi32> -> tile<64xi64>
  %12 = exti %assume_9 signed : tile<i32> -> tile<i64>
  %reshape_24 = reshape %12 : tile<i64> -> tile<1xi64>
  %bcast_25 = broadcast %reshape_24 : tile<1xi64> -> tile<64xi64>
  %13 = cmpi less_than %11, %bcast_25, unsigned : tile<64xi64> -> tile<64xi1>
  %14 = exti %assume_10 signed : tile<i32> -> tile<i64>
  %reshape_26 = reshape %14 : tile<i64> -> tile<1xi64>
  %bcast_27 = broadcast %reshape_26 : tile<1xi64> -> tile<64xi64>
  %15 = muli %11, %bcast_27 : tile<64xi64>
  %reshape_28 = reshape %arg12 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_29 = broadcast %reshape_28 : tile<1xptr<i32>> -> tile<64xptr<i32>>
  %16 = offset %bcast_29, %15 : tile<64xptr<i32>>, tile<64xi64> -> tile<64xptr<i32>>
  %17 = join_tokens %0, %1, %2, %3, %result_token_23 : token
  %result_30, %result_token_31 = atomic_rmw_tko acq_rel device %16, min, %tile, %13 token=%17 : tile<64xptr<i32>>, tile<64xi32>, tile<64xi1> -> tile<64xi32>, token
  %18 = exti %tile_17 signed : tile<64xi32> -> tile<64xi64>
  %19 = exti %assume_11 signed : tile<i32> -> tile<i64>
  %reshape_32 = reshape %19 : tile<i64> -> tile<1xi64>
  %bcast_33 = broadcast %reshape_32 : tile<1xi64> -> tile<64xi64>
  %20 = cmpi less_than %18, %bcast_33, unsigned : tile<64xi64> -> tile<64xi1>
  %21 = exti %assume_12 signed : tile<i32> -> tile<i64>
  %reshape_34 = reshape %21 : tile<i64> -> tile<1xi64>
  %bcast_35 = broadcast %reshape_34 : tile<1xi64> -> tile<64xi64>
  %22 = muli %18, %bcast_35 : tile<64xi64>
  %reshape_36 = reshape %arg15 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_37 = broadcast %reshape_36 : tile<1xptr<i32>> -> tile<64xptr<i32>>
  %23 = offset %bcast_37, %22 : tile<64xptr<i32>>, tile<64xi64> -> tile<64xptr<i32>>
  %24 = join_tokens %0, %1, %2, %3, %result_token_23, %result_token_31 : token
  %result_38, %result_token_39 = atomic_rmw_tko acq_rel device %23, umax, %tile_14, %20 token=%24 : tile<64xptr<i32>>, tile<64xi32>, tile<64xi1> -> tile<64xi32>, token
  return
}
