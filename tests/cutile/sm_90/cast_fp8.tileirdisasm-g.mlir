entry @cast_fp8_Kt2_A1f32_1l0_A1f8m3fn_1l0_A1f8m2_1l0_A1f8m3fn_1l0_A1f8m2_1l0_A1f16_1l0_A1bf16_1l0_I128(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f8E4M3FN>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f8E5M2>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f8E4M3FN>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<f8E5M2>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<f16>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<bf16>>, %arg19: tile<i32>, %arg20: tile<i32>) optimization_hints=<sm_90 = {}> {
  %0 = make_token : token loc(#loc15)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc15)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc15)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc15)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc15)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc15)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf8E4M3FN, strides=[?]> loc(#loc15)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc15)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc15)
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xf8E5M2, strides=[?]> loc(#loc15)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc15)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc15)
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xf8E4M3FN, strides=[?]> loc(#loc15)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc15)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc15)
  %tview_12 = make_tensor_view %arg12, shape = [%assume_10], strides = [%assume_11] : tile<i32> -> tensor_view<?xf8E5M2, strides=[?]> loc(#loc15)
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc15)
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc15)
  %tview_15 = make_tensor_view %arg15, shape = [%assume_13], strides = [%assume_14] : tile<i32> -> tensor_view<?xf16, strides=[?]> loc(#loc15)
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32> loc(#loc15)
  %assume_17 = assume bounded<0, ?>, %arg20 : tile<i32> loc(#loc15)
  %tview_18 = make_tensor_view %arg18, shape = [%assume_16], strides = [%assume_17] : tile<i32> -> tensor_view<?xbf16, strides=[?]> loc(#loc15)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc16)
  %pview = make_partition_view %tview : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[?]>> loc(#loc17)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<128xf32>, token loc(#loc17)
  %pview_19 = make_partition_view %tview_3 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf8E4M3FN, strides=[?]>> loc(#loc18)
  %tile_20, %result_token_21 = load_view_tko weak %pview_19[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf8E4M3FN, strides=[?]>>, tile<i32> -> tile<128xf8E4M3FN>, token loc(#loc18)
  %pview_22 = make_partition_view %tview_6 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf8E5M2, strides=[?]>> loc(#loc19)
  %tile_23, %result_token_24 = load_view_tko weak %pview_22[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf8E5M2, strides=[?]>>, tile<i32> -> tile<128xf8E5M2>, token loc(#loc19)
  %1 = ftof %tile  : tile<128xf32> -> tile<128xf8E4M3FN> loc(#loc32)
  %pview_25 = make_partition_view %tview_9 : partition_view<tile=(128), tensor_view<?xf8E4M3FN, strides=[?]>> loc(#loc22)
  %2 = store_view_tko weak %1, %pview_25[%blockId_x] token = %0 : tile<128xf8E4M3FN>, partition_view<tile=(128), tensor_view<?xf8E4M3FN, strides=[?]>>, tile<i32> -> token loc(#loc22)
  %3 = ftof %tile  : tile<128xf32> -> tile<128xf8E5M2> loc(#loc33)
  %pview_26 = make_partition_view %tview_12 : partition_view<tile=(128), tensor_view<?xf8E5M2, strides=[?]>> loc(#loc25)
  %4 = store_view_tko weak %3, %pview_26[%blockId_x] token = %0 : tile<128xf8E5M2>, partition_view<tile=(128), tensor_view<?xf8E5M2, strides=[?]>>, tile<i32> -> token loc(#loc25)
  %5 = ftof %tile_20  : tile<128xf8E4M3FN> -> tile<128xf16> loc(#loc34)
  %cst_2_f16 = constant <f16: 2.000000e+00> : tile<f16> loc(#loc27)
  %reshape = reshape %cst_2_f16 : tile<f16> -> tile<1xf16> loc(#loc27)
  %bcast = broadcast %reshape : tile<1xf16> -> tile<128xf16> loc(#loc27)
  %6 = mulf %5, %bcast  : tile<128xf16> loc(#loc27)
  %pview_27 = make_partition_view %tview_15 : partition_view<tile=(128), tensor_view<?xf16, strides=[?]>> loc(#loc28)
  %7 = store_view_tko weak %6, %pview_27[%blockId_x] token = %0 : tile<128xf16>, partition_view<tile=(128), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token loc(#loc28)
  %8 = ftof %tile_23  : tile<128xf8E5M2> -> tile<128xbf16> loc(#loc35)
  %pview_28 = make_partition_view %tview_18 : partition_view<tile=(128), tensor_view<?xbf16, strides=[?]>> loc(#loc31)
  %9 = store_view_tko weak %8, %pview_28[%blockId_x] token = %0 : tile<128xbf16>, partition_view<tile=(128), tensor_view<?xbf16, strides=[?]>>, tile<i32> -> token loc(#loc31)
  return loc(#loc14)
} loc(#loc15)
#di_file = #cuda_tile.di_file<"cast_fp8.py" in "xtask/python/kernels">
#di_file1 = #cuda_tile.di_file<"_stub.py" in "cuda/tile">
#loc = loc("xtask/python/kernels/cast_fp8.py":10:0)
#loc1 = loc("xtask/python/kernels/cast_fp8.py":11:10)
#loc2 = loc("xtask/python/kernels/cast_fp8.py":12:8)
#loc3 = loc("xtask/python/kernels/cast_fp8.py":13:9)
#loc4 = loc("xtask/python/kernels/cast_fp8.py":14:9)
#loc5 = loc("cuda/tile/_stub.py":678:15)
#loc6 = loc("xtask/python/kernels/cast_fp8.py":15:39)
#loc7 = loc("xtask/python/kernels/cast_fp8.py":15:4)
#loc8 = loc("xtask/python/kernels/cast_fp8.py":16:39)
#loc9 = loc("xtask/python/kernels/cast_fp8.py":16:4)
#loc10 = loc("xtask/python/kernels/cast_fp8.py":17:37)
#loc11 = loc("xtask/python/kernels/cast_fp8.py":17:4)
#loc12 = loc("xtask/python/kernels/cast_fp8.py":18:37)
#loc13 = loc("xtask/python/kernels/cast_fp8.py":18:4)
#loc14 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_compile_unit1 = #cuda_tile.di_compile_unit<file = #di_file1>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 9, name = "cast_fp8", linkageName = "cast_fp8_Kt2_A1f32_1l0_A1f8m3fn_1l0_A1f8m2_1l0_A1f8m3fn_1l0_A1f8m2_1l0_A1f16_1l0_A1bf16_1l0_I128", compileUnit = #di_compile_unit, scopeLine = 9>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s0", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram2 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s1", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram3 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s2", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram4 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s3", compileUnit = #di_compile_unit1, scopeLine = 676>
#loc15 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc5 in #di_subprogram1>
#loc21 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc5 in #di_subprogram2>
#loc24 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc5 in #di_subprogram3>
#loc27 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc5 in #di_subprogram4>
#loc30 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc32 = loc(callsite(#loc20 at #loc21))
#loc33 = loc(callsite(#loc23 at #loc24))
#loc34 = loc(callsite(#loc26 at #loc27))
#loc35 = loc(callsite(#loc29 at #loc30))
