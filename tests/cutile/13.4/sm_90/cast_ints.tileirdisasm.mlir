entry @cast_ints_Kt2_A1i32_1l0_A1i8_1l0_A1u8_1l0_A1u32_1l0_A1i8_1l0_A1u16_1l0_A1i64_1l0_A1i64_1l0_A1i64_1l0_I128(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i8>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i8>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<i32>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<i8>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<i16>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<i64>>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<ptr<i64>>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<ptr<i64>>, %arg25: tile<i32>, %arg26: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %cst_1000000007_i64 = constant <i64: 1000000007> : tile<128xi64>
  %cst_1000000007_i64_0 = constant <i64: 1000000007> : tile<128xi64>
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_1] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_3 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_4 = make_tensor_view %arg3, shape = [%assume_2], strides = [%assume_3] : tile<i32> -> tensor_view<?xi8, strides=[?]>
  %assume_5 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_6 = assume bounded<0, ?>, %arg8 : tile<i32>
  %tview_7 = make_tensor_view %arg6, shape = [%assume_5], strides = [%assume_6] : tile<i32> -> tensor_view<?xi8, strides=[?]>
  %assume_8 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_9 = assume bounded<0, ?>, %arg11 : tile<i32>
  %tview_10 = make_tensor_view %arg9, shape = [%assume_8], strides = [%assume_9] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_11 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_12 = assume bounded<0, ?>, %arg14 : tile<i32>
  %tview_13 = make_tensor_view %arg12, shape = [%assume_11], strides = [%assume_12] : tile<i32> -> tensor_view<?xi8, strides=[?]>
  %assume_14 = assume bounded<0, ?>, %arg16 : tile<i32>
  %assume_15 = assume bounded<0, ?>, %arg17 : tile<i32>
  %tview_16 = make_tensor_view %arg15, shape = [%assume_14], strides = [%assume_15] : tile<i32> -> tensor_view<?xi16, strides=[?]>
  %assume_17 = assume bounded<0, ?>, %arg19 : tile<i32>
  %assume_18 = assume bounded<0, ?>, %arg20 : tile<i32>
  %tview_19 = make_tensor_view %arg18, shape = [%assume_17], strides = [%assume_18] : tile<i32> -> tensor_view<?xi64, strides=[?]>
  %assume_20 = assume bounded<0, ?>, %arg22 : tile<i32>
  %assume_21 = assume bounded<0, ?>, %arg23 : tile<i32>
  %tview_22 = make_tensor_view %arg21, shape = [%assume_20], strides = [%assume_21] : tile<i32> -> tensor_view<?xi64, strides=[?]>
  %assume_23 = assume bounded<0, ?>, %arg25 : tile<i32>
  %assume_24 = assume bounded<0, ?>, %arg26 : tile<i32>
  %tview_25 = make_tensor_view %arg24, shape = [%assume_23], strides = [%assume_24] : tile<i32> -> tensor_view<?xi64, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(128), padding_value = zero, tensor_view<?xi32, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<128xi32>, token
  %pview_26 = make_partition_view %tview_4 : partition_view<tile=(128), padding_value = zero, tensor_view<?xi8, strides=[?]>>
  %tile_27, %result_token_28 = load_view_tko weak %pview_26[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xi8, strides=[?]>>, tile<i32> -> tile<128xi8>, token
  %pview_29 = make_partition_view %tview_7 : partition_view<tile=(128), padding_value = zero, tensor_view<?xi8, strides=[?]>>
  %tile_30, %result_token_31 = load_view_tko weak %pview_29[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xi8, strides=[?]>>, tile<i32> -> tile<128xi8>, token
  %pview_32 = make_partition_view %tview_10 : partition_view<tile=(128), padding_value = zero, tensor_view<?xi32, strides=[?]>>
  %tile_33, %result_token_34 = load_view_tko weak %pview_32[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<128xi32>, token
  %1 = trunci %tile : tile<128xi32> -> tile<128xi8>
  %pview_35 = make_partition_view %tview_13 : partition_view<tile=(128), tensor_view<?xi8, strides=[?]>>
  %2 = store_view_tko weak %1, %pview_35[%blockId_x] token = %0 : tile<128xi8>, partition_view<tile=(128), tensor_view<?xi8, strides=[?]>>, tile<i32> -> token
  %3 = trunci %tile : tile<128xi32> -> tile<128xi16>
  %pview_36 = make_partition_view %tview_16 : partition_view<tile=(128), tensor_view<?xi16, strides=[?]>>
  %4 = store_view_tko weak %3, %pview_36[%blockId_x] token = %0 : tile<128xi16>, partition_view<tile=(128), tensor_view<?xi16, strides=[?]>>, tile<i32> -> token
  %5 = exti %tile_27 signed : tile<128xi8> -> tile<128xi64>
  %6 = muli %5, %cst_1000000007_i64 : tile<128xi64>
  %pview_37 = make_partition_view %tview_19 : partition_view<tile=(128), tensor_view<?xi64, strides=[?]>>
  %7 = store_view_tko weak %6, %pview_37[%blockId_x] token = %0 : tile<128xi64>, partition_view<tile=(128), tensor_view<?xi64, strides=[?]>>, tile<i32> -> token
  %8 = exti %tile_30 unsigned : tile<128xi8> -> tile<128xi64>
  %9 = muli %8, %cst_1000000007_i64_0 : tile<128xi64>
  %pview_38 = make_partition_view %tview_22 : partition_view<tile=(128), tensor_view<?xi64, strides=[?]>>
  %10 = store_view_tko weak %9, %pview_38[%blockId_x] token = %0 : tile<128xi64>, partition_view<tile=(128), tensor_view<?xi64, strides=[?]>>, tile<i32> -> token
  %11 = exti %tile_33 unsigned : tile<128xi32> -> tile<128xi64>
  %12 = trunci %tile_33 : tile<128xi32> -> tile<128xi16>
  %13 = exti %12 signed : tile<128xi16> -> tile<128xi64>
  %14 = addi %11, %13 : tile<128xi64>
  %pview_39 = make_partition_view %tview_25 : partition_view<tile=(128), tensor_view<?xi64, strides=[?]>>
  %15 = store_view_tko weak %14, %pview_39[%blockId_x] token = %0 : tile<128xi64>, partition_view<tile=(128), tensor_view<?xi64, strides=[?]>>, tile<i32> -> token
  return
}
