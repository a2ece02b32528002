entry @ew_f64_Kt2_A1f64_1l0_A1f64_1l0_A1f64_1l0_A1f64_1l0_A1f64_1l0_I64(%arg0: tile<ptr<f64>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f64>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f64>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f64>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<f64>>, %arg13: tile<i32>, %arg14: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf64, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf64, strides=[?]>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xf64, strides=[?]>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32>
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xf64, strides=[?]>
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32>
  %tview_12 = make_tensor_view %arg12, shape = [%assume_10], strides = [%assume_11] : tile<i32> -> tensor_view<?xf64, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(64), padding_value = zero, tensor_view<?xf64, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(64), padding_value = zero, tensor_view<?xf64, strides=[?]>>, tile<i32> -> tile<64xf64>, token
  %pview_13 = make_partition_view %tview_3 : partition_view<tile=(64), padding_value = zero, tensor_view<?xf64, strides=[?]>>
  %tile_14, %result_token_15 = load_view_tko weak %pview_13[%blockId_x] token = %0 : partition_view<tile=(64), padding_value = zero, tensor_view<?xf64, strides=[?]>>, tile<i32> -> tile<64xf64>, token
  %1 = mulf %tile_14, %tile_14  : tile<64xf64>
  %2 = fma %tile, %tile, %1  : tile<64xf64>
  %3 = sqrt %2  : tile<64xf64>
  %pview_16 = make_partition_view %tview_6 : partition_view<tile=(64), tensor_view<?xf64, strides=[?]>>
  %4 = store_view_tko weak %3, %pview_16[%blockId_x] token = %0 : tile<64xf64>, partition_view<tile=(64), tensor_view<?xf64, strides=[?]>>, tile<i32> -> token
  %5 = divf %tile, %tile_14  : tile<64xf64>
  %pview_17 = make_partition_view %tview_9 : partition_view<tile=(64), tensor_view<?xf64, strides=[?]>>
  %6 = store_view_tko weak %5, %pview_17[%blockId_x] token = %0 : tile<64xf64>, partition_view<tile=(64), tensor_view<?xf64, strides=[?]>>, tile<i32> -> token
  %7 = floor %tile : tile<64xf64>
  %8 = ceil %tile_14 : tile<64xf64>
  %9 = addf %7, %8  : tile<64xf64>
  %pview_18 = make_partition_view %tview_12 : partition_view<tile=(64), tensor_view<?xf64, strides=[?]>>
  %10 = store_view_tko weak %9, %pview_18[%blockId_x] token = %0 : tile<64xf64>, partition_view<tile=(64), tensor_view<?xf64, strides=[?]>>, tile<i32> -> token
  return
}
