entry @pack_bytes_Kt2_A1f32_1l0_A1u8_1l0_A1f32_1l0_I32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i8>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f32>>, %arg7: tile<i32>, %arg8: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi8, strides=[?]>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<32xf32>, token
  %1 = pack %tile : tile<32xf32> -> tile<128xi8>
  %pview_7 = make_partition_view %tview_3 : partition_view<tile=(128), tensor_view<?xi8, strides=[?]>>
  %2 = store_view_tko weak %1, %pview_7[%blockId_x] token = %0 : tile<128xi8>, partition_view<tile=(128), tensor_view<?xi8, strides=[?]>>, tile<i32> -> token
  %3 = unpack %1 : tile<128xi8> -> tile<32xf32>
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<f32>
  %reshape = reshape %cst_1_f32 : tile<f32> -> tile<1xf32>
  %bcast = broadcast %reshape : tile<1xf32> -> tile<32xf32>
  %4 = addf %3, %bcast  : tile<32xf32>
  %pview_8 = make_partition_view %tview_6 : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>
  %5 = store_view_tko weak %4, %pview_8[%blockId_x] token = %0 : tile<32xf32>, partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  return
}
