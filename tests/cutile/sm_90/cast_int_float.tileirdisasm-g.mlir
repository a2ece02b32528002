entry @cast_int_float_Kt2_A1i32_1l0_A1u8_1l0_A1i64_1l0_A1f32_1l0_A1f16_1l0_A1f32_1l0_A1f16_1l0_A1f64_1l0_A1i32_1l0_A1u8_1l0_A1i16_1l0_I128(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i8>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i64>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f32>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<f16>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<f32>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<f16>>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<ptr<f64>>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<ptr<i32>>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<ptr<i8>>, %arg28: tile<i32>, %arg29: tile<i32>, %arg30: tile<ptr<i16>>, %arg31: tile<i32>, %arg32: tile<i32>) optimization_hints=<sm_90 = {}> {
  %0 = make_token : token loc(#loc21)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc21)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc21)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc21)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc21)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc21)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi8, strides=[?]> loc(#loc21)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc21)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc21)
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xi64, strides=[?]> loc(#loc21)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc21)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc21)
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc21)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc21)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc21)
  %tview_12 = make_tensor_view %arg12, shape = [%assume_10], strides = [%assume_11] : tile<i32> -> tensor_view<?xf16, strides=[?]> loc(#loc21)
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc21)
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc21)
  %tview_15 = make_tensor_view %arg15, shape = [%assume_13], strides = [%assume_14] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc21)
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32> loc(#loc21)
  %assume_17 = assume bounded<0, ?>, %arg20 : tile<i32> loc(#loc21)
  %tview_18 = make_tensor_view %arg18, shape = [%assume_16], strides = [%assume_17] : tile<i32> -> tensor_view<?xf16, strides=[?]> loc(#loc21)
  %assume_19 = assume bounded<0, ?>, %arg22 : tile<i32> loc(#loc21)
  %assume_20 = assume bounded<0, ?>, %arg23 : tile<i32> loc(#loc21)
  %tview_21 = make_tensor_view %arg21, shape = [%assume_19], strides = [%assume_20] : tile<i32> -> tensor_view<?xf64, strides=[?]> loc(#loc21)
  %assume_22 = assume bounded<0, ?>, %arg25 : tile<i32> loc(#loc21)
  %assume_23 = assume bounded<0, ?>, %arg26 : tile<i32> loc(#loc21)
  %tview_24 = make_tensor_view %arg24, shape = [%assume_22], strides = [%assume_23] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc21)
  %assume_25 = assume bounded<0, ?>, %arg28 : tile<i32> loc(#loc21)
  %assume_26 = assume bounded<0, ?>, %arg29 : tile<i32> loc(#loc21)
  %tview_27 = make_tensor_view %arg27, shape = [%assume_25], strides = [%assume_26] : tile<i32> -> tensor_view<?xi8, strides=[?]> loc(#loc21)
  %assume_28 = assume bounded<0, ?>, %arg31 : tile<i32> loc(#loc21)
  %assume_29 = assume bounded<0, ?>, %arg32 : tile<i32> loc(#loc21)
  %tview_30 = make_tensor_view %arg30, shape = [%assume_28], strides = [%assume_29] : tile<i32> -> tensor_view<?xi16, strides=[?]> loc(#loc21)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc22)
  %pview = make_partition_view %tview : partition_view<tile=(128), padding_value = zero, tensor_view<?xi32, strides=[?]>> loc(#loc23)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<128xi32>, token loc(#loc23)
  %pview_31 = make_partition_view %tview_3 : partition_view<tile=(128), padding_value = zero, tensor_view<?xi8, strides=[?]>> loc(#loc24)
  %tile_32, %result_token_33 = load_view_tko weak %pview_31[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xi8, strides=[?]>>, tile<i32> -> tile<128xi8>, token loc(#loc24)
  %pview_34 = make_partition_view %tview_6 : partition_view<tile=(128), padding_value = zero, tensor_view<?xi64, strides=[?]>> loc(#loc25)
  %tile_35, %result_token_36 = load_view_tko weak %pview_34[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xi64, strides=[?]>>, tile<i32> -> tile<128xi64>, token loc(#loc25)
  %pview_37 = make_partition_view %tview_9 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[?]>> loc(#loc26)
  %tile_38, %result_token_39 = load_view_tko weak %pview_37[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<128xf32>, token loc(#loc26)
  %pview_40 = make_partition_view %tview_12 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf16, strides=[?]>> loc(#loc27)
  %tile_41, %result_token_42 = load_view_tko weak %pview_40[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf16, strides=[?]>>, tile<i32> -> tile<128xf16>, token loc(#loc27)
  %1 = itof %tile signed  : tile<128xi32> -> tile<128xf32> loc(#loc46)
  %pview_43 = make_partition_view %tview_15 : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>> loc(#loc30)
  %2 = store_view_tko weak %1, %pview_43[%blockId_x] token = %0 : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc30)
  %3 = itof %tile_32 unsigned  : tile<128xi8> -> tile<128xf16> loc(#loc47)
  %pview_44 = make_partition_view %tview_18 : partition_view<tile=(128), tensor_view<?xf16, strides=[?]>> loc(#loc33)
  %4 = store_view_tko weak %3, %pview_44[%blockId_x] token = %0 : tile<128xf16>, partition_view<tile=(128), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token loc(#loc33)
  %5 = itof %tile_35 signed  : tile<128xi64> -> tile<128xf64> loc(#loc48)
  %pview_45 = make_partition_view %tview_21 : partition_view<tile=(128), tensor_view<?xf64, strides=[?]>> loc(#loc36)
  %6 = store_view_tko weak %5, %pview_45[%blockId_x] token = %0 : tile<128xf64>, partition_view<tile=(128), tensor_view<?xf64, strides=[?]>>, tile<i32> -> token loc(#loc36)
  %7 = ftoi %tile_38 signed  : tile<128xf32> -> tile<128xi32> loc(#loc49)
  %pview_46 = make_partition_view %tview_24 : partition_view<tile=(128), tensor_view<?xi32, strides=[?]>> loc(#loc39)
  %8 = store_view_tko weak %7, %pview_46[%blockId_x] token = %0 : tile<128xi32>, partition_view<tile=(128), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc39)
  %9 = absf %tile_38 : tile<128xf32> loc(#loc40)
  %10 = ftoi %9 unsigned  : tile<128xf32> -> tile<128xi8> loc(#loc50)
  %pview_47 = make_partition_view %tview_27 : partition_view<tile=(128), tensor_view<?xi8, strides=[?]>> loc(#loc42)
  %11 = store_view_tko weak %10, %pview_47[%blockId_x] token = %0 : tile<128xi8>, partition_view<tile=(128), tensor_view<?xi8, strides=[?]>>, tile<i32> -> token loc(#loc42)
  %12 = ftoi %tile_41 signed  : tile<128xf16> -> tile<128xi16> loc(#loc51)
  %pview_48 = make_partition_view %tview_30 : partition_view<tile=(128), tensor_view<?xi16, strides=[?]>> loc(#loc45)
  %13 = store_view_tko weak %12, %pview_48[%blockId_x] token = %0 : tile<128xi16>, partition_view<tile=(128), tensor_view<?xi16, strides=[?]>>, tile<i32> -> token loc(#loc45)
  return loc(#loc20)
} loc(#loc21)
#di_file = #cuda_tile.di_file<"cast_int_float.py" in "xtask/python/kernels">
#di_file1 = #cuda_tile.di_file<"_stub.py" in "cuda/tile">
#loc = loc("xtask/python/kernels/cast_int_float.py":10:0)
#loc1 = loc("xtask/python/kernels/cast_int_float.py":11:10)
#loc2 = loc("xtask/python/kernels/cast_int_float.py":12:9)
#loc3 = loc("xtask/python/kernels/cast_int_float.py":13:9)
#loc4 = loc("xtask/python/kernels/cast_int_float.py":14:9)
#loc5 = loc("xtask/python/kernels/cast_int_float.py":15:9)
#loc6 = loc("xtask/python/kernels/cast_int_float.py":16:9)
#loc7 = loc("cuda/tile/_stub.py":678:15)
#loc8 = loc("xtask/python/kernels/cast_int_float.py":17:37)
#loc9 = loc("xtask/python/kernels/cast_int_float.py":17:4)
#loc10 = loc("xtask/python/kernels/cast_int_float.py":18:37)
#loc11 = loc("xtask/python/kernels/cast_int_float.py":18:4)
#loc12 = loc("xtask/python/kernels/cast_int_float.py":19:37)
#loc13 = loc("xtask/python/kernels/cast_int_float.py":19:4)
#loc14 = loc("xtask/python/kernels/cast_int_float.py":20:37)
#loc15 = loc("xtask/python/kernels/cast_int_float.py":20:4)
#loc16 = loc("xtask/python/kernels/cast_int_float.py":21:37)
#loc17 = loc("xtask/python/kernels/cast_int_float.py":21:4)
#loc18 = loc("xtask/python/kernels/cast_int_float.py":22:37)
#loc19 = loc("xtask/python/kernels/cast_int_float.py":22:4)
#loc20 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_compile_unit1 = #cuda_tile.di_compile_unit<file = #di_file1>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 9, name = "cast_int_float", linkageName = "cast_int_float_Kt2_A1i32_1l0_A1u8_1l0_A1i64_1l0_A1f32_1l0_A1f16_1l0_A1f32_1l0_A1f16_1l0_A1f64_1l0_A1i32_1l0_A1u8_1l0_A1i16_1l0_I128", compileUnit = #di_compile_unit, scopeLine = 9>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s0", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram2 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s1", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram3 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s2", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram4 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s3", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram5 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s4", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram6 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s5", compileUnit = #di_compile_unit1, scopeLine = 676>
#loc21 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc7 in #di_subprogram1>
#loc29 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc7 in #di_subprogram2>
#loc32 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc7 in #di_subprogram3>
#loc35 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc37 = #cuda_tile.di_loc<#loc7 in #di_subprogram4>
#loc38 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc39 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc40 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc41 = #cuda_tile.di_loc<#loc7 in #di_subprogram5>
#loc42 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc43 = #cuda_tile.di_loc<#loc7 in #di_subprogram6>
#loc44 = #cuda_tile.di_loc<#loc18 in #di_subprogram>
#loc45 = #cuda_tile.di_loc<#loc19 in #di_subprogram>
#loc46 = loc(callsite(#loc28 at #loc29))
#loc47 = loc(callsite(#loc31 at #loc32))
#loc48 = loc(callsite(#loc34 at #loc35))
#loc49 = loc(callsite(#loc37 at #loc38))
#loc50 = loc(callsite(#loc41 at #loc40))
#loc51 = loc(callsite(#loc43 at #loc44))
