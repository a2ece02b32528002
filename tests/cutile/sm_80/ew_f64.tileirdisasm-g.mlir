entry @ew_f64_Kt2_A1f64_1l0_A1f64_1l0_A1f64_1l0_A1f64_1l0_A1f64_1l0_I64(%arg0: tile<ptr<f64>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f64>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f64>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f64>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<f64>>, %arg13: tile<i32>, %arg14: tile<i32>) optimization_hints=<sm_80 = {}> {
  %0 = make_token : token loc(#loc14)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc14)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc14)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf64, strides=[?]> loc(#loc14)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc14)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc14)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf64, strides=[?]> loc(#loc14)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc14)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc14)
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xf64, strides=[?]> loc(#loc14)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc14)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc14)
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xf64, strides=[?]> loc(#loc14)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc14)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc14)
  %tview_12 = make_tensor_view %arg12, shape = [%assume_10], strides = [%assume_11] : tile<i32> -> tensor_view<?xf64, strides=[?]> loc(#loc14)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc15)
  %pview = make_partition_view %tview : partition_view<tile=(64), padding_value = zero, tensor_view<?xf64, strides=[?]>> loc(#loc16)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(64), padding_value = zero, tensor_view<?xf64, strides=[?]>>, tile<i32> -> tile<64xf64>, token loc(#loc16)
  %pview_13 = make_partition_view %tview_3 : partition_view<tile=(64), padding_value = zero, tensor_view<?xf64, strides=[?]>> loc(#loc17)
  %tile_14, %result_token_15 = load_view_tko weak %pview_13[%blockId_x] token = %0 : partition_view<tile=(64), padding_value = zero, tensor_view<?xf64, strides=[?]>>, tile<i32> -> tile<64xf64>, token loc(#loc17)
  %1 = mulf %tile_14, %tile_14  : tile<64xf64> loc(#loc18)
  %2 = fma %tile, %tile, %1  : tile<64xf64> loc(#loc19)
  %3 = sqrt %2  : tile<64xf64> loc(#loc20)
  %pview_16 = make_partition_view %tview_6 : partition_view<tile=(64), tensor_view<?xf64, strides=[?]>> loc(#loc21)
  %4 = store_view_tko weak %3, %pview_16[%blockId_x] token = %0 : tile<64xf64>, partition_view<tile=(64), tensor_view<?xf64, strides=[?]>>, tile<i32> -> token loc(#loc21)
  %5 = divf %tile, %tile_14  : tile<64xf64> loc(#loc22)
  %pview_17 = make_partition_view %tview_9 : partition_view<tile=(64), tensor_view<?xf64, strides=[?]>> loc(#loc23)
  %6 = store_view_tko weak %5, %pview_17[%blockId_x] token = %0 : tile<64xf64>, partition_view<tile=(64), tensor_view<?xf64, strides=[?]>>, tile<i32> -> token loc(#loc23)
  %7 = floor %tile : tile<64xf64> loc(#loc24)
  %8 = ceil %tile_14 : tile<64xf64> loc(#loc25)
  %9 = addf %7, %8  : tile<64xf64> loc(#loc24)
  %pview_18 = make_partition_view %tview_12 : partition_view<tile=(64), tensor_view<?xf64, strides=[?]>> loc(#loc26)
  %10 = store_view_tko weak %9, %pview_18[%blockId_x] token = %0 : tile<64xf64>, partition_view<tile=(64), tensor_view<?xf64, strides=[?]>>, tile<i32> -> token loc(#loc26)
  return loc(#loc13)
} loc(#loc14)
#di_file = #cuda_tile.di_file<"ew_f64.py" in "xtask/python/kernels">
#loc = loc("xtask/python/kernels/ew_f64.py":9:0)
#loc1 = loc("xtask/python/kernels/ew_f64.py":10:10)
#loc2 = loc("xtask/python/kernels/ew_f64.py":11:8)
#loc3 = loc("xtask/python/kernels/ew_f64.py":12:8)
#loc4 = loc("xtask/python/kernels/ew_f64.py":13:53)
#loc5 = loc("xtask/python/kernels/ew_f64.py":13:45)
#loc6 = loc("xtask/python/kernels/ew_f64.py":13:37)
#loc7 = loc("xtask/python/kernels/ew_f64.py":13:4)
#loc8 = loc("xtask/python/kernels/ew_f64.py":14:38)
#loc9 = loc("xtask/python/kernels/ew_f64.py":14:4)
#loc10 = loc("xtask/python/kernels/ew_f64.py":15:41)
#loc11 = loc("xtask/python/kernels/ew_f64.py":15:55)
#loc12 = loc("xtask/python/kernels/ew_f64.py":15:4)
#loc13 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 8, name = "ew_f64", linkageName = "ew_f64_Kt2_A1f64_1l0_A1f64_1l0_A1f64_1l0_A1f64_1l0_A1f64_1l0_I64", compileUnit = #di_compile_unit, scopeLine = 8>
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
