entry @cast_ints_Kt2_A1i32_1l0_A1i8_1l0_A1u8_1l0_A1u32_1l0_A1i8_1l0_A1u16_1l0_A1i64_1l0_A1i64_1l0_A1i64_1l0_I128(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i8>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i8>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<i32>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<i8>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<i16>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<i64>>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<ptr<i64>>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<ptr<i64>>, %arg25: tile<i32>, %arg26: tile<i32>) optimization_hints=<sm_90 = {}> {
  %0 = make_token : token loc(#loc19)
  %cst_1000000007_i64 = constant <i64: 1000000007> : tile<128xi64> loc(#loc20)
  %cst_1000000007_i64_0 = constant <i64: 1000000007> : tile<128xi64> loc(#loc21)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc19)
  %assume_1 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc19)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_1] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc19)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc19)
  %assume_3 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc19)
  %tview_4 = make_tensor_view %arg3, shape = [%assume_2], strides = [%assume_3] : tile<i32> -> tensor_view<?xi8, strides=[?]> loc(#loc19)
  %assume_5 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc19)
  %assume_6 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc19)
  %tview_7 = make_tensor_view %arg6, shape = [%assume_5], strides = [%assume_6] : tile<i32> -> tensor_view<?xi8, strides=[?]> loc(#loc19)
  %assume_8 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc19)
  %assume_9 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc19)
  %tview_10 = make_tensor_view %arg9, shape = [%assume_8], strides = [%assume_9] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc19)
  %assume_11 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc19)
  %assume_12 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc19)
  %tview_13 = make_tensor_view %arg12, shape = [%assume_11], strides = [%assume_12] : tile<i32> -> tensor_view<?xi8, strides=[?]> loc(#loc19)
  %assume_14 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc19)
  %assume_15 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc19)
  %tview_16 = make_tensor_view %arg15, shape = [%assume_14], strides = [%assume_15] : tile<i32> -> tensor_view<?xi16, strides=[?]> loc(#loc19)
  %assume_17 = assume bounded<0, ?>, %arg19 : tile<i32> loc(#loc19)
  %assume_18 = assume bounded<0, ?>, %arg20 : tile<i32> loc(#loc19)
  %tview_19 = make_tensor_view %arg18, shape = [%assume_17], strides = [%assume_18] : tile<i32> -> tensor_view<?xi64, strides=[?]> loc(#loc19)
  %assume_20 = assume bounded<0, ?>, %arg22 : tile<i32> loc(#loc19)
  %assume_21 = assume bounded<0, ?>, %arg23 : tile<i32> loc(#loc19)
  %tview_22 = make_tensor_view %arg21, shape = [%assume_20], strides = [%assume_21] : tile<i32> -> tensor_view<?xi64, strides=[?]> loc(#loc19)
  %assume_23 = assume bounded<0, ?>, %arg25 : tile<i32> loc(#loc19)
  %assume_24 = assume bounded<0, ?>, %arg26 : tile<i32> loc(#loc19)
  %tview_25 = make_tensor_view %arg24, shape = [%assume_23], strides = [%assume_24] : tile<i32> -> tensor_view<?xi64, strides=[?]> loc(#loc19)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc22)
  %pview = make_partition_view %tview : partition_view<tile=(128), padding_value = zero, tensor_view<?xi32, strides=[?]>> loc(#loc23)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<128xi32>, token loc(#loc23)
  %pview_26 = make_partition_view %tview_4 : partition_view<tile=(128), padding_value = zero, tensor_view<?xi8, strides=[?]>> loc(#loc24)
  %tile_27, %result_token_28 = load_view_tko weak %pview_26[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xi8, strides=[?]>>, tile<i32> -> tile<128xi8>, token loc(#loc24)
  %pview_29 = make_partition_view %tview_7 : partition_view<tile=(128), padding_value = zero, tensor_view<?xi8, strides=[?]>> loc(#loc25)
  %tile_30, %result_token_31 = load_view_tko weak %pview_29[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xi8, strides=[?]>>, tile<i32> -> tile<128xi8>, token loc(#loc25)
  %pview_32 = make_partition_view %tview_10 : partition_view<tile=(128), padding_value = zero, tensor_view<?xi32, strides=[?]>> loc(#loc26)
  %tile_33, %result_token_34 = load_view_tko weak %pview_32[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<128xi32>, token loc(#loc26)
  %1 = trunci %tile : tile<128xi32> -> tile<128xi8> loc(#loc43)
  %pview_35 = make_partition_view %tview_13 : partition_view<tile=(128), tensor_view<?xi8, strides=[?]>> loc(#loc29)
  %2 = store_view_tko weak %1, %pview_35[%blockId_x] token = %0 : tile<128xi8>, partition_view<tile=(128), tensor_view<?xi8, strides=[?]>>, tile<i32> -> token loc(#loc29)
  %3 = trunci %tile : tile<128xi32> -> tile<128xi16> loc(#loc44)
  %pview_36 = make_partition_view %tview_16 : partition_view<tile=(128), tensor_view<?xi16, strides=[?]>> loc(#loc32)
  %4 = store_view_tko weak %3, %pview_36[%blockId_x] token = %0 : tile<128xi16>, partition_view<tile=(128), tensor_view<?xi16, strides=[?]>>, tile<i32> -> token loc(#loc32)
  %5 = exti %tile_27 signed : tile<128xi8> -> tile<128xi64> loc(#loc45)
  %6 = muli %5, %cst_1000000007_i64 : tile<128xi64> loc(#loc20)
  %pview_37 = make_partition_view %tview_19 : partition_view<tile=(128), tensor_view<?xi64, strides=[?]>> loc(#loc34)
  %7 = store_view_tko weak %6, %pview_37[%blockId_x] token = %0 : tile<128xi64>, partition_view<tile=(128), tensor_view<?xi64, strides=[?]>>, tile<i32> -> token loc(#loc34)
  %8 = exti %tile_30 unsigned : tile<128xi8> -> tile<128xi64> loc(#loc46)
  %9 = muli %8, %cst_1000000007_i64_0 : tile<128xi64> loc(#loc21)
  %pview_38 = make_partition_view %tview_22 : partition_view<tile=(128), tensor_view<?xi64, strides=[?]>> loc(#loc36)
  %10 = store_view_tko weak %9, %pview_38[%blockId_x] token = %0 : tile<128xi64>, partition_view<tile=(128), tensor_view<?xi64, strides=[?]>>, tile<i32> -> token loc(#loc36)
  %11 = exti %tile_33 unsigned : tile<128xi32> -> tile<128xi64> loc(#loc47)
  %12 = trunci %tile_33 : tile<128xi32> -> tile<128xi16> loc(#loc48)
  %13 = exti %12 signed : tile<128xi16> -> tile<128xi64> loc(#loc49)
  %14 = addi %11, %13 : tile<128xi64> loc(#loc38)
  %pview_39 = make_partition_view %tview_25 : partition_view<tile=(128), tensor_view<?xi64, strides=[?]>> loc(#loc42)
  %15 = store_view_tko weak %14, %pview_39[%blockId_x] token = %0 : tile<128xi64>, partition_view<tile=(128), tensor_view<?xi64, strides=[?]>>, tile<i32> -> token loc(#loc42)
  return loc(#loc18)
} loc(#loc19)
#di_file = #cuda_tile.di_file<"cast_ints.py" in "xtask/python/kernels">
#di_file1 = #cuda_tile.di_file<"_stub.py" in "cuda/tile">
#loc = loc("xtask/python/kernels/cast_ints.py":10:0)
#loc1 = loc("xtask/python/kernels/cast_ints.py":18:41)
#loc2 = loc("xtask/python/kernels/cast_ints.py":19:41)
#loc3 = loc("xtask/python/kernels/cast_ints.py":11:10)
#loc4 = loc("xtask/python/kernels/cast_ints.py":12:8)
#loc5 = loc("xtask/python/kernels/cast_ints.py":13:8)
#loc6 = loc("xtask/python/kernels/cast_ints.py":14:8)
#loc7 = loc("xtask/python/kernels/cast_ints.py":15:8)
#loc8 = loc("cuda/tile/_stub.py":678:15)
#loc9 = loc("xtask/python/kernels/cast_ints.py":16:39)
#loc10 = loc("xtask/python/kernels/cast_ints.py":16:4)
#loc11 = loc("xtask/python/kernels/cast_ints.py":17:40)
#loc12 = loc("xtask/python/kernels/cast_ints.py":17:4)
#loc13 = loc("xtask/python/kernels/cast_ints.py":18:4)
#loc14 = loc("xtask/python/kernels/cast_ints.py":19:4)
#loc15 = loc("xtask/python/kernels/cast_ints.py":20:42)
#loc16 = loc("xtask/python/kernels/cast_ints.py":20:63)
#loc17 = loc("xtask/python/kernels/cast_ints.py":20:4)
#loc18 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_compile_unit1 = #cuda_tile.di_compile_unit<file = #di_file1>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 9, name = "cast_ints", linkageName = "cast_ints_Kt2_A1i32_1l0_A1i8_1l0_A1u8_1l0_A1u32_1l0_A1i8_1l0_A1u16_1l0_A1i64_1l0_A1i64_1l0_A1i64_1l0_I128", compileUnit = #di_compile_unit, scopeLine = 9>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s0", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram2 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s1", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram3 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s2", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram4 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s3", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram5 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s4", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram6 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s5", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram7 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s6", compileUnit = #di_compile_unit1, scopeLine = 676>
#loc19 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc8 in #di_subprogram1>
#loc28 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc8 in #di_subprogram2>
#loc31 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc8 in #di_subprogram3>
#loc34 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc8 in #di_subprogram4>
#loc36 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc37 = #cuda_tile.di_loc<#loc8 in #di_subprogram5>
#loc38 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc39 = #cuda_tile.di_loc<#loc8 in #di_subprogram6>
#loc40 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc41 = #cuda_tile.di_loc<#loc8 in #di_subprogram7>
#loc42 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc43 = loc(callsite(#loc27 at #loc28))
#loc44 = loc(callsite(#loc30 at #loc31))
#loc45 = loc(callsite(#loc33 at #loc20))
#loc46 = loc(callsite(#loc35 at #loc21))
#loc47 = loc(callsite(#loc37 at #loc38))
#loc48 = loc(callsite(#loc39 at #loc40))
#loc49 = loc(callsite(#loc41 at #loc40))
