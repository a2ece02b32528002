entry @list_sum_Kt2_LA1f32_1l0_LA1f32_1l0_A1f32_1l0_I128(%arg0: tile<ptr<i64>>, %arg1: tile<i32>, %arg2: tile<ptr<i64>>, %arg3: tile<i32>, %arg4: tile<ptr<f32>>, %arg5: tile<i32>, %arg6: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %tview = make_tensor_view %arg0, shape = [%arg1, 3], strides = [3, 1] : tile<i32> -> tensor_view<?x3xi64, strides=[3,1]>
  %pview = make_partition_view %tview : partition_view<tile=(1x4), tensor_view<?x3xi64, strides=[3,1]>>
  %tview_0 = make_tensor_view %arg2, shape = [%arg3, 3], strides = [3, 1] : tile<i32> -> tensor_view<?x3xi64, strides=[3,1]>
  %pview_1 = make_partition_view %tview_0 : partition_view<tile=(1x4), tensor_view<?x3xi64, strides=[3,1]>>
  %assume = assume bounded<0, ?>, %arg5 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg6 : tile<i32>
  %tview_3 = make_tensor_view %arg4, shape = [%assume], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<128xf32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_4 = constant <i32: 1> : tile<i32>
  %for:2 = for %loopIdx in (%cst_0_i32 to %arg1, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_f32, %iterArg1 = %0) -> (tile<128xf32>, token) {
    %cst_0_i32_6 = constant <i32: 0> : tile<i32>
    %tile, %result_token = load_view_tko weak %pview[%loopIdx, %cst_0_i32_6] : partition_view<tile=(1x4), tensor_view<?x3xi64, strides=[3,1]>>, tile<i32> -> tile<1x4xi64>, token
    %cst_0_i32_7 = constant <i32: 0> : tile<i32>
    %2 = extract %tile[%cst_0_i32_6, %cst_0_i32_7] : tile<1x4xi64> -> tile<1x1xi64>
    %reshape = reshape %2 : tile<1x1xi64> -> tile<i64>
    %cst_1_i32_8 = constant <i32: 1> : tile<i32>
    %3 = extract %tile[%cst_0_i32_6, %cst_1_i32_8] : tile<1x4xi64> -> tile<1x1xi64>
    %reshape_9 = reshape %3 : tile<1x1xi64> -> tile<i64>
    %cst_2_i32 = constant <i32: 2> : tile<i32>
    %4 = extract %tile[%cst_0_i32_6, %cst_2_i32] : tile<1x4xi64> -> tile<1x1xi64>
    %reshape_10 = reshape %4 : tile<1x1xi64> -> tile<i64>
    %5 = trunci %reshape_9 : tile<i64> -> tile<i32>
    %6 = trunci %reshape_10 : tile<i64> -> tile<i32>
    %7 = int_to_ptr %reshape : tile<i64> -> tile<ptr<f32>>
    %assume_11 = assume bounded<0, ?>, %5 : tile<i32>
    %assume_12 = assume bounded<0, ?>, %6 : tile<i32>
    %tview_13 = make_tensor_view %7, shape = [%assume_11], strides = [%assume_12] : tile<i32> -> tensor_view<?xf32, strides=[?]>
    %pview_14 = make_partition_view %tview_13 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[?]>>
    %tile_15, %result_token_16 = load_view_tko weak %pview_14[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<128xf32>, token
    %8 = addf %iterArg0, %tile_15  : tile<128xf32>
    %cst_0_i32_17 = constant <i32: 0> : tile<i32>
    %tile_18, %result_token_19 = load_view_tko weak %pview_1[%loopIdx, %cst_0_i32_17] : partition_view<tile=(1x4), tensor_view<?x3xi64, strides=[3,1]>>, tile<i32> -> tile<1x4xi64>, token
    %cst_0_i32_20 = constant <i32: 0> : tile<i32>
    %9 = extract %tile_18[%cst_0_i32_17, %cst_0_i32_20] : tile<1x4xi64> -> tile<1x1xi64>
    %reshape_21 = reshape %9 : tile<1x1xi64> -> tile<i64>
    %cst_1_i32_22 = constant <i32: 1> : tile<i32>
    %10 = extract %tile_18[%cst_0_i32_17, %cst_1_i32_22] : tile<1x4xi64> -> tile<1x1xi64>
    %reshape_23 = reshape %10 : tile<1x1xi64> -> tile<i64>
    %cst_2_i32_24 = constant <i32: 2> : tile<i32>
    %11 = extract %tile_18[%cst_0_i32_17, %cst_2_i32_24] : tile<1x4xi64> -> tile<1x1xi64>
    %reshape_25 = reshape %11 : tile<1x1xi64> -> tile<i64>
    %12 = trunci %reshape_23 : tile<i64> -> tile<i32>
    %13 = trunci %reshape_25 : tile<i64> -> tile<i32>
    %14 = int_to_ptr %reshape_21 : tile<i64> -> tile<ptr<f32>>
    %assume_26 = assume bounded<0, ?>, %12 : tile<i32>
    %assume_27 = assume bounded<0, ?>, %13 : tile<i32>
    %tview_28 = make_tensor_view %14, shape = [%assume_26], strides = [%assume_27] : tile<i32> -> tensor_view<?xf32, strides=[?]>
    %15 = addi %loopIdx, %cst_1_i32_4 : tile<i32>
    %16 = itof %15 signed  : tile<i32> -> tile<f32>
    %reshape_29 = reshape %16 : tile<f32> -> tile<1xf32>
    %bcast = broadcast %reshape_29 : tile<1xf32> -> tile<128xf32>
    %17 = mulf %tile_15, %bcast  : tile<128xf32>
    %pview_30 = make_partition_view %tview_28 : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>
    %18 = store_view_tko weak %17, %pview_30[%blockId_x] token = %iterArg1 : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
    continue %8, %18 : tile<128xf32>, token
  }
  %pview_5 = make_partition_view %tview_3 : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>
  %1 = store_view_tko weak %for#0, %pview_5[%blockId_x] token = %0 : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  return
}
