entry @cast_narrow_floats_Kt2_A1f16_1l0_A1bf16_1l0_A1f64_1l0_A1bf16_1l0_A1f16_1l0_A1f16_1l0_I128(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<bf16>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f64>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<bf16>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<f16>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<f16>>, %arg16: tile<i32>, %arg17: tile<i32>) optimization_hints=<sm_80 = {}> {
  %0 = make_token : token loc(#loc13)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc13)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc13)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf16, strides=[?]> loc(#loc13)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc13)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc13)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xbf16, strides=[?]> loc(#loc13)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc13)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc13)
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xf64, strides=[?]> loc(#loc13)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc13)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc13)
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xbf16, strides=[?]> loc(#loc13)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc13)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc13)
  %tview_12 = make_tensor_view %arg12, shape = [%assume_10], strides = [%assume_11] : tile<i32> -> tensor_view<?xf16, strides=[?]> loc(#loc13)
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc13)
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc13)
  %tview_15 = make_tensor_view %arg15, shape = [%assume_13], strides = [%assume_14] : tile<i32> -> tensor_view<?xf16, strides=[?]> loc(#loc13)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc14)
  %pview = make_partition_view %tview : partition_view<tile=(128), padding_value = zero, tensor_view<?xf16, strides=[?]>> loc(#loc15)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf16, strides=[?]>>, tile<i32> -> tile<128xf16>, token loc(#loc15)
  %pview_16 = make_partition_view %tview_3 : partition_view<tile=(128), padding_value = zero, tensor_view<?xbf16, strides=[?]>> loc(#loc16)
  %tile_17, %result_token_18 = load_view_tko weak %pview_16[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xbf16, strides=[?]>>, tile<i32> -> tile<128xbf16>, token loc(#loc16)
  %pview_19 = make_partition_view %tview_6 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf64, strides=[?]>> loc(#loc17)
  %tile_20, %result_token_21 = load_view_tko weak %pview_19[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf64, strides=[?]>>, tile<i32> -> tile<128xf64>, token loc(#loc17)
  %1 = ftof %tile  : tile<128xf16> -> tile<128xbf16> loc(#loc27)
  %pview_22 = make_partition_view %tview_9 : partition_view<tile=(128), tensor_view<?xbf16, strides=[?]>> loc(#loc20)
  %2 = store_view_tko weak %1, %pview_22[%blockId_x] token = %0 : tile<128xbf16>, partition_view<tile=(128), tensor_view<?xbf16, strides=[?]>>, tile<i32> -> token loc(#loc20)
  %3 = ftof %tile_17  : tile<128xbf16> -> tile<128xf16> loc(#loc28)
  %pview_23 = make_partition_view %tview_12 : partition_view<tile=(128), tensor_view<?xf16, strides=[?]>> loc(#loc23)
  %4 = store_view_tko weak %3, %pview_23[%blockId_x] token = %0 : tile<128xf16>, partition_view<tile=(128), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token loc(#loc23)
  %5 = ftof %tile_20  : tile<128xf64> -> tile<128xf16> loc(#loc29)
  %pview_24 = make_partition_view %tview_15 : partition_view<tile=(128), tensor_view<?xf16, strides=[?]>> loc(#loc26)
  %6 = store_view_tko weak %5, %pview_24[%blockId_x] token = %0 : tile<128xf16>, partition_view<tile=(128), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token loc(#loc26)
  return loc(#loc12)
} loc(#loc13)
#di_file = #cuda_tile.di_file<"cast_narrow_floats.py" in "xtask/python/kernels">
#di_file1 = #cuda_tile.di_file<"_stub.py" in "cuda/tile">
#loc = loc("xtask/python/kernels/cast_narrow_floats.py":10:0)
#loc1 = loc("xtask/python/kernels/cast_narrow_floats.py":11:10)
#loc2 = loc("xtask/python/kernels/cast_narrow_floats.py":12:9)
#loc3 = loc("xtask/python/kernels/cast_narrow_floats.py":13:9)
#loc4 = loc("xtask/python/kernels/cast_narrow_floats.py":14:9)
#loc5 = loc("cuda/tile/_stub.py":678:15)
#loc6 = loc("xtask/python/kernels/cast_narrow_floats.py":15:37)
#loc7 = loc("xtask/python/kernels/cast_narrow_floats.py":15:4)
#loc8 = loc("xtask/python/kernels/cast_narrow_floats.py":16:37)
#loc9 = loc("xtask/python/kernels/cast_narrow_floats.py":16:4)
#loc10 = loc("xtask/python/kernels/cast_narrow_floats.py":17:37)
#loc11 = loc("xtask/python/kernels/cast_narrow_floats.py":17:4)
#loc12 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_compile_unit1 = #cuda_tile.di_compile_unit<file = #di_file1>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 9, name = "cast_narrow_floats", linkageName = "cast_narrow_floats_Kt2_A1f16_1l0_A1bf16_1l0_A1f64_1l0_A1bf16_1l0_A1f16_1l0_A1f16_1l0_I128", compileUnit = #di_compile_unit, scopeLine = 9>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s0", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram2 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s1", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram3 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s2", compileUnit = #di_compile_unit1, scopeLine = 676>
#loc13 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc5 in #di_subprogram1>
#loc19 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc5 in #di_subprogram2>
#loc22 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc5 in #di_subprogram3>
#loc25 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc27 = loc(callsite(#loc18 at #loc19))
#loc28 = loc(callsite(#loc21 at #loc22))
#loc29 = loc(callsite(#loc24 at #loc25))
