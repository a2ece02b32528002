entry @ew_i64_divmod_Kt2_A1i64_1l0_A1i64_1l0_A1i64_1l0_A1i64_1l0_A1i64_1l0_I64(%arg0: tile<ptr<i64>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i64>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i64>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<i64>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<i64>>, %arg13: tile<i32>, %arg14: tile<i32>) optimization_hints=<sm_90 = {}> {
  %0 = make_token : token loc(#loc13)
  %cst_0_i64 = constant <i64: 0> : tile<64xi64> loc(#loc14)
  %cst_1_i64 = constant <i64: 1> : tile<64xi64> loc(#loc15)
  %cst_1000003_i64 = constant <i64: 1000003> : tile<64xi64> loc(#loc16)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc13)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc13)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi64, strides=[?]> loc(#loc13)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc13)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc13)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi64, strides=[?]> loc(#loc13)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc13)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc13)
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xi64, strides=[?]> loc(#loc13)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc13)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc13)
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xi64, strides=[?]> loc(#loc13)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc13)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc13)
  %tview_12 = make_tensor_view %arg12, shape = [%assume_10], strides = [%assume_11] : tile<i32> -> tensor_view<?xi64, strides=[?]> loc(#loc13)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc17)
  %pview = make_partition_view %tview : partition_view<tile=(64), padding_value = zero, tensor_view<?xi64, strides=[?]>> loc(#loc18)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi64, strides=[?]>>, tile<i32> -> tile<64xi64>, token loc(#loc18)
  %pview_13 = make_partition_view %tview_3 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi64, strides=[?]>> loc(#loc19)
  %tile_14, %result_token_15 = load_view_tko weak %pview_13[%blockId_x] token = %0 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi64, strides=[?]>>, tile<i32> -> tile<64xi64>, token loc(#loc19)
  %1 = cmpi equal %tile_14, %cst_0_i64, signed : tile<64xi64> -> tile<64xi1> loc(#loc14)
  %2 = select %1, %cst_1_i64, %tile_14 : tile<64xi1>, tile<64xi64> loc(#loc15)
  %3 = divi %tile, %2 signed rounding<negative_inf> : tile<64xi64> loc(#loc20)
  %pview_16 = make_partition_view %tview_6 : partition_view<tile=(64), tensor_view<?xi64, strides=[?]>> loc(#loc21)
  %4 = store_view_tko weak %3, %pview_16[%blockId_x] token = %0 : tile<64xi64>, partition_view<tile=(64), tensor_view<?xi64, strides=[?]>>, tile<i32> -> token loc(#loc21)
  %5 = remi %tile, %2 signed : tile<64xi64> loc(#loc22)
  %cst_0_i64_17 = constant <i64: 0> : tile<64xi64> loc(#loc22)
  %6 = cmpi less_than %5, %cst_0_i64_17, signed : tile<64xi64> -> tile<64xi1> loc(#loc22)
  %7 = cmpi less_than %2, %cst_0_i64_17, signed : tile<64xi64> -> tile<64xi1> loc(#loc22)
  %8 = xori %6, %7 : tile<64xi1> loc(#loc22)
  %9 = cmpi not_equal %5, %cst_0_i64_17, signed : tile<64xi64> -> tile<64xi1> loc(#loc22)
  %10 = andi %8, %9 : tile<64xi1> loc(#loc22)
  %11 = addi %5, %2 : tile<64xi64> loc(#loc22)
  %12 = select %10, %11, %5 : tile<64xi1>, tile<64xi64> loc(#loc22)
  %pview_18 = make_partition_view %tview_9 : partition_view<tile=(64), tensor_view<?xi64, strides=[?]>> loc(#loc23)
  %13 = store_view_tko weak %12, %pview_18[%blockId_x] token = %0 : tile<64xi64>, partition_view<tile=(64), tensor_view<?xi64, strides=[?]>>, tile<i32> -> token loc(#loc23)
  %14 = divi %tile, %2 signed rounding<positive_inf> : tile<64xi64> loc(#loc16)
  %15 = muli %14, %cst_1000003_i64 : tile<64xi64> loc(#loc16)
  %16 = subi %15, %tile : tile<64xi64> loc(#loc16)
  %pview_19 = make_partition_view %tview_12 : partition_view<tile=(64), tensor_view<?xi64, strides=[?]>> loc(#loc24)
  %17 = store_view_tko weak %16, %pview_19[%blockId_x] token = %0 : tile<64xi64>, partition_view<tile=(64), tensor_view<?xi64, strides=[?]>>, tile<i32> -> token loc(#loc24)
  return loc(#loc12)
} loc(#loc13)
#di_file = #cuda_tile.di_file<"ew_i64_divmod.py" in "xtask/python/kernels">
#loc = loc("xtask/python/kernels/ew_i64_divmod.py":11:0)
#loc1 = loc("xtask/python/kernels/ew_i64_divmod.py":15:17)
#loc2 = loc("xtask/python/kernels/ew_i64_divmod.py":15:8)
#loc3 = loc("xtask/python/kernels/ew_i64_divmod.py":18:35)
#loc4 = loc("xtask/python/kernels/ew_i64_divmod.py":12:10)
#loc5 = loc("xtask/python/kernels/ew_i64_divmod.py":13:8)
#loc6 = loc("xtask/python/kernels/ew_i64_divmod.py":14:8)
#loc7 = loc("xtask/python/kernels/ew_i64_divmod.py":16:35)
#loc8 = loc("xtask/python/kernels/ew_i64_divmod.py":16:4)
#loc9 = loc("xtask/python/kernels/ew_i64_divmod.py":17:35)
#loc10 = loc("xtask/python/kernels/ew_i64_divmod.py":17:4)
#loc11 = loc("xtask/python/kernels/ew_i64_divmod.py":18:4)
#loc12 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 10, name = "ew_i64_divmod", linkageName = "ew_i64_divmod_Kt2_A1i64_1l0_A1i64_1l0_A1i64_1l0_A1i64_1l0_A1i64_1l0_I64", compileUnit = #di_compile_unit, scopeLine = 10>
#loc13 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
