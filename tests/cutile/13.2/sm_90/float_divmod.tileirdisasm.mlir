entry @float_divmod_Kt2_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f32>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f32>>, %arg10: tile<i32>, %arg11: tile<i32>) optimization_hints=<sm_90 = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32>
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token
  %pview_10 = make_partition_view %tview_3 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
  %tile_11, %result_token_12 = load_view_tko weak %pview_10[%blockId_x] token = %0 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token
  %1 = divf %tile, %tile_11  : tile<64xf32>
  %2 = floor %1 : tile<64xf32>
  %pview_13 = make_partition_view %tview_6 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
  %3 = store_view_tko weak %2, %pview_13[%blockId_x] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  %4 = remf %tile, %tile_11 : tile<64xf32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<64xf32>
  %5 = cmpf less_than ordered %4, %cst_0_f32 : tile<64xf32> -> tile<64xi1>
  %6 = cmpf less_than ordered %tile_11, %cst_0_f32 : tile<64xf32> -> tile<64xi1>
  %7 = xori %5, %6 : tile<64xi1>
  %8 = cmpf not_equal unordered %4, %cst_0_f32 : tile<64xf32> -> tile<64xi1>
  %9 = andi %7, %8 : tile<64xi1>
  %10 = addf %4, %tile_11  : tile<64xf32>
  %11 = select %9, %10, %4 : tile<64xi1>, tile<64xf32>
  %pview_14 = make_partition_view %tview_9 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
  %12 = store_view_tko weak %11, %pview_14[%blockId_x] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  return
}
