entry @constants_zoo_Kt2_A1f32_1l0_A1f64_1l0_A1f16_1l0_A1bf16_1l0_A1i8_1l0_A1i16_1l0_A1i64_1l0(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f64>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f16>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<bf16>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<i8>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<i16>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<i64>>, %arg19: tile<i32>, %arg20: tile<i32>) optimization_hints=<sm_80 = {}> {
  %0 = make_token : token loc(#loc71)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc71)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc71)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc71)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc71)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc71)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf64, strides=[?]> loc(#loc71)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc71)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc71)
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xf16, strides=[?]> loc(#loc71)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc71)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc71)
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xbf16, strides=[?]> loc(#loc71)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc71)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc71)
  %tview_12 = make_tensor_view %arg12, shape = [%assume_10], strides = [%assume_11] : tile<i32> -> tensor_view<?xi8, strides=[?]> loc(#loc71)
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc71)
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc71)
  %tview_15 = make_tensor_view %arg15, shape = [%assume_13], strides = [%assume_14] : tile<i32> -> tensor_view<?xi16, strides=[?]> loc(#loc71)
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32> loc(#loc71)
  %assume_17 = assume bounded<0, ?>, %arg20 : tile<i32> loc(#loc71)
  %tview_18 = make_tensor_view %arg18, shape = [%assume_16], strides = [%assume_17] : tile<i32> -> tensor_view<?xi64, strides=[?]> loc(#loc71)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc72)
  %cst_f32 = constant <f32: 9.999940e-41> : tile<1xf32> loc(#loc73)
  %pview = make_partition_view %tview : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>> loc(#loc74)
  %1 = store_view_tko weak %cst_f32, %pview[%cst_0_i32] token = %0 : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc74)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc75)
  %cst_f32_19 = constant <f32: -0.000000e+00> : tile<1xf32> loc(#loc76)
  %pview_20 = make_partition_view %tview : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>> loc(#loc77)
  %2 = store_view_tko weak %cst_f32_19, %pview_20[%cst_1_i32] token = %1 : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc77)
  %cst_2_i32 = constant <i32: 2> : tile<i32> loc(#loc78)
  %cst_f32_21 = constant <f32: 3.40282347E+38> : tile<1xf32> loc(#loc79)
  %pview_22 = make_partition_view %tview : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>> loc(#loc80)
  %3 = store_view_tko weak %cst_f32_21, %pview_22[%cst_2_i32] token = %2 : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc80)
  %cst_3_i32 = constant <i32: 3> : tile<i32> loc(#loc81)
  %cst_f32_23 = constant <f32: 0.333333343> : tile<1xf32> loc(#loc82)
  %pview_24 = make_partition_view %tview : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>> loc(#loc83)
  %4 = store_view_tko weak %cst_f32_23, %pview_24[%cst_3_i32] token = %3 : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc83)
  %cst_4_i32 = constant <i32: 4> : tile<i32> loc(#loc84)
  %cst_f32_25 = constant <f32: 0xFF800000> : tile<1xf32> loc(#loc85)
  %pview_26 = make_partition_view %tview : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>> loc(#loc86)
  %5 = store_view_tko weak %cst_f32_25, %pview_26[%cst_4_i32] token = %4 : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc86)
  %cst_5_i32 = constant <i32: 5> : tile<i32> loc(#loc87)
  %cst_NaN_f32 = constant <f32: 0x7FC00000> : tile<1xf32> loc(#loc88)
  %pview_27 = make_partition_view %tview : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>> loc(#loc89)
  %6 = store_view_tko weak %cst_NaN_f32, %pview_27[%cst_5_i32] token = %5 : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc89)
  %cst_6_i32 = constant <i32: 6> : tile<i32> loc(#loc90)
  %cst_f32_28 = constant <f32: 1.000000e-01> : tile<1xf32> loc(#loc91)
  %pview_29 = make_partition_view %tview : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>> loc(#loc92)
  %7 = store_view_tko weak %cst_f32_28, %pview_29[%cst_6_i32] token = %6 : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc92)
  %cst_7_i32 = constant <i32: 7> : tile<i32> loc(#loc93)
  %cst_f32_30 = constant <f32: 1.401300e-45> : tile<1xf32> loc(#loc94)
  %pview_31 = make_partition_view %tview : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>> loc(#loc95)
  %8 = store_view_tko weak %cst_f32_30, %pview_31[%cst_7_i32] token = %7 : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc95)
  %cst_0_i32_32 = constant <i32: 0> : tile<i32> loc(#loc96)
  %cst_0_f64 = constant <f64: 0.000000e+00> : tile<1xf64> loc(#loc97)
  %pview_33 = make_partition_view %tview_3 : partition_view<tile=(1), tensor_view<?xf64, strides=[?]>> loc(#loc98)
  %9 = store_view_tko weak %cst_0_f64, %pview_33[%cst_0_i32_32] token = %0 : tile<1xf64>, partition_view<tile=(1), tensor_view<?xf64, strides=[?]>>, tile<i32> -> token loc(#loc98)
  %cst_1_i32_34 = constant <i32: 1> : tile<i32> loc(#loc99)
  %cst_f64 = constant <f64: 0x7FF0000000000000> : tile<1xf64> loc(#loc100)
  %pview_35 = make_partition_view %tview_3 : partition_view<tile=(1), tensor_view<?xf64, strides=[?]>> loc(#loc101)
  %10 = store_view_tko weak %cst_f64, %pview_35[%cst_1_i32_34] token = %9 : tile<1xf64>, partition_view<tile=(1), tensor_view<?xf64, strides=[?]>>, tile<i32> -> token loc(#loc101)
  %cst_2_i32_36 = constant <i32: 2> : tile<i32> loc(#loc102)
  %cst_f64_37 = constant <f64: 0.10000000149011612> : tile<1xf64> loc(#loc103)
  %pview_38 = make_partition_view %tview_3 : partition_view<tile=(1), tensor_view<?xf64, strides=[?]>> loc(#loc104)
  %11 = store_view_tko weak %cst_f64_37, %pview_38[%cst_2_i32_36] token = %10 : tile<1xf64>, partition_view<tile=(1), tensor_view<?xf64, strides=[?]>>, tile<i32> -> token loc(#loc104)
  %cst_3_i32_39 = constant <i32: 3> : tile<i32> loc(#loc105)
  %cst_f64_40 = constant <f64: -0.000000e+00> : tile<1xf64> loc(#loc106)
  %pview_41 = make_partition_view %tview_3 : partition_view<tile=(1), tensor_view<?xf64, strides=[?]>> loc(#loc107)
  %12 = store_view_tko weak %cst_f64_40, %pview_41[%cst_3_i32_39] token = %11 : tile<1xf64>, partition_view<tile=(1), tensor_view<?xf64, strides=[?]>>, tile<i32> -> token loc(#loc107)
  %cst_0_i32_42 = constant <i32: 0> : tile<i32> loc(#loc108)
  %cst_65504_f16 = constant <f16: 6.550400e+04> : tile<1xf16> loc(#loc109)
  %pview_43 = make_partition_view %tview_6 : partition_view<tile=(1), tensor_view<?xf16, strides=[?]>> loc(#loc110)
  %13 = store_view_tko weak %cst_65504_f16, %pview_43[%cst_0_i32_42] token = %0 : tile<1xf16>, partition_view<tile=(1), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token loc(#loc110)
  %cst_1_i32_44 = constant <i32: 1> : tile<i32> loc(#loc111)
  %cst_f16 = constant <f16: 5.960460e-08> : tile<1xf16> loc(#loc112)
  %pview_45 = make_partition_view %tview_6 : partition_view<tile=(1), tensor_view<?xf16, strides=[?]>> loc(#loc113)
  %14 = store_view_tko weak %cst_f16, %pview_45[%cst_1_i32_44] token = %13 : tile<1xf16>, partition_view<tile=(1), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token loc(#loc113)
  %cst_2_i32_46 = constant <i32: 2> : tile<i32> loc(#loc114)
  %cst_f16_47 = constant <f16: 9.997550e-02> : tile<1xf16> loc(#loc115)
  %pview_48 = make_partition_view %tview_6 : partition_view<tile=(1), tensor_view<?xf16, strides=[?]>> loc(#loc116)
  %15 = store_view_tko weak %cst_f16_47, %pview_48[%cst_2_i32_46] token = %14 : tile<1xf16>, partition_view<tile=(1), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token loc(#loc116)
  %cst_3_i32_49 = constant <i32: 3> : tile<i32> loc(#loc117)
  %cst_f16_50 = constant <f16: 0x7C00> : tile<1xf16> loc(#loc118)
  %pview_51 = make_partition_view %tview_6 : partition_view<tile=(1), tensor_view<?xf16, strides=[?]>> loc(#loc119)
  %16 = store_view_tko weak %cst_f16_50, %pview_51[%cst_3_i32_49] token = %15 : tile<1xf16>, partition_view<tile=(1), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token loc(#loc119)
  %cst_0_i32_52 = constant <i32: 0> : tile<i32> loc(#loc120)
  %cst_bf16 = constant <bf16: 1.000260e+30> : tile<1xbf16> loc(#loc121)
  %pview_53 = make_partition_view %tview_9 : partition_view<tile=(1), tensor_view<?xbf16, strides=[?]>> loc(#loc122)
  %17 = store_view_tko weak %cst_bf16, %pview_53[%cst_0_i32_52] token = %0 : tile<1xbf16>, partition_view<tile=(1), tensor_view<?xbf16, strides=[?]>>, tile<i32> -> token loc(#loc122)
  %cst_1_i32_54 = constant <i32: 1> : tile<i32> loc(#loc123)
  %cst_bf16_55 = constant <bf16: -1.000980e-01> : tile<1xbf16> loc(#loc124)
  %pview_56 = make_partition_view %tview_9 : partition_view<tile=(1), tensor_view<?xbf16, strides=[?]>> loc(#loc125)
  %18 = store_view_tko weak %cst_bf16_55, %pview_56[%cst_1_i32_54] token = %17 : tile<1xbf16>, partition_view<tile=(1), tensor_view<?xbf16, strides=[?]>>, tile<i32> -> token loc(#loc125)
  %cst_2_i32_57 = constant <i32: 2> : tile<i32> loc(#loc126)
  %cst_bf16_58 = constant <bf16: 3.389530e+38> : tile<1xbf16> loc(#loc127)
  %pview_59 = make_partition_view %tview_9 : partition_view<tile=(1), tensor_view<?xbf16, strides=[?]>> loc(#loc128)
  %19 = store_view_tko weak %cst_bf16_58, %pview_59[%cst_2_i32_57] token = %18 : tile<1xbf16>, partition_view<tile=(1), tensor_view<?xbf16, strides=[?]>>, tile<i32> -> token loc(#loc128)
  %cst_3_i32_60 = constant <i32: 3> : tile<i32> loc(#loc129)
  %cst_bf16_61 = constant <bf16: 9.183550e-41> : tile<1xbf16> loc(#loc130)
  %pview_62 = make_partition_view %tview_9 : partition_view<tile=(1), tensor_view<?xbf16, strides=[?]>> loc(#loc131)
  %20 = store_view_tko weak %cst_bf16_61, %pview_62[%cst_3_i32_60] token = %19 : tile<1xbf16>, partition_view<tile=(1), tensor_view<?xbf16, strides=[?]>>, tile<i32> -> token loc(#loc131)
  %cst_0_i32_63 = constant <i32: 0> : tile<i32> loc(#loc132)
  %cst_-128_i8 = constant <i8: -128> : tile<2xi8> loc(#loc133)
  %pview_64 = make_partition_view %tview_12 : partition_view<tile=(2), tensor_view<?xi8, strides=[?]>> loc(#loc134)
  %21 = store_view_tko weak %cst_-128_i8, %pview_64[%cst_0_i32_63] token = %0 : tile<2xi8>, partition_view<tile=(2), tensor_view<?xi8, strides=[?]>>, tile<i32> -> token loc(#loc134)
  %cst_0_i32_65 = constant <i32: 0> : tile<i32> loc(#loc135)
  %cst_32767_i16 = constant <i16: 32767> : tile<2xi16> loc(#loc136)
  %pview_66 = make_partition_view %tview_15 : partition_view<tile=(2), tensor_view<?xi16, strides=[?]>> loc(#loc137)
  %22 = store_view_tko weak %cst_32767_i16, %pview_66[%cst_0_i32_65] token = %0 : tile<2xi16>, partition_view<tile=(2), tensor_view<?xi16, strides=[?]>>, tile<i32> -> token loc(#loc137)
  %cst_0_i32_67 = constant <i32: 0> : tile<i32> loc(#loc138)
  %cst_-9223372036854775808_i64 = constant <i64: -9223372036854775808> : tile<2xi64> loc(#loc139)
  %pview_68 = make_partition_view %tview_18 : partition_view<tile=(2), tensor_view<?xi64, strides=[?]>> loc(#loc140)
  %23 = store_view_tko weak %cst_-9223372036854775808_i64, %pview_68[%cst_0_i32_67] token = %0 : tile<2xi64>, partition_view<tile=(2), tensor_view<?xi64, strides=[?]>>, tile<i32> -> token loc(#loc140)
  return loc(#loc70)
} loc(#loc71)
#di_file = #cuda_tile.di_file<"constants_zoo.py" in "xtask/python/kernels">
#loc = loc("xtask/python/kernels/constants_zoo.py":11:0)
#loc1 = loc("xtask/python/kernels/constants_zoo.py":12:23)
#loc2 = loc("xtask/python/kernels/constants_zoo.py":12:33)
#loc3 = loc("xtask/python/kernels/constants_zoo.py":12:4)
#loc4 = loc("xtask/python/kernels/constants_zoo.py":13:23)
#loc5 = loc("xtask/python/kernels/constants_zoo.py":13:33)
#loc6 = loc("xtask/python/kernels/constants_zoo.py":13:4)
#loc7 = loc("xtask/python/kernels/constants_zoo.py":14:23)
#loc8 = loc("xtask/python/kernels/constants_zoo.py":14:33)
#loc9 = loc("xtask/python/kernels/constants_zoo.py":14:4)
#loc10 = loc("xtask/python/kernels/constants_zoo.py":15:23)
#loc11 = loc("xtask/python/kernels/constants_zoo.py":15:33)
#loc12 = loc("xtask/python/kernels/constants_zoo.py":15:4)
#loc13 = loc("xtask/python/kernels/constants_zoo.py":16:23)
#loc14 = loc("xtask/python/kernels/constants_zoo.py":16:33)
#loc15 = loc("xtask/python/kernels/constants_zoo.py":16:4)
#loc16 = loc("xtask/python/kernels/constants_zoo.py":17:23)
#loc17 = loc("xtask/python/kernels/constants_zoo.py":17:33)
#loc18 = loc("xtask/python/kernels/constants_zoo.py":17:4)
#loc19 = loc("xtask/python/kernels/constants_zoo.py":18:23)
#loc20 = loc("xtask/python/kernels/constants_zoo.py":18:33)
#loc21 = loc("xtask/python/kernels/constants_zoo.py":18:4)
#loc22 = loc("xtask/python/kernels/constants_zoo.py":19:23)
#loc23 = loc("xtask/python/kernels/constants_zoo.py":19:33)
#loc24 = loc("xtask/python/kernels/constants_zoo.py":19:4)
#loc25 = loc("xtask/python/kernels/constants_zoo.py":20:23)
#loc26 = loc("xtask/python/kernels/constants_zoo.py":20:33)
#loc27 = loc("xtask/python/kernels/constants_zoo.py":20:4)
#loc28 = loc("xtask/python/kernels/constants_zoo.py":21:23)
#loc29 = loc("xtask/python/kernels/constants_zoo.py":21:33)
#loc30 = loc("xtask/python/kernels/constants_zoo.py":21:4)
#loc31 = loc("xtask/python/kernels/constants_zoo.py":22:23)
#loc32 = loc("xtask/python/kernels/constants_zoo.py":22:33)
#loc33 = loc("xtask/python/kernels/constants_zoo.py":22:4)
#loc34 = loc("xtask/python/kernels/constants_zoo.py":23:23)
#loc35 = loc("xtask/python/kernels/constants_zoo.py":23:33)
#loc36 = loc("xtask/python/kernels/constants_zoo.py":23:4)
#loc37 = loc("xtask/python/kernels/constants_zoo.py":24:23)
#loc38 = loc("xtask/python/kernels/constants_zoo.py":24:33)
#loc39 = loc("xtask/python/kernels/constants_zoo.py":24:4)
#loc40 = loc("xtask/python/kernels/constants_zoo.py":25:23)
#loc41 = loc("xtask/python/kernels/constants_zoo.py":25:33)
#loc42 = loc("xtask/python/kernels/constants_zoo.py":25:4)
#loc43 = loc("xtask/python/kernels/constants_zoo.py":26:23)
#loc44 = loc("xtask/python/kernels/constants_zoo.py":26:33)
#loc45 = loc("xtask/python/kernels/constants_zoo.py":26:4)
#loc46 = loc("xtask/python/kernels/constants_zoo.py":27:23)
#loc47 = loc("xtask/python/kernels/constants_zoo.py":27:33)
#loc48 = loc("xtask/python/kernels/constants_zoo.py":27:4)
#loc49 = loc("xtask/python/kernels/constants_zoo.py":28:23)
#loc50 = loc("xtask/python/kernels/constants_zoo.py":28:33)
#loc51 = loc("xtask/python/kernels/constants_zoo.py":28:4)
#loc52 = loc("xtask/python/kernels/constants_zoo.py":29:23)
#loc53 = loc("xtask/python/kernels/constants_zoo.py":29:33)
#loc54 = loc("xtask/python/kernels/constants_zoo.py":29:4)
#loc55 = loc("xtask/python/kernels/constants_zoo.py":30:23)
#loc56 = loc("xtask/python/kernels/constants_zoo.py":30:33)
#loc57 = loc("xtask/python/kernels/constants_zoo.py":30:4)
#loc58 = loc("xtask/python/kernels/constants_zoo.py":31:23)
#loc59 = loc("xtask/python/kernels/constants_zoo.py":31:33)
#loc60 = loc("xtask/python/kernels/constants_zoo.py":31:4)
#loc61 = loc("xtask/python/kernels/constants_zoo.py":32:25)
#loc62 = loc("xtask/python/kernels/constants_zoo.py":32:35)
#loc63 = loc("xtask/python/kernels/constants_zoo.py":32:4)
#loc64 = loc("xtask/python/kernels/constants_zoo.py":33:26)
#loc65 = loc("xtask/python/kernels/constants_zoo.py":33:36)
#loc66 = loc("xtask/python/kernels/constants_zoo.py":33:4)
#loc67 = loc("xtask/python/kernels/constants_zoo.py":34:26)
#loc68 = loc("xtask/python/kernels/constants_zoo.py":34:36)
#loc69 = loc("xtask/python/kernels/constants_zoo.py":34:4)
#loc70 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 10, name = "constants_zoo", linkageName = "constants_zoo_Kt2_A1f32_1l0_A1f64_1l0_A1f16_1l0_A1bf16_1l0_A1i8_1l0_A1i16_1l0_A1i64_1l0", compileUnit = #di_compile_unit, scopeLine = 10>
#loc71 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc72 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc73 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc74 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc75 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc76 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc77 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc78 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc79 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc80 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc81 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc82 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc83 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc84 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc85 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc86 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc87 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc88 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc89 = #cuda_tile.di_loc<#loc18 in #di_subprogram>
#loc90 = #cuda_tile.di_loc<#loc19 in #di_subprogram>
#loc91 = #cuda_tile.di_loc<#loc20 in #di_subprogram>
#loc92 = #cuda_tile.di_loc<#loc21 in #di_subprogram>
#loc93 = #cuda_tile.di_loc<#loc22 in #di_subprogram>
#loc94 = #cuda_tile.di_loc<#loc23 in #di_subprogram>
#loc95 = #cuda_tile.di_loc<#loc24 in #di_subprogram>
#loc96 = #cuda_tile.di_loc<#loc25 in #di_subprogram>
#loc97 = #cuda_tile.di_loc<#loc26 in #di_subprogram>
#loc98 = #cuda_tile.di_loc<#loc27 in #di_subprogram>
#loc99 = #cuda_tile.di_loc<#loc28 in #di_subprogram>
#loc100 = #cuda_tile.di_loc<#loc29 in #di_subprogram>
#loc101 = #cuda_tile.di_loc<#loc30 in #di_subprogram>
#loc102 = #cuda_tile.di_loc<#loc31 in #di_subprogram>
#loc103 = #cuda_tile.di_loc<#loc32 in #di_subprogram>
#loc104 = #cuda_tile.di_loc<#loc33 in #di_subprogram>
#loc105 = #cuda_tile.di_loc<#loc34 in #di_subprogram>
#loc106 = #cuda_tile.di_loc<#loc35 in #di_subprogram>
#loc107 = #cuda_tile.di_loc<#loc36 in #di_subprogram>
#loc108 = #cuda_tile.di_loc<#loc37 in #di_subprogram>
#loc109 = #cuda_tile.di_loc<#loc38 in #di_subprogram>
#loc110 = #cuda_tile.di_loc<#loc39 in #di_subprogram>
#loc111 = #cuda_tile.di_loc<#loc40 in #di_subprogram>
#loc112 = #cuda_tile.di_loc<#loc41 in #di_subprogram>
#loc113 = #cuda_tile.di_loc<#loc42 in #di_subprogram>
#loc114 = #cuda_tile.di_loc<#loc43 in #di_subprogram>
#loc115 = #cuda_tile.di_loc<#loc44 in #di_subprogram>
#loc116 = #cuda_tile.di_loc<#loc45 in #di_subprogram>
#loc117 = #cuda_tile.di_loc<#loc46 in #di_subprogram>
#loc118 = #cuda_tile.di_loc<#loc47 in #di_subprogram>
#loc119 = #cuda_tile.di_loc<#loc48 in #di_subprogram>
#loc120 = #cuda_tile.di_loc<#loc49 in #di_subprogram>
#loc121 = #cuda_tile.di_loc<#loc50 in #di_subprogram>
#loc122 = #cuda_tile.di_loc<#loc51 in #di_subprogram>
#loc123 = #cuda_tile.di_loc<#loc52 in #di_subprogram>
#loc124 = #cuda_tile.di_loc<#loc53 in #di_subprogram>
#loc125 = #cuda_tile.di_loc<#loc54 in #di_subprogram>
#loc126 = #cuda_tile.di_loc<#loc55 in #di_subprogram>
#loc127 = #cuda_tile.di_loc<#loc56 in #di_subprogram>
#loc128 = #cuda_tile.di_loc<#loc57 in #di_subprogram>
#loc129 = #cuda_tile.di_loc<#loc58 in #di_subprogram>
#loc130 = #cuda_tile.di_loc<#loc59 in #di_subprogram>
#loc131 = #cuda_tile.di_loc<#loc60 in #di_subprogram>
#loc132 = #cuda_tile.di_loc<#loc61 in #di_subprogram>
#loc133 = #cuda_tile.di_loc<#loc62 in #di_subprogram>
#loc134 = #cuda_tile.di_loc<#loc63 in #di_subprogram>
#loc135 = #cuda_tile.di_loc<#loc64 in #di_subprogram>
#loc136 = #cuda_tile.di_loc<#loc65 in #di_subprogram>
#loc137 = #cuda_tile.di_loc<#loc66 in #di_subprogram>
#loc138 = #cuda_tile.di_loc<#loc67 in #di_subprogram>
#loc139 = #cuda_tile.di_loc<#loc68 in #di_subprogram>
#loc140 = #cuda_tile.di_loc<#loc69 in #di_subprogram>
