entry @constants_zoo_Kt2_A1f32_1l0_A1f64_1l0_A1f16_1l0_A1bf16_1l0_A1i8_1l0_A1i16_1l0_A1i64_1l0(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f64>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f16>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<bf16>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<i8>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<i16>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<i64>>, %arg19: tile<i32>, %arg20: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf64, strides=[?]>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xf16, strides=[?]>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32>
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xbf16, strides=[?]>
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32>
  %tview_12 = make_tensor_view %arg12, shape = [%assume_10], strides = [%assume_11] : tile<i32> -> tensor_view<?xi8, strides=[?]>
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32>
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32>
  %tview_15 = make_tensor_view %arg15, shape = [%assume_13], strides = [%assume_14] : tile<i32> -> tensor_view<?xi16, strides=[?]>
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32>
  %assume_17 = assume bounded<0, ?>, %arg20 : tile<i32>
  %tview_18 = make_tensor_view %arg18, shape = [%assume_16], strides = [%assume_17] : tile<i32> -> tensor_view<?xi64, strides=[?]>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_f32 = constant <f32: 9.999940e-41> : tile<1xf32>
  %pview = make_partition_view %tview : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>
  %1 = store_view_tko weak %cst_f32, %pview[%cst_0_i32] token = %0 : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_f32_19 = constant <f32: -0.000000e+00> : tile<1xf32>
  %pview_20 = make_partition_view %tview : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>
  %2 = store_view_tko weak %cst_f32_19, %pview_20[%cst_1_i32] token = %1 : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  %cst_2_i32 = constant <i32: 2> : tile<i32>
  %cst_f32_21 = constant <f32: 3.40282347E+38> : tile<1xf32>
  %pview_22 = make_partition_view %tview : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>
  %3 = store_view_tko weak %cst_f32_21, %pview_22[%cst_2_i32] token = %2 : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  %cst_3_i32 = constant <i32: 3> : tile<i32>
  %cst_f32_23 = constant <f32: 0.333333343> : tile<1xf32>
  %pview_24 = make_partition_view %tview : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>
  %4 = store_view_tko weak %cst_f32_23, %pview_24[%cst_3_i32] token = %3 : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  %cst_4_i32 = constant <i32: 4> : tile<i32>
  %cst_f32_25 = constant <f32: 0xFF800000> : tile<1xf32>
  %pview_26 = make_partition_view %tview : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>
  %5 = store_view_tko weak %cst_f32_25, %pview_26[%cst_4_i32] token = %4 : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  %cst_5_i32 = constant <i32: 5> : tile<i32>
  %cst_NaN_f32 = constant <f32: 0x7FC00000> : tile<1xf32>
  %pview_27 = make_partition_view %tview : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>
  %6 = store_view_tko weak %cst_NaN_f32, %pview_27[%cst_5_i32] token = %5 : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  %cst_6_i32 = constant <i32: 6> : tile<i32>
  %cst_f32_28 = constant <f32: 1.000000e-01> : tile<1xf32>
  %pview_29 = make_partition_view %tview : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>
  %7 = store_view_tko weak %cst_f32_28, %pview_29[%cst_6_i32] token = %6 : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  %cst_7_i32 = constant <i32: 7> : tile<i32>
  %cst_f32_30 = constant <f32: 1.401300e-45> : tile<1xf32>
  %pview_31 = make_partition_view %tview : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>
  %8 = store_view_tko weak %cst_f32_30, %pview_31[%cst_7_i32] token = %7 : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  %cst_0_i32_32 = constant <i32: 0> : tile<i32>
  %cst_0_f64 = constant <f64: 0.000000e+00> : tile<1xf64>
  %pview_33 = make_partition_view %tview_3 : partition_view<tile=(1), tensor_view<?xf64, strides=[?]>>
  %9 = store_view_tko weak %cst_0_f64, %pview_33[%cst_0_i32_32] token = %0 : tile<1xf64>, partition_view<tile=(1), tensor_view<?xf64, strides=[?]>>, tile<i32> -> token
  %cst_1_i32_34 = constant <i32: 1> : tile<i32>
  %cst_f64 = constant <f64: 0x7FF0000000000000> : tile<1xf64>
  %pview_35 = make_partition_view %tview_3 : partition_view<tile=(1), tensor_view<?xf64, strides=[?]>>
  %10 = store_view_tko weak %cst_f64, %pview_35[%cst_1_i32_34] token = %9 : tile<1xf64>, partition_view<tile=(1), tensor_view<?xf64, strides=[?]>>, tile<i32> -> token
  %cst_2_i32_36 = constant <i32: 2> : tile<i32>
  %cst_f64_37 = constant <f64: 0.10000000149011612> : tile<1xf64>
  %pview_38 = make_partition_view %tview_3 : partition_view<tile=(1), tensor_view<?xf64, strides=[?]>>
  %11 = store_view_tko weak %cst_f64_37, %pview_38[%cst_2_i32_36] token = %10 : tile<1xf64>, partition_view<tile=(1), tensor_view<?xf64, strides=[?]>>, tile<i32> -> token
  %cst_3_i32_39 = constant <i32: 3> : tile<i32>
  %cst_f64_40 = constant <f64: -0.000000e+00> : tile<1xf64>
  %pview_41 = make_partition_view %tview_3 : partition_view<tile=(1), tensor_view<?xf64, strides=[?]>>
  %12 = store_view_tko weak %cst_f64_40, %pview_41[%cst_3_i32_39] token = %11 : tile<1xf64>, partition_view<tile=(1), tensor_view<?xf64, strides=[?]>>, tile<i32> -> token
  %cst_0_i32_42 = constant <i32: 0> : tile<i32>
  %cst_65504_f16 = constant <f16: 6.550400e+04> : tile<1xf16>
  %pview_43 = make_partition_view %tview_6 : partition_view<tile=(1), tensor_view<?xf16, strides=[?]>>
  %13 = store_view_tko weak %cst_65504_f16, %pview_43[%cst_0_i32_42] token = %0 : tile<1xf16>, partition_view<tile=(1), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token
  %cst_1_i32_44 = constant <i32: 1> : tile<i32>
  %cst_f16 = constant <f16: 5.960460e-08> : tile<1xf16>
  %pview_45 = make_partition_view %tview_6 : partition_view<tile=(1), tensor_view<?xf16, strides=[?]>>
  %14 = store_view_tko weak %cst_f16, %pview_45[%cst_1_i32_44] token = %13 : tile<1xf16>, partition_view<tile=(1), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token
  %cst_2_i32_46 = constant <i32: 2> : tile<i32>
  %cst_f16_47 = constant <f16: 9.997550e-02> : tile<1xf16>
  %pview_48 = make_partition_view %tview_6 : partition_view<tile=(1), tensor_view<?xf16, strides=[?]>>
  %15 = store_view_tko weak %cst_f16_47, %pview_48[%cst_2_i32_46] token = %14 : tile<1xf16>, partition_view<tile=(1), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token
  %cst_3_i32_49 = constant <i32: 3> : tile<i32>
  %cst_f16_50 = constant <f16: 0x7C00> : tile<1xf16>
  %pview_51 = make_partition_view %tview_6 : partition_view<tile=(1), tensor_view<?xf16, strides=[?]>>
  %16 = store_view_tko weak %cst_f16_50, %pview_51[%cst_3_i32_49] token = %15 : tile<1xf16>, partition_view<tile=(1), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token
  %cst_0_i32_52 = constant <i32: 0> : tile<i32>
  %cst_bf16 = constant <bf16: 1.000260e+30> : tile<1xbf16>
  %pview_53 = make_partition_view %tview_9 : partition_view<tile=(1), tensor_view<?xbf16, strides=[?]>>
  %17 = store_view_tko weak %cst_bf16, %pview_53[%cst_0_i32_52] token = %0 : tile<1xbf16>, partition_view<tile=(1), tensor_view<?xbf16, strides=[?]>>, tile<i32> -> token
  %cst_1_i32_54 = constant <i32: 1> : tile<i32>
  %cst_bf16_55 = constant <bf16: -1.000980e-01> : tile<1xbf16>
  %pview_56 = make_partition_view %tview_9 : partition_view<tile=(1), tensor_view<?xbf16, strides=[?]>>
  %18 = store_view_tko weak %cst_bf16_55, %pview_56[%cst_1_i32_54] token = %17 : tile<1xbf16>, partition_view<tile=(1), tensor_view<?xbf16, strides=[?]>>, tile<i32> -> token
  %cst_2_i32_57 = constant <i32: 2> : tile<i32>
  %cst_bf16_58 = constant <bf16: 3.389530e+38> : tile<1xbf16>
  %pview_59 = make_partition_view %tview_9 : partition_view<tile=(1), tensor_view<?xbf16, strides=[?]>>
  %19 = store_view_tko weak %cst_bf16_58, %pview_59[%cst_2_i32_57] token = %18 : tile<1xbf16>, partition_view<tile=(1), tensor_view<?xbf16, strides=[?]>>, tile<i32> -> token
  %cst_3_i32_60 = constant <i32: 3> : tile<i32>
  %cst_bf16_61 = constant <bf16: 9.183550e-41> : tile<1xbf16>
  %pview_62 = make_partition_view %tview_9 : partition_view<tile=(1), tensor_view<?xbf16, strides=[?]>>
  %20 = store_view_tko weak %cst_bf16_61, %pview_62[%cst_3_i32_60] token = %19 : tile<1xbf16>, partition_view<tile=(1), tensor_view<?xbf16, strides=[?]>>, tile<i32> -> token
  %cst_0_i32_63 = constant <i32: 0> : tile<i32>
  %cst_-128_i8 = constant <i8: -128> : tile<2xi8>
  %pview_64 = make_partition_view %tview_12 : partition_view<tile=(2), tensor_view<?xi8, strides=[?]>>
  %21 = store_view_tko weak %cst_-128_i8, %pview_64[%cst_0_i32_63] token = %0 : tile<2xi8>, partition_view<tile=(2), tensor_view<?xi8, strides=[?]>>, tile<i32> -> token
  %cst_0_i32_65 = constant <i32: 0> : tile<i32>
  %cst_32767_i16 = constant <i16: 32767> : tile<2xi16>
  %pview_66 = make_partition_view %tview_15 : partition_view<tile=(2), tensor_view<?xi16, strides=[?]>>
  %22 = store_view_tko weak %cst_32767_i16, %pview_66[%cst_0_i32_65] token = %0 : tile<2xi16>, partition_view<tile=(2), tensor_view<?xi16, strides=[?]>>, tile<i32> -> token
  %cst_0_i32_67 = constant <i32: 0> : tile<i32>
  %cst_-9223372036854775808_i64 = constant <i64: -9223372036854775808> : tile<2xi64>
  %pview_68 = make_partition_view %tview_18 : partition_view<tile=(2), tensor_view<?xi64, strides=[?]>>
  %23 = store_view_tko weak %cst_-9223372036854775808_i64, %pview_68[%cst_0_i32_67] token = %0 : tile<2xi64>, partition_view<tile=(2), tensor_view<?xi64, strides=[?]>>, tile<i32> -> token
  return
}
