entry @int_abs_neg_Kt2_A1i32_1l0_A1i8_1l0_A1i32_1l0_A1i8_1l0_A1i32_1l0_I64(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i8>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i32>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<i8>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<i32>>, %arg13: tile<i32>, %arg14: tile<i32>) optimization_hints=<sm_80 = {}> {
  %0 = make_token : token loc(#loc14)
  %cst_3_i32 = constant <i32: 3> : tile<64xi32> loc(#loc15)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc14)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc14)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc14)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc14)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc14)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi8, strides=[?]> loc(#loc14)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc14)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc14)
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc14)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc14)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc14)
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xi8, strides=[?]> loc(#loc14)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc14)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc14)
  %tview_12 = make_tensor_view %arg12, shape = [%assume_10], strides = [%assume_11] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc14)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc16)
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xi32, strides=[?]>> loc(#loc17)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(64), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<64xi32>, token loc(#loc17)
  %pview_13 = make_partition_view %tview_3 : partition_view<tile=(64), tensor_view<?xi8, strides=[?]>> loc(#loc18)
  %tile_14, %result_token_15 = load_view_tko weak %pview_13[%blockId_x] token = %0 : partition_view<tile=(64), tensor_view<?xi8, strides=[?]>>, tile<i32> -> tile<64xi8>, token loc(#loc18)
  %1 = absi %tile : tile<64xi32> loc(#loc19)
  %2 = negi %tile : tile<64xi32> loc(#loc20)
  %3 = divi %2, %cst_3_i32 signed rounding<negative_inf> : tile<64xi32> loc(#loc15)
  %4 = subi %1, %3 : tile<64xi32> loc(#loc19)
  %pview_16 = make_partition_view %tview_6 : partition_view<tile=(64), tensor_view<?xi32, strides=[?]>> loc(#loc21)
  %5 = store_view_tko weak %4, %pview_16[%blockId_x] token = %0 : tile<64xi32>, partition_view<tile=(64), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc21)
  %6 = absi %tile_14 : tile<64xi8> loc(#loc22)
  %7 = negi %tile_14 : tile<64xi8> loc(#loc23)
  %8 = xori %6, %7 : tile<64xi8> loc(#loc22)
  %pview_17 = make_partition_view %tview_9 : partition_view<tile=(64), tensor_view<?xi8, strides=[?]>> loc(#loc24)
  %9 = store_view_tko weak %8, %pview_17[%blockId_x] token = %0 : tile<64xi8>, partition_view<tile=(64), tensor_view<?xi8, strides=[?]>>, tile<i32> -> token loc(#loc24)
  %reshape = reshape %assume : tile<i32> -> tile<1xi32> loc(#loc25)
  %pview_18 = make_partition_view %tview_12 : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>> loc(#loc26)
  %10 = store_view_tko weak %reshape, %pview_18[%blockId_x] token = %0 : tile<1xi32>, partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc26)
  return loc(#loc13)
} loc(#loc14)
#di_file = #cuda_tile.di_file<"int_abs_neg.py" in "xtask/python/kernels">
#loc = loc("xtask/python/kernels/int_abs_neg.py":10:0)
#loc1 = loc("xtask/python/kernels/int_abs_neg.py":14:49)
#loc2 = loc("xtask/python/kernels/int_abs_neg.py":11:10)
#loc3 = loc("xtask/python/kernels/int_abs_neg.py":12:8)
#loc4 = loc("xtask/python/kernels/int_abs_neg.py":13:8)
#loc5 = loc("xtask/python/kernels/int_abs_neg.py":14:37)
#loc6 = loc("xtask/python/kernels/int_abs_neg.py":14:50)
#loc7 = loc("xtask/python/kernels/int_abs_neg.py":14:4)
#loc8 = loc("xtask/python/kernels/int_abs_neg.py":15:39)
#loc9 = loc("xtask/python/kernels/int_abs_neg.py":15:51)
#loc10 = loc("xtask/python/kernels/int_abs_neg.py":15:4)
#loc11 = loc("xtask/python/kernels/int_abs_neg.py":16:40)
#loc12 = loc("xtask/python/kernels/int_abs_neg.py":16:4)
#loc13 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 9, name = "int_abs_neg", linkageName = "int_abs_neg_Kt2_A1i32_1l0_A1i8_1l0_A1i32_1l0_A1i8_1l0_A1i32_1l0_I64", compileUnit = #di_compile_unit, scopeLine = 9>
#loc14 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
