entry @wide_atomics_Kt2_A1i64_1l0_A1u64_1l0_A1f64_1l0_A1i32_1l0_A1i64_1l0_A1u64_1l0_A1f64_1l0_I64(%arg0: tile<ptr<i64>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i64>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f64>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<i32>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<i64>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<i64>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<f64>>, %arg19: tile<i32>, %arg20: tile<i32>) optimization_hints=<sm_90 = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi64, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi64, strides=[?]>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xf64, strides=[?]>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32>
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32>
  %assume_12 = assume bounded<0, ?>, %arg16 : tile<i32>
  %assume_13 = assume bounded<0, ?>, %arg17 : tile<i32>
  %assume_14 = assume bounded<0, ?>, %arg19 : tile<i32>
  %assume_15 = assume bounded<0, ?>, %arg20 : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview_9 : partition_view<tile=(64), tensor_view<?xi32, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(64), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<64xi32>, token
  %1 = join_tokens %0, %result_token : token
  %pview_16 = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xi64, strides=[?]>>
  %tile_17, %result_token_18 = load_view_tko weak %pview_16[%blockId_x] token = %0 : partition_view<tile=(64), tensor_view<?xi64, strides=[?]>>, tile<i32> -> tile<64xi64>, token
  %2 = join_tokens %0, %result_token_18 : token
  %3 = exti %tile signed : tile<64xi32> -> tile<64xi64>
  %4 = exti %assume_10 signed : tile<i32> -> tile<i64>
  %reshape = reshape %4 : tile<i64> -> tile<1xi64>
  %bcast = broadcast %reshape : tile<1xi64> -> tile<64xi64>
  %5 = cmpi less_than %3, %bcast, unsigned : tile<64xi64> -> tile<64xi1>
  %6 = exti %assume_11 signed : tile<i32> -> tile<i64>
  %reshape_19 = reshape %6 : tile<i64> -> tile<1xi64>
  %bcast_20 = broadcast %reshape_19 : tile<1xi64> -> tile<64xi64>
  %7 = muli %3, %bcast_20 : tile<64xi64>
  %reshape_21 = reshape %arg12 : tile<ptr<i64>> -> tile<1xptr<i64>>
  %bcast_22 = broadcast %reshape_21 : tile<1xptr<i64>> -> tile<64xptr<i64>>
  %8 = offset %bcast_22, %7 : tile<64xptr<i64>>, tile<64xi64> -> tile<64xptr<i64>>
  %9 = join_tokens %0, %1, %2 : token
  %result, %result_token_23 = atomic_rmw_tko acq_rel device %8, add, %tile_17, %5 token=%9 : tile<64xptr<i64>>, tile<64xi64>, tile<64xi1> -> tile<64xi64>, token
  %pview_24 = make_partition_view %tview_3 : partition_view<tile=(64), tensor_view<?xi64, strides=[?]>>
  %10 = join_tokens %0, %result_token_23 : token
  %tile_25, %result_token_26 = load_view_tko weak %pview_24[%blockId_x] token = %10 : partition_view<tile=(64), tensor_view<?xi64, strides=[?]>>, tile<i32> -> tile<64xi64>, token
  %11 = join_tokens %0, %result_token_26 : token
  %12 = exti %tile signed : tile<64xi32> -> tile<64xi64>
  %13 = exti %assume_12 signed : tile<i32> -> tile<i64>
  %reshape_27 = reshape %13 : tile<i64> -> tile<1xi64>
  %bcast_28 = broadcast %reshape_27 : tile<1xi64> -> tile<64xi64>
  %14 = cmpi less_than %12, %bcast_28, unsigned : tile<64xi64> -> tile<64xi1>
  %15 = exti %assume_13 signed : tile<i32> -> tile<i64>
  %reshape_29 = reshape %15 : tile<i64> -> tile<1xi64>
  %bcast_30 = broadcast %reshape_29 : tile<1xi64> -> tile<64xi64>
  %16 = muli %12, %bcast_30 : tile<64xi64>
  %reshape_31 = reshape %arg15 : tile<ptr<i64>> -> tile<1xptr<i64>>
  %bcast_32 = broadcast %reshape_31 : tile<1xptr<i64>> -> tile<64xptr<i64>>
  %17 = offset %bcast_32, %16 : tile<64xptr<i64>>, tile<64xi64> -> tile<64xptr<i64>>
  %18 = join_tokens %0, %1, %2, %result_token_23, %11 : token
  %result_33, %result_token_34 = atomic_rmw_tko acq_rel device %17, umax, %tile_25, %14 token=%18 : tile<64xptr<i64>>, tile<64xi64>, tile<64xi1> -> tile<64xi64>, token
  %pview_35 = make_partition_view %tview_6 : partition_view<tile=(64), tensor_view<?xf64, strides=[?]>>
  %19 = join_tokens %0, %result_token_34 : token
  %tile_36, %result_token_37 = load_view_tko weak %pview_35[%blockId_x] token = %19 : partition_view<tile=(64), tensor_view<?xf64, strides=[?]>>, tile<i32> -> tile<64xf64>, token
  %20 = join_tokens %0, %result_token_37 : token
  %21 = exti %tile signed : tile<64xi32> -> tile<64xi64>
  %22 = exti %assume_14 signed : tile<i32> -> tile<i64>
  %reshape_38 = reshape %22 : tile<i64> -> tile<1xi64>
  %bcast_39 = broadcast %reshape_38 : tile<1xi64> -> tile<64xi64>
  %23 = cmpi less_than %21, %bcast_39, unsigned : tile<64xi64> -> tile<64xi1>
  %24 = exti %assume_15 signed : tile<i32> -> tile<i64>
  %reshape_40 = reshape %24 : tile<i64> -> tile<1xi64>
  %bcast_41 = broadcast %reshape_40 : tile<1xi64> -> tile<64xi64>
  %25 = muli %21, %bcast_41 : tile<64xi64>
  %reshape_42 = reshape %arg18 : tile<ptr<f64>> -> tile<1xptr<f64>>
  %bcast_43 = broadcast %reshape_42 : tile<1xptr<f64>> -> tile<64xptr<f64>>
  %26 = offset %bcast_43, %25 : tile<64xptr<f64>>, tile<64xi64> -> tile<64xptr<f64>>
  %27 = join_tokens %0, %1, %2, %result_token_23, %result_token_34, %11, %20 : token
  %result_44, %result_token_45 = atomic_rmw_tko acq_rel device %26, addf, %tile_36, %23 token=%27 : tile<64xptr<f64>>, tile<64xf64>, tile<64xi1> -> tile<64xf64>, token
  return
}
