entry @scan_axes_Kt2_A2f32_3l0_A2i32_3l0_A2f32_3l0_A2i32_3l0_A2f32_3l0_I16_I32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<i32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f32>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<i32>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<ptr<f32>>, %arg21: tile<i32>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>) optimization_hints=<sm_80 = {}> {
  %0 = make_token : token loc(#loc20)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc20)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc20)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc20)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc20)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc20)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc20)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc20)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc20)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc20)
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xi32, strides=[?,?]> loc(#loc20)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc20)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc20)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc20)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc20)
  %tview_12 = make_tensor_view %arg10, shape = [%assume_8, %assume_9], strides = [%assume_10, %assume_11] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc20)
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc20)
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc20)
  %assume_15 = assume bounded<0, ?>, %arg18 : tile<i32> loc(#loc20)
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32> loc(#loc20)
  %tview_17 = make_tensor_view %arg15, shape = [%assume_13, %assume_14], strides = [%assume_15, %assume_16] : tile<i32> -> tensor_view<?x?xi32, strides=[?,?]> loc(#loc20)
  %assume_18 = assume bounded<0, ?>, %arg21 : tile<i32> loc(#loc20)
  %assume_19 = assume bounded<0, ?>, %arg22 : tile<i32> loc(#loc20)
  %assume_20 = assume bounded<0, ?>, %arg23 : tile<i32> loc(#loc20)
  %assume_21 = assume bounded<0, ?>, %arg24 : tile<i32> loc(#loc20)
  %tview_22 = make_tensor_view %arg20, shape = [%assume_18, %assume_19], strides = [%assume_20, %assume_21] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc20)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc21)
  %cst_0_i32_23 = constant <i32: 0> : tile<i32> loc(#loc22)
  %pview = make_partition_view %tview : partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc23)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_23] token = %0 : partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<16x32xf32>, token loc(#loc23)
  %cst_0_i32_24 = constant <i32: 0> : tile<i32> loc(#loc24)
  %cst_0_i32_25 = constant <i32: 0> : tile<i32> loc(#loc25)
  %1 = scan %tile dim=0 reverse=false identities=[0.000000e+00 : f32] : tile<16x32xf32> -> tile<16x32xf32> 
  (%arg25: tile<f32>, %arg26: tile<f32>) {
    %7 = addf %arg25, %arg26  : tile<f32> loc(#loc26)
    yield %7 : tile<f32> loc(#loc26)
  } loc(#loc26)
  %pview_26 = make_partition_view %tview_12 : partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc27)
  %2 = store_view_tko weak %1, %pview_26[%cst_0_i32_24, %cst_0_i32_25] token = %0 : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token loc(#loc27)
  %cst_0_i32_27 = constant <i32: 0> : tile<i32> loc(#loc28)
  %cst_0_i32_28 = constant <i32: 0> : tile<i32> loc(#loc29)
  %3 = scan %tile dim=1 reverse=true identities=[0.000000e+00 : f32] : tile<16x32xf32> -> tile<16x32xf32> 
  (%arg25: tile<f32>, %arg26: tile<f32>) {
    %7 = addf %arg25, %arg26  : tile<f32> loc(#loc30)
    yield %7 : tile<f32> loc(#loc30)
  } loc(#loc30)
  %pview_29 = make_partition_view %tview_22 : partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc31)
  %4 = store_view_tko weak %3, %pview_29[%cst_0_i32_27, %cst_0_i32_28] token = %0 : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token loc(#loc31)
  %cst_0_i32_30 = constant <i32: 0> : tile<i32> loc(#loc32)
  %cst_0_i32_31 = constant <i32: 0> : tile<i32> loc(#loc33)
  %pview_32 = make_partition_view %tview_7 : partition_view<tile=(16x32), tensor_view<?x?xi32, strides=[?,?]>> loc(#loc34)
  %tile_33, %result_token_34 = load_view_tko weak %pview_32[%cst_0_i32_30, %cst_0_i32_31] token = %0 : partition_view<tile=(16x32), tensor_view<?x?xi32, strides=[?,?]>>, tile<i32> -> tile<16x32xi32>, token loc(#loc34)
  %cst_0_i32_35 = constant <i32: 0> : tile<i32> loc(#loc35)
  %cst_0_i32_36 = constant <i32: 0> : tile<i32> loc(#loc36)
  %5 = scan %tile_33 dim=1 reverse=false identities=[1 : i32] : tile<16x32xi32> -> tile<16x32xi32> 
  (%arg25: tile<i32>, %arg26: tile<i32>) {
    %7 = muli %arg25, %arg26 : tile<i32> loc(#loc37)
    yield %7 : tile<i32> loc(#loc37)
  } loc(#loc37)
  %pview_37 = make_partition_view %tview_17 : partition_view<tile=(16x32), tensor_view<?x?xi32, strides=[?,?]>> loc(#loc38)
  %6 = store_view_tko weak %5, %pview_37[%cst_0_i32_35, %cst_0_i32_36] token = %0 : tile<16x32xi32>, partition_view<tile=(16x32), tensor_view<?x?xi32, strides=[?,?]>>, tile<i32> -> token loc(#loc38)
  return loc(#loc19)
} loc(#loc20)
#di_file = #cuda_tile.di_file<"scan_axes.py" in "xtask/python/kernels">
#loc = loc("xtask/python/kernels/scan_axes.py":10:0)
#loc1 = loc("xtask/python/kernels/scan_axes.py":11:26)
#loc2 = loc("xtask/python/kernels/scan_axes.py":11:29)
#loc3 = loc("xtask/python/kernels/scan_axes.py":11:8)
#loc4 = loc("xtask/python/kernels/scan_axes.py":12:26)
#loc5 = loc("xtask/python/kernels/scan_axes.py":12:29)
#loc6 = loc("xtask/python/kernels/scan_axes.py":12:38)
#loc7 = loc("xtask/python/kernels/scan_axes.py":12:4)
#loc8 = loc("xtask/python/kernels/scan_axes.py":13:25)
#loc9 = loc("xtask/python/kernels/scan_axes.py":13:28)
#loc10 = loc("xtask/python/kernels/scan_axes.py":13:37)
#loc11 = loc("xtask/python/kernels/scan_axes.py":13:4)
#loc12 = loc("xtask/python/kernels/scan_axes.py":14:27)
#loc13 = loc("xtask/python/kernels/scan_axes.py":14:30)
#loc14 = loc("xtask/python/kernels/scan_axes.py":14:9)
#loc15 = loc("xtask/python/kernels/scan_axes.py":15:27)
#loc16 = loc("xtask/python/kernels/scan_axes.py":15:30)
#loc17 = loc("xtask/python/kernels/scan_axes.py":15:39)
#loc18 = loc("xtask/python/kernels/scan_axes.py":15:4)
#loc19 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 9, name = "scan_axes", linkageName = "scan_axes_Kt2_A2f32_3l0_A2i32_3l0_A2f32_3l0_A2i32_3l0_A2f32_3l0_I16_I32", compileUnit = #di_compile_unit, scopeLine = 9>
#loc20 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc37 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc38 = #cuda_tile.di_loc<#loc18 in #di_subprogram>
