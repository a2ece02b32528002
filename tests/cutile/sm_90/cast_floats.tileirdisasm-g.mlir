entry @cast_floats_Kt2_A1f32_1l0_A1f16_1l0_A1bf16_1l0_A1f32_1l0_A1f32_1l0_I128(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<bf16>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f32>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<f32>>, %arg13: tile<i32>, %arg14: tile<i32>) optimization_hints=<sm_90 = {}> {
  %0 = make_token : token loc(#loc15)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc15)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc15)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc15)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc15)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc15)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf16, strides=[?]> loc(#loc15)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc15)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc15)
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xbf16, strides=[?]> loc(#loc15)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc15)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc15)
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc15)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc15)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc15)
  %tview_12 = make_tensor_view %arg12, shape = [%assume_10], strides = [%assume_11] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc15)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc16)
  %pview = make_partition_view %tview : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[?]>> loc(#loc17)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<128xf32>, token loc(#loc17)
  %1 = ftof %tile  : tile<128xf32> -> tile<128xf16> loc(#loc34)
  %pview_13 = make_partition_view %tview_3 : partition_view<tile=(128), tensor_view<?xf16, strides=[?]>> loc(#loc20)
  %2 = store_view_tko weak %1, %pview_13[%blockId_x] token = %0 : tile<128xf16>, partition_view<tile=(128), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token loc(#loc20)
  %3 = ftof %tile  : tile<128xf32> -> tile<128xbf16> loc(#loc35)
  %pview_14 = make_partition_view %tview_6 : partition_view<tile=(128), tensor_view<?xbf16, strides=[?]>> loc(#loc23)
  %4 = store_view_tko weak %3, %pview_14[%blockId_x] token = %0 : tile<128xbf16>, partition_view<tile=(128), tensor_view<?xbf16, strides=[?]>>, tile<i32> -> token loc(#loc23)
  %5 = ftof %tile  : tile<128xf32> -> tile<128xtf32> loc(#loc36)
  %6 = ftof %5  : tile<128xtf32> -> tile<128xf32> loc(#loc37)
  %pview_15 = make_partition_view %tview_9 : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>> loc(#loc27)
  %7 = store_view_tko weak %6, %pview_15[%blockId_x] token = %0 : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc27)
  %8 = ftof %tile  : tile<128xf32> -> tile<128xf64> loc(#loc38)
  %9 = mulf %8, %8  : tile<128xf64> loc(#loc30)
  %10 = ftof %9  : tile<128xf64> -> tile<128xf32> loc(#loc39)
  %pview_16 = make_partition_view %tview_12 : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>> loc(#loc33)
  %11 = store_view_tko weak %10, %pview_16[%blockId_x] token = %0 : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc33)
  return loc(#loc14)
} loc(#loc15)
#di_file = #cuda_tile.di_file<"cast_floats.py" in "xtask/python/kernels">
#di_file1 = #cuda_tile.di_file<"_stub.py" in "cuda/tile">
#loc = loc("xtask/python/kernels/cast_floats.py":11:0)
#loc1 = loc("xtask/python/kernels/cast_floats.py":12:10)
#loc2 = loc("xtask/python/kernels/cast_floats.py":13:8)
#loc3 = loc("cuda/tile/_stub.py":678:15)
#loc4 = loc("xtask/python/kernels/cast_floats.py":14:35)
#loc5 = loc("xtask/python/kernels/cast_floats.py":14:4)
#loc6 = loc("xtask/python/kernels/cast_floats.py":15:35)
#loc7 = loc("xtask/python/kernels/cast_floats.py":15:4)
#loc8 = loc("xtask/python/kernels/cast_floats.py":16:35)
#loc9 = loc("xtask/python/kernels/cast_floats.py":16:4)
#loc10 = loc("xtask/python/kernels/cast_floats.py":17:11)
#loc11 = loc("xtask/python/kernels/cast_floats.py":18:36)
#loc12 = loc("xtask/python/kernels/cast_floats.py":18:35)
#loc13 = loc("xtask/python/kernels/cast_floats.py":18:4)
#loc14 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_compile_unit1 = #cuda_tile.di_compile_unit<file = #di_file1>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 10, name = "cast_floats", linkageName = "cast_floats_Kt2_A1f32_1l0_A1f16_1l0_A1bf16_1l0_A1f32_1l0_A1f32_1l0_I128", compileUnit = #di_compile_unit, scopeLine = 10>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s0", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram2 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s1", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram3 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s2", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram4 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s3", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram5 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s4", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram6 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s5", compileUnit = #di_compile_unit1, scopeLine = 676>
#loc15 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc3 in #di_subprogram1>
#loc19 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc3 in #di_subprogram2>
#loc22 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc3 in #di_subprogram3>
#loc25 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc3 in #di_subprogram4>
#loc27 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc3 in #di_subprogram5>
#loc29 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc3 in #di_subprogram6>
#loc32 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc34 = loc(callsite(#loc18 at #loc19))
#loc35 = loc(callsite(#loc21 at #loc22))
#loc36 = loc(callsite(#loc24 at #loc25))
#loc37 = loc(callsite(#loc26 at #loc25))
#loc38 = loc(callsite(#loc28 at #loc29))
#loc39 = loc(callsite(#loc31 at #loc32))
