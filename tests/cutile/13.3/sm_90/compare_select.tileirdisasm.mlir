entry @compare_select_Kt2_A1f32_1l0_A1f32_1l0_A1i32_1l0_Sf32_Sf32_Sf32_I128(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i32>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<f32>, %arg10: tile<f32>, %arg11: tile<f32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %cst_4_i32 = constant <i32: 4> : tile<128xi32>
  %cst_0_i32 = constant <i32: 0> : tile<128xi32>
  %cst_1_i32 = constant <i32: 1> : tile<128xi32>
  %cst_0_i32_0 = constant <i32: 0> : tile<128xi32>
  %cst_2_i32 = constant <i32: 2> : tile<128xi32>
  %cst_0_i32_1 = constant <i32: 0> : tile<128xi32>
  %cst_8_i32 = constant <i32: 8> : tile<128xi32>
  %cst_0_i32_2 = constant <i32: 0> : tile<128xi32>
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_3 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_3] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_4 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_6 = make_tensor_view %arg3, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_7 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg8 : tile<i32>
  %tview_9 = make_tensor_view %arg6, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(128), padding_value = nan, tensor_view<?xf32, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = nan, tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<128xf32>, token
  %1 = cmpf not_equal unordered %tile, %tile : tile<128xf32> -> tile<128xi1>
  %reshape = reshape %arg10 : tile<f32> -> tile<1xf32>
  %bcast = broadcast %reshape : tile<1xf32> -> tile<128xf32>
  %2 = maxf %tile, %bcast : tile<128xf32>
  %reshape_10 = reshape %arg11 : tile<f32> -> tile<1xf32>
  %bcast_11 = broadcast %reshape_10 : tile<1xf32> -> tile<128xf32>
  %3 = minf %2, %bcast_11 : tile<128xf32>
  %reshape_12 = reshape %arg9 : tile<f32> -> tile<1xf32>
  %bcast_13 = broadcast %reshape_12 : tile<1xf32> -> tile<128xf32>
  %4 = select %1, %bcast_13, %3 : tile<128xi1>, tile<128xf32>
  %pview_14 = make_partition_view %tview_6 : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>
  %5 = store_view_tko weak %4, %pview_14[%blockId_x] token = %0 : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  %reshape_15 = reshape %arg10 : tile<f32> -> tile<1xf32>
  %bcast_16 = broadcast %reshape_15 : tile<1xf32> -> tile<128xf32>
  %6 = cmpf less_than ordered %tile, %bcast_16 : tile<128xf32> -> tile<128xi1>
  %reshape_17 = reshape %arg11 : tile<f32> -> tile<1xf32>
  %bcast_18 = broadcast %reshape_17 : tile<1xf32> -> tile<128xf32>
  %7 = cmpf greater_than_or_equal ordered %tile, %bcast_18 : tile<128xf32> -> tile<128xi1>
  %8 = select %1, %cst_4_i32, %cst_0_i32 : tile<128xi1>, tile<128xi32>
  %9 = select %6, %cst_1_i32, %cst_0_i32_0 : tile<128xi1>, tile<128xi32>
  %10 = addi %8, %9 : tile<128xi32>
  %11 = select %7, %cst_2_i32, %cst_0_i32_1 : tile<128xi1>, tile<128xi32>
  %12 = addi %10, %11 : tile<128xi32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32>
  %reshape_19 = reshape %cst_0_f32 : tile<f32> -> tile<1xf32>
  %bcast_20 = broadcast %reshape_19 : tile<1xf32> -> tile<128xf32>
  %13 = cmpf equal ordered %tile, %bcast_20 : tile<128xf32> -> tile<128xi1>
  %14 = select %13, %cst_8_i32, %cst_0_i32_2 : tile<128xi1>, tile<128xi32>
  %15 = addi %12, %14 : tile<128xi32>
  %pview_21 = make_partition_view %tview_9 : partition_view<tile=(128), tensor_view<?xi32, strides=[?]>>
  %16 = store_view_tko weak %15, %pview_21[%blockId_x] token = %0 : tile<128xi32>, partition_view<tile=(128), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  return
}
