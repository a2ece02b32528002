entry @ew_small_ints_Kt2_A1i8_1l0_A1i8_1l0_A1i16_1l0_A1i16_1l0_A1i8_1l0_A1i8_1l0_A1i16_1l0_I128(%arg0: tile<ptr<i8>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i8>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i16>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<i16>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<i8>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<i8>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<i16>>, %arg19: tile<i32>, %arg20: tile<i32>) optimization_hints=<sm_80 = {}> {
  %0 = make_token : token loc(#loc19)
  %cst_3_i16 = constant <i16: 3> : tile<128xi16> loc(#loc20)
  %cst_2_i16 = constant <i16: 2> : tile<128xi16> loc(#loc21)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc19)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc19)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi8, strides=[?]> loc(#loc19)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc19)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc19)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi8, strides=[?]> loc(#loc19)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc19)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc19)
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xi16, strides=[?]> loc(#loc19)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc19)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc19)
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xi16, strides=[?]> loc(#loc19)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc19)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc19)
  %tview_12 = make_tensor_view %arg12, shape = [%assume_10], strides = [%assume_11] : tile<i32> -> tensor_view<?xi8, strides=[?]> loc(#loc19)
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc19)
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc19)
  %tview_15 = make_tensor_view %arg15, shape = [%assume_13], strides = [%assume_14] : tile<i32> -> tensor_view<?xi8, strides=[?]> loc(#loc19)
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32> loc(#loc19)
  %assume_17 = assume bounded<0, ?>, %arg20 : tile<i32> loc(#loc19)
  %tview_18 = make_tensor_view %arg18, shape = [%assume_16], strides = [%assume_17] : tile<i32> -> tensor_view<?xi16, strides=[?]> loc(#loc19)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc22)
  %pview = make_partition_view %tview : partition_view<tile=(128), padding_value = zero, tensor_view<?xi8, strides=[?]>> loc(#loc23)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xi8, strides=[?]>>, tile<i32> -> tile<128xi8>, token loc(#loc23)
  %pview_19 = make_partition_view %tview_3 : partition_view<tile=(128), padding_value = zero, tensor_view<?xi8, strides=[?]>> loc(#loc24)
  %tile_20, %result_token_21 = load_view_tko weak %pview_19[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xi8, strides=[?]>>, tile<i32> -> tile<128xi8>, token loc(#loc24)
  %pview_22 = make_partition_view %tview_6 : partition_view<tile=(128), padding_value = zero, tensor_view<?xi16, strides=[?]>> loc(#loc25)
  %tile_23, %result_token_24 = load_view_tko weak %pview_22[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xi16, strides=[?]>>, tile<i32> -> tile<128xi16>, token loc(#loc25)
  %pview_25 = make_partition_view %tview_9 : partition_view<tile=(128), padding_value = zero, tensor_view<?xi16, strides=[?]>> loc(#loc26)
  %tile_26, %result_token_27 = load_view_tko weak %pview_25[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xi16, strides=[?]>>, tile<i32> -> tile<128xi16>, token loc(#loc26)
  %1 = addi %tile, %tile_20 : tile<128xi8> loc(#loc27)
  %pview_28 = make_partition_view %tview_12 : partition_view<tile=(128), tensor_view<?xi8, strides=[?]>> loc(#loc28)
  %2 = store_view_tko weak %1, %pview_28[%blockId_x] token = %0 : tile<128xi8>, partition_view<tile=(128), tensor_view<?xi8, strides=[?]>>, tile<i32> -> token loc(#loc28)
  %3 = muli %tile, %tile_20 : tile<128xi8> loc(#loc29)
  %4 = mini %tile, %tile_20 signed : tile<128xi8> loc(#loc30)
  %5 = maxi %3, %4 signed : tile<128xi8> loc(#loc31)
  %pview_29 = make_partition_view %tview_15 : partition_view<tile=(128), tensor_view<?xi8, strides=[?]>> loc(#loc32)
  %6 = store_view_tko weak %5, %pview_29[%blockId_x] token = %0 : tile<128xi8>, partition_view<tile=(128), tensor_view<?xi8, strides=[?]>>, tile<i32> -> token loc(#loc32)
  %7 = shli %tile_23, %cst_3_i16 : tile<128xi16> loc(#loc20)
  %8 = shri %tile_26, %cst_2_i16 signed : tile<128xi16> loc(#loc21)
  %9 = xori %7, %8 : tile<128xi16> loc(#loc33)
  %10 = andi %tile_23, %tile_26 : tile<128xi16> loc(#loc34)
  %11 = ori %9, %10 : tile<128xi16> loc(#loc35)
  %pview_30 = make_partition_view %tview_18 : partition_view<tile=(128), tensor_view<?xi16, strides=[?]>> loc(#loc36)
  %12 = store_view_tko weak %11, %pview_30[%blockId_x] token = %0 : tile<128xi16>, partition_view<tile=(128), tensor_view<?xi16, strides=[?]>>, tile<i32> -> token loc(#loc36)
  return loc(#loc18)
} loc(#loc19)
#di_file = #cuda_tile.di_file<"ew_small_ints.py" in "xtask/python/kernels">
#loc = loc("xtask/python/kernels/ew_small_ints.py":10:0)
#loc1 = loc("xtask/python/kernels/ew_small_ints.py":18:41)
#loc2 = loc("xtask/python/kernels/ew_small_ints.py":18:52)
#loc3 = loc("xtask/python/kernels/ew_small_ints.py":11:10)
#loc4 = loc("xtask/python/kernels/ew_small_ints.py":12:8)
#loc5 = loc("xtask/python/kernels/ew_small_ints.py":13:8)
#loc6 = loc("xtask/python/kernels/ew_small_ints.py":14:8)
#loc7 = loc("xtask/python/kernels/ew_small_ints.py":15:8)
#loc8 = loc("xtask/python/kernels/ew_small_ints.py":16:38)
#loc9 = loc("xtask/python/kernels/ew_small_ints.py":16:4)
#loc10 = loc("xtask/python/kernels/ew_small_ints.py":17:50)
#loc11 = loc("xtask/python/kernels/ew_small_ints.py":17:57)
#loc12 = loc("xtask/python/kernels/ew_small_ints.py":17:39)
#loc13 = loc("xtask/python/kernels/ew_small_ints.py":17:4)
#loc14 = loc("xtask/python/kernels/ew_small_ints.py":18:40)
#loc15 = loc("xtask/python/kernels/ew_small_ints.py":18:64)
#loc16 = loc("xtask/python/kernels/ew_small_ints.py":18:39)
#loc17 = loc("xtask/python/kernels/ew_small_ints.py":18:4)
#loc18 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 9, name = "ew_small_ints", linkageName = "ew_small_ints_Kt2_A1i8_1l0_A1i8_1l0_A1i16_1l0_A1i16_1l0_A1i8_1l0_A1i8_1l0_A1i16_1l0_I128", compileUnit = #di_compile_unit, scopeLine = 9>
#loc19 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
