entry @ew_f16_Kt2_A1f16_1l0_A1f16_1l0_A1f16_1l0_A1f16_1l0_A1f16_1l0_I128(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f16>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f16>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<f16>>, %arg13: tile<i32>, %arg14: tile<i32>) optimization_hints=<sm_80 = {}> {
  %0 = make_token : token loc(#loc17)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc17)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc17)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf16, strides=[?]> loc(#loc17)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc17)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc17)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf16, strides=[?]> loc(#loc17)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc17)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc17)
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xf16, strides=[?]> loc(#loc17)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc17)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc17)
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xf16, strides=[?]> loc(#loc17)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc17)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc17)
  %tview_12 = make_tensor_view %arg12, shape = [%assume_10], strides = [%assume_11] : tile<i32> -> tensor_view<?xf16, strides=[?]> loc(#loc17)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc18)
  %pview = make_partition_view %tview : partition_view<tile=(128), padding_value = zero, tensor_view<?xf16, strides=[?]>> loc(#loc19)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf16, strides=[?]>>, tile<i32> -> tile<128xf16>, token loc(#loc19)
  %pview_13 = make_partition_view %tview_3 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf16, strides=[?]>> loc(#loc20)
  %tile_14, %result_token_15 = load_view_tko weak %pview_13[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf16, strides=[?]>>, tile<i32> -> tile<128xf16>, token loc(#loc20)
  %1 = subf %tile, %tile_14  : tile<128xf16> loc(#loc21)
  %2 = addf %tile, %tile_14  : tile<128xf16> loc(#loc22)
  %3 = negf %tile : tile<128xf16> loc(#loc23)
  %4 = fma %1, %2, %3  : tile<128xf16> loc(#loc23)
  %pview_16 = make_partition_view %tview_6 : partition_view<tile=(128), tensor_view<?xf16, strides=[?]>> loc(#loc24)
  %5 = store_view_tko weak %4, %pview_16[%blockId_x] token = %0 : tile<128xf16>, partition_view<tile=(128), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token loc(#loc24)
  %6 = absf %tile_14 : tile<128xf16> loc(#loc25)
  %cst_1_f16 = constant <f16: 1.000000e+00> : tile<f16> loc(#loc25)
  %reshape = reshape %cst_1_f16 : tile<f16> -> tile<1xf16> loc(#loc25)
  %bcast = broadcast %reshape : tile<1xf16> -> tile<128xf16> loc(#loc25)
  %7 = addf %6, %bcast  : tile<128xf16> loc(#loc25)
  %8 = divf %tile, %7  : tile<128xf16> loc(#loc26)
  %pview_17 = make_partition_view %tview_9 : partition_view<tile=(128), tensor_view<?xf16, strides=[?]>> loc(#loc27)
  %9 = store_view_tko weak %8, %pview_17[%blockId_x] token = %0 : tile<128xf16>, partition_view<tile=(128), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token loc(#loc27)
  %10 = absf %tile_14 : tile<128xf16> loc(#loc28)
  %11 = negf %10 : tile<128xf16> loc(#loc29)
  %12 = maxf %tile, %11 : tile<128xf16> loc(#loc30)
  %13 = minf %12, %10 : tile<128xf16> loc(#loc31)
  %pview_18 = make_partition_view %tview_12 : partition_view<tile=(128), tensor_view<?xf16, strides=[?]>> loc(#loc32)
  %14 = store_view_tko weak %13, %pview_18[%blockId_x] token = %0 : tile<128xf16>, partition_view<tile=(128), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token loc(#loc32)
  return loc(#loc16)
} loc(#loc17)
#di_file = #cuda_tile.di_file<"ew_f16.py" in "xtask/python/kernels">
#loc = loc("xtask/python/kernels/ew_f16.py":10:0)
#loc1 = loc("xtask/python/kernels/ew_f16.py":11:10)
#loc2 = loc("xtask/python/kernels/ew_f16.py":12:8)
#loc3 = loc("xtask/python/kernels/ew_f16.py":13:8)
#loc4 = loc("xtask/python/kernels/ew_f16.py":14:39)
#loc5 = loc("xtask/python/kernels/ew_f16.py":14:49)
#loc6 = loc("xtask/python/kernels/ew_f16.py":14:38)
#loc7 = loc("xtask/python/kernels/ew_f16.py":14:4)
#loc8 = loc("xtask/python/kernels/ew_f16.py":15:43)
#loc9 = loc("xtask/python/kernels/ew_f16.py":15:38)
#loc10 = loc("xtask/python/kernels/ew_f16.py":15:4)
#loc11 = loc("xtask/python/kernels/ew_f16.py":16:12)
#loc12 = loc("xtask/python/kernels/ew_f16.py":17:64)
#loc13 = loc("xtask/python/kernels/ew_f16.py":17:50)
#loc14 = loc("xtask/python/kernels/ew_f16.py":17:39)
#loc15 = loc("xtask/python/kernels/ew_f16.py":17:4)
#loc16 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 9, name = "ew_f16", linkageName = "ew_f16_Kt2_A1f16_1l0_A1f16_1l0_A1f16_1l0_A1f16_1l0_A1f16_1l0_I128", compileUnit = #di_compile_unit, scopeLine = 9>
#loc17 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
