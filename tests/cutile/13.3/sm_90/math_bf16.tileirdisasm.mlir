entry @math_bf16_Kt2_A1bf16_1l0_A1bf16_1l0_A1bf16_1l0_A1bf16_1l0_I128(%arg0: tile<ptr<bf16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<bf16>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<bf16>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<bf16>>, %arg10: tile<i32>, %arg11: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xbf16, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xbf16, strides=[?]>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xbf16, strides=[?]>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32>
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xbf16, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(128), tensor_view<?xbf16, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), tensor_view<?xbf16, strides=[?]>>, tile<i32> -> tile<128xbf16>, token
  %1 = negf %tile : tile<128xbf16>
  %2 = exp %1  : tile<128xbf16>
  %cst_1_bf16 = constant <bf16: 1.000000e+00> : tile<bf16>
  %reshape = reshape %cst_1_bf16 : tile<bf16> -> tile<1xbf16>
  %bcast = broadcast %reshape : tile<1xbf16> -> tile<128xbf16>
  %3 = addf %bcast, %2  : tile<128xbf16>
  %cst_1_bf16_10 = constant <bf16: 1.000000e+00> : tile<bf16>
  %reshape_11 = reshape %cst_1_bf16_10 : tile<bf16> -> tile<1xbf16>
  %bcast_12 = broadcast %reshape_11 : tile<1xbf16> -> tile<128xbf16>
  %4 = divf %bcast_12, %3  : tile<128xbf16>
  %pview_13 = make_partition_view %tview_3 : partition_view<tile=(128), tensor_view<?xbf16, strides=[?]>>
  %5 = store_view_tko weak %4, %pview_13[%blockId_x] token = %0 : tile<128xbf16>, partition_view<tile=(128), tensor_view<?xbf16, strides=[?]>>, tile<i32> -> token
  %6 = exp %tile  : tile<128xbf16>
  %pview_14 = make_partition_view %tview_6 : partition_view<tile=(128), tensor_view<?xbf16, strides=[?]>>
  %7 = store_view_tko weak %6, %pview_14[%blockId_x] token = %0 : tile<128xbf16>, partition_view<tile=(128), tensor_view<?xbf16, strides=[?]>>, tile<i32> -> token
  %8 = absf %tile : tile<128xbf16>
  %cst_1_bf16_15 = constant <bf16: 1.000000e+00> : tile<bf16>
  %reshape_16 = reshape %cst_1_bf16_15 : tile<bf16> -> tile<1xbf16>
  %bcast_17 = broadcast %reshape_16 : tile<1xbf16> -> tile<128xbf16>
  %9 = addf %8, %bcast_17  : tile<128xbf16>
  %10 = rsqrt %9 : tile<128xbf16>
  %pview_18 = make_partition_view %tview_9 : partition_view<tile=(128), tensor_view<?xbf16, strides=[?]>>
  %11 = store_view_tko weak %10, %pview_18[%blockId_x] token = %0 : tile<128xbf16>, partition_view<tile=(128), tensor_view<?xbf16, strides=[?]>>, tile<i32> -> token
  return
}
