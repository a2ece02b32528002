entry @math_f16_Kt2_A1f16_1l0_A1f16_1l0_A1f16_1l0_I128(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f16>>, %arg7: tile<i32>, %arg8: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf16, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf16, strides=[?]>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xf16, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(128), padding_value = zero, tensor_view<?xf16, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf16, strides=[?]>>, tile<i32> -> tile<128xf16>, token
  %cst_f16 = constant <f16: 4.470830e-02> : tile<f16>
  %reshape = reshape %cst_f16 : tile<f16> -> tile<1xf16>
  %bcast = broadcast %reshape : tile<1xf16> -> tile<128xf16>
  %1 = mulf %bcast, %tile  : tile<128xf16>
  %2 = mulf %1, %tile  : tile<128xf16>
  %3 = fma %2, %tile, %tile  : tile<128xf16>
  %cst_f16_7 = constant <f16: 7.978520e-01> : tile<f16>
  %reshape_8 = reshape %cst_f16_7 : tile<f16> -> tile<1xf16>
  %bcast_9 = broadcast %reshape_8 : tile<1xf16> -> tile<128xf16>
  %4 = mulf %bcast_9, %3  : tile<128xf16>
  %cst_f16_10 = constant <f16: 5.000000e-01> : tile<f16>
  %reshape_11 = reshape %cst_f16_10 : tile<f16> -> tile<1xf16>
  %bcast_12 = broadcast %reshape_11 : tile<1xf16> -> tile<128xf16>
  %5 = mulf %bcast_12, %tile  : tile<128xf16>
  %6 = tanh %4  : tile<128xf16>
  %cst_1_f16 = constant <f16: 1.000000e+00> : tile<f16>
  %reshape_13 = reshape %cst_1_f16 : tile<f16> -> tile<1xf16>
  %bcast_14 = broadcast %reshape_13 : tile<1xf16> -> tile<128xf16>
  %7 = addf %bcast_14, %6  : tile<128xf16>
  %8 = mulf %5, %7  : tile<128xf16>
  %pview_15 = make_partition_view %tview_3 : partition_view<tile=(128), tensor_view<?xf16, strides=[?]>>
  %9 = store_view_tko weak %8, %pview_15[%blockId_x] token = %0 : tile<128xf16>, partition_view<tile=(128), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token
  %10 = negf %tile : tile<128xf16>
  %11 = exp %10  : tile<128xf16>
  %cst_1_f16_16 = constant <f16: 1.000000e+00> : tile<f16>
  %reshape_17 = reshape %cst_1_f16_16 : tile<f16> -> tile<1xf16>
  %bcast_18 = broadcast %reshape_17 : tile<1xf16> -> tile<128xf16>
  %12 = addf %bcast_18, %11  : tile<128xf16>
  %cst_1_f16_19 = constant <f16: 1.000000e+00> : tile<f16>
  %reshape_20 = reshape %cst_1_f16_19 : tile<f16> -> tile<1xf16>
  %bcast_21 = broadcast %reshape_20 : tile<1xf16> -> tile<128xf16>
  %13 = divf %bcast_21, %12  : tile<128xf16>
  %pview_22 = make_partition_view %tview_6 : partition_view<tile=(128), tensor_view<?xf16, strides=[?]>>
  %14 = store_view_tko weak %13, %pview_22[%blockId_x] token = %0 : tile<128xf16>, partition_view<tile=(128), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token
  return
}
