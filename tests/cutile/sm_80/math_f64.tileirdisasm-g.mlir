entry @math_f64_Kt2_A1f64_1l0_A1f64_1l0_A1f64_1l0_A1f64_1l0_A1f64_1l0_A1f64_1l0_A1f64_1l0_I64(%arg0: tile<ptr<f64>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f64>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f64>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f64>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<f64>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<f64>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<f64>>, %arg19: tile<i32>, %arg20: tile<i32>) optimization_hints=<sm_80 = {}> {
  %0 = make_token : token loc(#loc18)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc18)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc18)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf64, strides=[?]> loc(#loc18)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc18)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc18)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf64, strides=[?]> loc(#loc18)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc18)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc18)
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xf64, strides=[?]> loc(#loc18)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc18)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc18)
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xf64, strides=[?]> loc(#loc18)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc18)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc18)
  %tview_12 = make_tensor_view %arg12, shape = [%assume_10], strides = [%assume_11] : tile<i32> -> tensor_view<?xf64, strides=[?]> loc(#loc18)
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc18)
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc18)
  %tview_15 = make_tensor_view %arg15, shape = [%assume_13], strides = [%assume_14] : tile<i32> -> tensor_view<?xf64, strides=[?]> loc(#loc18)
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32> loc(#loc18)
  %assume_17 = assume bounded<0, ?>, %arg20 : tile<i32> loc(#loc18)
  %tview_18 = make_tensor_view %arg18, shape = [%assume_16], strides = [%assume_17] : tile<i32> -> tensor_view<?xf64, strides=[?]> loc(#loc18)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc19)
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xf64, strides=[?]>> loc(#loc20)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(64), tensor_view<?xf64, strides=[?]>>, tile<i32> -> tile<64xf64>, token loc(#loc20)
  %1 = exp %tile  : tile<64xf64> loc(#loc21)
  %pview_19 = make_partition_view %tview_3 : partition_view<tile=(64), tensor_view<?xf64, strides=[?]>> loc(#loc22)
  %2 = store_view_tko weak %1, %pview_19[%blockId_x] token = %0 : tile<64xf64>, partition_view<tile=(64), tensor_view<?xf64, strides=[?]>>, tile<i32> -> token loc(#loc22)
  %3 = absf %tile : tile<64xf64> loc(#loc23)
  %4 = log %3 : tile<64xf64> loc(#loc24)
  %pview_20 = make_partition_view %tview_6 : partition_view<tile=(64), tensor_view<?xf64, strides=[?]>> loc(#loc25)
  %5 = store_view_tko weak %4, %pview_20[%blockId_x] token = %0 : tile<64xf64>, partition_view<tile=(64), tensor_view<?xf64, strides=[?]>>, tile<i32> -> token loc(#loc25)
  %cst_100_f64 = constant <f64: 1.000000e+02> : tile<f64> loc(#loc26)
  %reshape = reshape %cst_100_f64 : tile<f64> -> tile<1xf64> loc(#loc26)
  %bcast = broadcast %reshape : tile<1xf64> -> tile<64xf64> loc(#loc26)
  %6 = mulf %tile, %bcast  : tile<64xf64> loc(#loc26)
  %7 = sin %6 : tile<64xf64> loc(#loc27)
  %pview_21 = make_partition_view %tview_9 : partition_view<tile=(64), tensor_view<?xf64, strides=[?]>> loc(#loc28)
  %8 = store_view_tko weak %7, %pview_21[%blockId_x] token = %0 : tile<64xf64>, partition_view<tile=(64), tensor_view<?xf64, strides=[?]>>, tile<i32> -> token loc(#loc28)
  %9 = tanh %tile  : tile<64xf64> loc(#loc29)
  %pview_22 = make_partition_view %tview_12 : partition_view<tile=(64), tensor_view<?xf64, strides=[?]>> loc(#loc30)
  %10 = store_view_tko weak %9, %pview_22[%blockId_x] token = %0 : tile<64xf64>, partition_view<tile=(64), tensor_view<?xf64, strides=[?]>>, tile<i32> -> token loc(#loc30)
  %cst_3_f64 = constant <f64: 3.000000e+00> : tile<f64> loc(#loc31)
  %reshape_23 = reshape %cst_3_f64 : tile<f64> -> tile<1xf64> loc(#loc31)
  %bcast_24 = broadcast %reshape_23 : tile<1xf64> -> tile<64xf64> loc(#loc31)
  %11 = fpowf %tile, %bcast_24 : tile<64xf64> loc(#loc31)
  %pview_25 = make_partition_view %tview_15 : partition_view<tile=(64), tensor_view<?xf64, strides=[?]>> loc(#loc32)
  %12 = store_view_tko weak %11, %pview_25[%blockId_x] token = %0 : tile<64xf64>, partition_view<tile=(64), tensor_view<?xf64, strides=[?]>>, tile<i32> -> token loc(#loc32)
  %13 = absf %tile : tile<64xf64> loc(#loc33)
  %cst_f64 = constant <f64: 5.000000e-01> : tile<f64> loc(#loc33)
  %reshape_26 = reshape %cst_f64 : tile<f64> -> tile<1xf64> loc(#loc33)
  %bcast_27 = broadcast %reshape_26 : tile<1xf64> -> tile<64xf64> loc(#loc33)
  %14 = fpowf %13, %bcast_27 : tile<64xf64> loc(#loc33)
  %pview_28 = make_partition_view %tview_18 : partition_view<tile=(64), tensor_view<?xf64, strides=[?]>> loc(#loc34)
  %15 = store_view_tko weak %14, %pview_28[%blockId_x] token = %0 : tile<64xf64>, partition_view<tile=(64), tensor_view<?xf64, strides=[?]>>, tile<i32> -> token loc(#loc34)
  return loc(#loc17)
} loc(#loc18)
#di_file = #cuda_tile.di_file<"math_f64.py" in "xtask/python/kernels">
#loc = loc("xtask/python/kernels/math_f64.py":10:0)
#loc1 = loc("xtask/python/kernels/math_f64.py":11:10)
#loc2 = loc("xtask/python/kernels/math_f64.py":12:8)
#loc3 = loc("xtask/python/kernels/math_f64.py":13:35)
#loc4 = loc("xtask/python/kernels/math_f64.py":13:4)
#loc5 = loc("xtask/python/kernels/math_f64.py":14:42)
#loc6 = loc("xtask/python/kernels/math_f64.py":14:35)
#loc7 = loc("xtask/python/kernels/math_f64.py":14:4)
#loc8 = loc("xtask/python/kernels/math_f64.py":15:42)
#loc9 = loc("xtask/python/kernels/math_f64.py":15:35)
#loc10 = loc("xtask/python/kernels/math_f64.py":15:4)
#loc11 = loc("xtask/python/kernels/math_f64.py":16:36)
#loc12 = loc("xtask/python/kernels/math_f64.py":16:4)
#loc13 = loc("xtask/python/kernels/math_f64.py":17:36)
#loc14 = loc("xtask/python/kernels/math_f64.py":17:4)
#loc15 = loc("xtask/python/kernels/math_f64.py":18:36)
#loc16 = loc("xtask/python/kernels/math_f64.py":18:4)
#loc17 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 9, name = "math_f64", linkageName = "math_f64_Kt2_A1f64_1l0_A1f64_1l0_A1f64_1l0_A1f64_1l0_A1f64_1l0_A1f64_1l0_A1f64_1l0_I64", compileUnit = #di_compile_unit, scopeLine = 9>
#loc18 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
