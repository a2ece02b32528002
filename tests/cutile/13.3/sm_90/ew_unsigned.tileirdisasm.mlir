entry @ew_unsigned_Kt2_A1u8_1l0_A1u8_1l0_A1u16_1l0_A1u16_1l0_A1u64_1l0_A1u8_1l0_A1u16_1l0_A1u64_1l0_I128(%arg0: tile<ptr<i8>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i8>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i16>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<i16>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<i64>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<i8>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<i16>>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<ptr<i64>>, %arg22: tile<i32>, %arg23: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %cst_-56_i8 = constant <i8: -56> : tile<128xi8>
  %cst_3_i16 = constant <i16: 3> : tile<128xi16>
  %cst_1000_i16 = constant <i16: 1000> : tile<128xi16>
  %cst_-7046029254386353131_i64 = constant <i64: -7046029254386353131> : tile<128xi64>
  %cst_7_i64 = constant <i64: 7> : tile<128xi64>
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi8, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi8, strides=[?]>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xi16, strides=[?]>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32>
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xi16, strides=[?]>
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32>
  %tview_12 = make_tensor_view %arg12, shape = [%assume_10], strides = [%assume_11] : tile<i32> -> tensor_view<?xi64, strides=[?]>
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32>
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32>
  %tview_15 = make_tensor_view %arg15, shape = [%assume_13], strides = [%assume_14] : tile<i32> -> tensor_view<?xi8, strides=[?]>
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32>
  %assume_17 = assume bounded<0, ?>, %arg20 : tile<i32>
  %tview_18 = make_tensor_view %arg18, shape = [%assume_16], strides = [%assume_17] : tile<i32> -> tensor_view<?xi16, strides=[?]>
  %assume_19 = assume bounded<0, ?>, %arg22 : tile<i32>
  %assume_20 = assume bounded<0, ?>, %arg23 : tile<i32>
  %tview_21 = make_tensor_view %arg21, shape = [%assume_19], strides = [%assume_20] : tile<i32> -> tensor_view<?xi64, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(128), padding_value = zero, tensor_view<?xi8, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xi8, strides=[?]>>, tile<i32> -> tile<128xi8>, token
  %pview_22 = make_partition_view %tview_3 : partition_view<tile=(128), padding_value = zero, tensor_view<?xi8, strides=[?]>>
  %tile_23, %result_token_24 = load_view_tko weak %pview_22[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xi8, strides=[?]>>, tile<i32> -> tile<128xi8>, token
  %pview_25 = make_partition_view %tview_6 : partition_view<tile=(128), padding_value = zero, tensor_view<?xi16, strides=[?]>>
  %tile_26, %result_token_27 = load_view_tko weak %pview_25[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xi16, strides=[?]>>, tile<i32> -> tile<128xi16>, token
  %pview_28 = make_partition_view %tview_9 : partition_view<tile=(128), padding_value = zero, tensor_view<?xi16, strides=[?]>>
  %tile_29, %result_token_30 = load_view_tko weak %pview_28[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xi16, strides=[?]>>, tile<i32> -> tile<128xi16>, token
  %pview_31 = make_partition_view %tview_12 : partition_view<tile=(128), padding_value = zero, tensor_view<?xi64, strides=[?]>>
  %tile_32, %result_token_33 = load_view_tko weak %pview_31[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xi64, strides=[?]>>, tile<i32> -> tile<128xi64>, token
  %1 = addi %tile, %tile_23 : tile<128xi8>
  %2 = addi %1, %cst_-56_i8 : tile<128xi8>
  %pview_34 = make_partition_view %tview_15 : partition_view<tile=(128), tensor_view<?xi8, strides=[?]>>
  %3 = store_view_tko weak %2, %pview_34[%blockId_x] token = %0 : tile<128xi8>, partition_view<tile=(128), tensor_view<?xi8, strides=[?]>>, tile<i32> -> token
  %4 = cmpi greater_than %tile_26, %tile_29, unsigned : tile<128xi16> -> tile<128xi1>
  %5 = shri %tile_26, %cst_3_i16 unsigned : tile<128xi16>
  %6 = remi %tile_29, %cst_1000_i16 unsigned : tile<128xi16>
  %cst_0_i16 = constant <i16: 0> : tile<128xi16>
  %7 = cmpi less_than %6, %cst_0_i16, unsigned : tile<128xi16> -> tile<128xi1>
  %8 = cmpi less_than %cst_1000_i16, %cst_0_i16, unsigned : tile<128xi16> -> tile<128xi1>
  %9 = xori %7, %8 : tile<128xi1>
  %10 = cmpi not_equal %6, %cst_0_i16, unsigned : tile<128xi16> -> tile<128xi1>
  %11 = andi %9, %10 : tile<128xi1>
  %12 = addi %6, %cst_1000_i16 : tile<128xi16>
  %13 = select %11, %12, %6 : tile<128xi1>, tile<128xi16>
  %14 = select %4, %5, %13 : tile<128xi1>, tile<128xi16>
  %pview_35 = make_partition_view %tview_18 : partition_view<tile=(128), tensor_view<?xi16, strides=[?]>>
  %15 = store_view_tko weak %14, %pview_35[%blockId_x] token = %0 : tile<128xi16>, partition_view<tile=(128), tensor_view<?xi16, strides=[?]>>, tile<i32> -> token
  %16 = muli %tile_32, %cst_-7046029254386353131_i64 : tile<128xi64>
  %17 = shri %tile_32, %cst_7_i64 unsigned : tile<128xi64>
  %18 = addi %16, %17 : tile<128xi64>
  %pview_36 = make_partition_view %tview_21 : partition_view<tile=(128), tensor_view<?xi64, strides=[?]>>
  %19 = store_view_tko weak %18, %pview_36[%blockId_x] token = %0 : tile<128xi64>, partition_view<tile=(128), tensor_view<?xi64, strides=[?]>>, tile<i32> -> token
  return
}
