entry @ew_bf16_Kt2_A1bf16_1l0_A1bf16_1l0_A1bf16_1l0_I128(%arg0: tile<ptr<bf16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<bf16>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<bf16>>, %arg7: tile<i32>, %arg8: tile<i32>) optimization_hints=<default = {}> {
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
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(128), padding_value = zero, tensor_view<?xbf16, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xbf16, strides=[?]>>, tile<i32> -> tile<128xbf16>, token
  %pview_7 = make_partition_view %tview_3 : partition_view<tile=(128), padding_value = zero, tensor_view<?xbf16, strides=[?]>>
  %tile_8, %result_token_9 = load_view_tko weak %pview_7[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xbf16, strides=[?]>>, tile<i32> -> tile<128xbf16>, token
  %1 = subf %tile, %tile_8  : tile<128xbf16>
  %cst_bf16 = constant <bf16: 5.000000e-01> : tile<bf16>
  %reshape = reshape %cst_bf16 : tile<bf16> -> tile<1xbf16>
  %bcast = broadcast %reshape : tile<1xbf16> -> tile<128xbf16>
  %2 = mulf %1, %bcast  : tile<128xbf16>
  %3 = mulf %tile, %tile_8  : tile<128xbf16>
  %4 = negf %3 : tile<128xbf16>
  %5 = cmpf greater_than ordered %tile, %tile_8 : tile<128xbf16> -> tile<128xi1>
  %6 = select %5, %2, %4 : tile<128xi1>, tile<128xbf16>
  %pview_10 = make_partition_view %tview_6 : partition_view<tile=(128), tensor_view<?xbf16, strides=[?]>>
  %7 = store_view_tko weak %6, %pview_10[%blockId_x] token = %0 : tile<128xbf16>, partition_view<tile=(128), tensor_view<?xbf16, strides=[?]>>, tile<i32> -> token
  return
}
