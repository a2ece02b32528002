entry @cast_int_float_Kt2_A1i32_1l0_A1u8_1l0_A1i64_1l0_A1f32_1l0_A1f16_1l0_A1f32_1l0_A1f16_1l0_A1f64_1l0_A1i32_1l0_A1u8_1l0_A1i16_1l0_I128(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i8>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i64>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f32>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<f16>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<f32>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<f16>>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<ptr<f64>>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<ptr<i32>>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<ptr<i8>>, %arg28: tile<i32>, %arg29: tile<i32>, %arg30: tile<ptr<i16>>, %arg31: tile<i32>, %arg32: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi8, strides=[?]>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xi64, strides=[?]>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32>
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32>
  %tview_12 = make_tensor_view %arg12, shape = [%assume_10], strides = [%assume_11] : tile<i32> -> tensor_view<?xf16, strides=[?]>
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32>
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32>
  %tview_15 = make_tensor_view %arg15, shape = [%assume_13], strides = [%assume_14] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32>
  %assume_17 = assume bounded<0, ?>, %arg20 : tile<i32>
  %tview_18 = make_tensor_view %arg18, shape = [%assume_16], strides = [%assume_17] : tile<i32> -> tensor_view<?xf16, strides=[?]>
  %assume_19 = assume bounded<0, ?>, %arg22 : tile<i32>
  %assume_20 = assume bounded<0, ?>, %arg23 : tile<i32>
  %tview_21 = make_tensor_view %arg21, shape = [%assume_19], strides = [%assume_20] : tile<i32> -> tensor_view<?xf64, strides=[?]>
  %assume_22 = assume bounded<0, ?>, %arg25 : tile<i32>
  %assume_23 = assume bounded<0, ?>, %arg26 : tile<i32>
  %tview_24 = make_tensor_view %arg24, shape = [%assume_22], strides = [%assume_23] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_25 = assume bounded<0, ?>, %arg28 : tile<i32>
  %assume_26 = assume bounded<0, ?>, %arg29 : tile<i32>
  %tview_27 = make_tensor_view %arg27, shape = [%assume_25], strides = [%assume_26] : tile<i32> -> tensor_view<?xi8, strides=[?]>
  %assume_28 = assume bounded<0, ?>, %arg31 : tile<i32>
  %assume_29 = assume bounded<0, ?>, %arg32 : tile<i32>
  %tview_30 = make_tensor_view %arg30, shape = [%assume_28], strides = [%assume_29] : tile<i32> -> tensor_view<?xi16, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(128), padding_value = zero, tensor_view<?xi32, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<128xi32>, token
  %pview_31 = make_partition_view %tview_3 : partition_view<tile=(128), padding_value = zero, tensor_view<?xi8, strides=[?]>>
  %tile_32, %result_token_33 = load_view_tko weak %pview_31[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xi8, strides=[?]>>, tile<i32> -> tile<128xi8>, token
  %pview_34 = make_partition_view %tview_6 : partition_view<tile=(128), padding_value = zero, tensor_view<?xi64, strides=[?]>>
  %tile_35, %result_token_36 = load_view_tko weak %pview_34[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xi64, strides=[?]>>, tile<i32> -> tile<128xi64>, token
  %pview_37 = make_partition_view %tview_9 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[?]>>
  %tile_38, %result_token_39 = load_view_tko weak %pview_37[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<128xf32>, token
  %pview_40 = make_partition_view %tview_12 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf16, strides=[?]>>
  %tile_41, %result_token_42 = load_view_tko weak %pview_40[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf16, strides=[?]>>, tile<i32> -> tile<128xf16>, token
  %1 = itof %tile signed  : tile<128xi32> -> tile<128xf32>
  %pview_43 = make_partition_view %tview_15 : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>
  %2 = store_view_tko weak %1, %pview_43[%blockId_x] token = %0 : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  %3 = itof %tile_32 unsigned  : tile<128xi8> -> tile<128xf16>
  %pview_44 = make_partition_view %tview_18 : partition_view<tile=(128), tensor_view<?xf16, strides=[?]>>
  %4 = store_view_tko weak %3, %pview_44[%blockId_x] token = %0 : tile<128xf16>, partition_view<tile=(128), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token
  %5 = itof %tile_35 signed  : tile<128xi64> -> tile<128xf64>
  %pview_45 = make_partition_view %tview_21 : partition_view<tile=(128), tensor_view<?xf64, strides=[?]>>
  %6 = store_view_tko weak %5, %pview_45[%blockId_x] token = %0 : tile<128xf64>, partition_view<tile=(128), tensor_view<?xf64, strides=[?]>>, tile<i32> -> token
  %7 = ftoi %tile_38 signed  : tile<128xf32> -> tile<128xi32>
  %pview_46 = make_partition_view %tview_24 : partition_view<tile=(128), tensor_view<?xi32, strides=[?]>>
  %8 = store_view_tko weak %7, %pview_46[%blockId_x] token = %0 : tile<128xi32>, partition_view<tile=(128), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  %9 = absf %tile_38 : tile<128xf32>
  %10 = ftoi %9 unsigned  : tile<128xf32> -> tile<128xi8>
  %pview_47 = make_partition_view %tview_27 : partition_view<tile=(128), tensor_view<?xi8, strides=[?]>>
  %11 = store_view_tko weak %10, %pview_47[%blockId_x] token = %0 : tile<128xi8>, partition_view<tile=(128), tensor_view<?xi8, strides=[?]>>, tile<i32> -> token
  %12 = ftoi %tile_41 signed  : tile<128xf16> -> tile<128xi16>
  %pview_48 = make_partition_view %tview_30 : partition_view<tile=(128), tensor_view<?xi16, strides=[?]>>
  %13 = store_view_tko weak %12, %pview_48[%blockId_x] token = %0 : tile<128xi16>, partition_view<tile=(128), tensor_view<?xi16, strides=[?]>>, tile<i32> -> token
  return
}
