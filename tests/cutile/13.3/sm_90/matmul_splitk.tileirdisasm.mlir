entry @matmul_splitk_Kt2_A2f16_3l0_A2f16_3l0_A2f32_3l0_I32_I32_I16(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f32>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]>
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32>
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]>
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32>
  %cst_32_i32 = constant <i32: 32> : tile<i32>
  %cst_32_i32_12 = constant <i32: 32> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %blockId_x_13, %blockId_y_14, %blockId_z_15 = get_tile_block_id : tile<i32>
  %blockId_x_16, %blockId_y_17, %blockId_z_18 = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(32x16), tensor_view<?x?xf16, strides=[?,?]>>
  %1:2 = get_index_space_shape %pview : partition_view<tile=(32x16), tensor_view<?x?xf16, strides=[?,?]>> -> tile<i32>
  %gridSize_x, %gridSize_y, %gridSize_z = get_num_tile_blocks : tile<i32>
  %2 = divi %1#1, %gridSize_z signed rounding<positive_inf> : tile<i32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<32x32xf32>
  %3 = muli %blockId_z_18, %2 : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %4 = addi %blockId_z_18, %cst_1_i32 : tile<i32>
  %5 = muli %4, %2 : tile<i32>
  %cst_1_i32_19 = constant <i32: 1> : tile<i32>
  %pview_20 = make_partition_view %tview : partition_view<tile=(32x16), padding_value = zero, tensor_view<?x?xf16, strides=[?,?]>>
  %pview_21 = make_partition_view %tview_7 : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,?]>>
  %for:3 = for %loopIdx in (%3 to %5, step %cst_1_i32_19) : tile<i32> iter_values(%iterArg0 = %cst_0_f32, %iterArg1 = %0, %iterArg2 = %0) -> (tile<32x32xf32>, token, token) {
    %tile, %result_token_38 = load_view_tko weak %pview_20[%blockId_x, %loopIdx] token = %0 : partition_view<tile=(32x16), padding_value = zero, tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> tile<32x16xf16>, token
    %26 = join_tokens %iterArg1, %result_token_38 : token
    %tile_39, %result_token_40 = load_view_tko weak %pview_21[%loopIdx, %blockId_y_14] token = %0 : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> tile<16x32xf16>, token
    %27 = join_tokens %iterArg2, %result_token_40 : token
    %28 = mmaf %tile, %tile_39, %iterArg0 : tile<32x16xf16>, tile<16x32xf16>, tile<32x32xf32>
    continue %28, %26, %27 : tile<32x32xf32>, token, token
  }
  %6 = iota : tile<32xi32>
  %7 = muli %blockId_x, %cst_32_i32 : tile<i32>
  %reshape = reshape %7 : tile<i32> -> tile<1xi32>
  %bcast = broadcast %reshape : tile<1xi32> -> tile<32xi32>
  %8 = addi %6, %bcast : tile<32xi32>
  %9 = iota : tile<32xi32>
  %10 = muli %blockId_y_14, %cst_32_i32_12 : tile<i32>
  %reshape_22 = reshape %10 : tile<i32> -> tile<1xi32>
  %bcast_23 = broadcast %reshape_22 : tile<1xi32> -> tile<32xi32>
  %11 = addi %9, %bcast_23 : tile<32xi32>
  %reshape_24 = reshape %8 : tile<32xi32> -> tile<32x1xi32>
  %reshape_25 = reshape %11 : tile<32xi32> -> tile<1x32xi32>
  %12 = exti %reshape_24 signed : tile<32x1xi32> -> tile<32x1xi64>
  %bcast_26 = broadcast %12 : tile<32x1xi64> -> tile<32x32xi64>
  %13 = exti %assume_8 signed : tile<i32> -> tile<i64>
  %reshape_27 = reshape %13 : tile<i64> -> tile<1x1xi64>
  %bcast_28 = broadcast %reshape_27 : tile<1x1xi64> -> tile<32x32xi64>
  %14 = cmpi less_than %bcast_26, %bcast_28, unsigned : tile<32x32xi64> -> tile<32x32xi1>
  %15 = exti %assume_10 signed : tile<i32> -> tile<i64>
  %reshape_29 = reshape %15 : tile<i64> -> tile<1x1xi64>
  %bcast_30 = broadcast %reshape_29 : tile<1x1xi64> -> tile<32x32xi64>
  %16 = muli %bcast_26, %bcast_30 : tile<32x32xi64>
  %17 = exti %reshape_25 signed : tile<1x32xi32> -> tile<1x32xi64>
  %bcast_31 = broadcast %17 : tile<1x32xi64> -> tile<32x32xi64>
  %18 = exti %assume_9 signed : tile<i32> -> tile<i64>
  %reshape_32 = reshape %18 : tile<i64> -> tile<1x1xi64>
  %bcast_33 = broadcast %reshape_32 : tile<1x1xi64> -> tile<32x32xi64>
  %19 = cmpi less_than %bcast_31, %bcast_33, unsigned : tile<32x32xi64> -> tile<32x32xi1>
  %20 = andi %14, %19 : tile<32x32xi1>
  %21 = exti %assume_11 signed : tile<i32> -> tile<i64>
  %reshape_34 = reshape %21 : tile<i64> -> tile<1x1xi64>
  %bcast_35 = broadcast %reshape_34 : tile<1x1xi64> -> tile<32x32xi64>
  %22 = muli %bcast_31, %bcast_35 : tile<32x32xi64>
  %23 = addi %16, %22 : tile<32x32xi64>
  %reshape_36 = reshape %arg10 : tile<ptr<f32>> -> tile<1x1xptr<f32>>
  %bcast_37 = broadcast %reshape_36 : tile<1x1xptr<f32>> -> tile<32x32xptr<f32>>
  %24 = offset %bcast_37, %23 : tile<32x32xptr<f32>>, tile<32x32xi64> -> tile<32x32xptr<f32>>
  %25 = join_tokens %0, %for#1, %for#2 : token
  %result, %result_token = atomic_rmw_tko acq_rel device %24, addf, %for#0, %20 token=%25 : tile<32x32xptr<f32>>, tile<32x32xf32>, tile<32x32xi1> -> tile<32x32xf32>, token
  return
}
