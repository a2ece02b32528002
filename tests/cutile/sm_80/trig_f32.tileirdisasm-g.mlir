entry @trig_f32_Kt2_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_I128(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f32>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f32>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<f32>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<f32>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<f32>>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<ptr<f32>>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<ptr<f32>>, %arg25: tile<i32>, %arg26: tile<i32>) optimization_hints=<sm_80 = {}> {
  %0 = make_token : token loc(#loc19)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc19)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc19)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc19)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc19)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc19)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc19)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc19)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc19)
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc19)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc19)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc19)
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc19)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc19)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc19)
  %tview_12 = make_tensor_view %arg12, shape = [%assume_10], strides = [%assume_11] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc19)
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc19)
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc19)
  %tview_15 = make_tensor_view %arg15, shape = [%assume_13], strides = [%assume_14] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc19)
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32> loc(#loc19)
  %assume_17 = assume bounded<0, ?>, %arg20 : tile<i32> loc(#loc19)
  %tview_18 = make_tensor_view %arg18, shape = [%assume_16], strides = [%assume_17] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc19)
  %assume_19 = assume bounded<0, ?>, %arg22 : tile<i32> loc(#loc19)
  %assume_20 = assume bounded<0, ?>, %arg23 : tile<i32> loc(#loc19)
  %tview_21 = make_tensor_view %arg21, shape = [%assume_19], strides = [%assume_20] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc19)
  %assume_22 = assume bounded<0, ?>, %arg25 : tile<i32> loc(#loc19)
  %assume_23 = assume bounded<0, ?>, %arg26 : tile<i32> loc(#loc19)
  %tview_24 = make_tensor_view %arg24, shape = [%assume_22], strides = [%assume_23] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc19)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc20)
  %pview = make_partition_view %tview : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[?]>> loc(#loc21)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<128xf32>, token loc(#loc21)
  %pview_25 = make_partition_view %tview_3 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[?]>> loc(#loc22)
  %tile_26, %result_token_27 = load_view_tko weak %pview_25[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<128xf32>, token loc(#loc22)
  %1 = sin %tile : tile<128xf32> loc(#loc23)
  %pview_28 = make_partition_view %tview_6 : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>> loc(#loc24)
  %2 = store_view_tko weak %1, %pview_28[%blockId_x] token = %0 : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc24)
  %3 = cos %tile : tile<128xf32> loc(#loc25)
  %pview_29 = make_partition_view %tview_9 : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>> loc(#loc26)
  %4 = store_view_tko weak %3, %pview_29[%blockId_x] token = %0 : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc26)
  %5 = tan %tile : tile<128xf32> loc(#loc27)
  %pview_30 = make_partition_view %tview_12 : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>> loc(#loc28)
  %6 = store_view_tko weak %5, %pview_30[%blockId_x] token = %0 : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc28)
  %7 = sinh %tile : tile<128xf32> loc(#loc29)
  %pview_31 = make_partition_view %tview_15 : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>> loc(#loc30)
  %8 = store_view_tko weak %7, %pview_31[%blockId_x] token = %0 : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc30)
  %9 = cosh %tile : tile<128xf32> loc(#loc31)
  %pview_32 = make_partition_view %tview_18 : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>> loc(#loc32)
  %10 = store_view_tko weak %9, %pview_32[%blockId_x] token = %0 : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc32)
  %11 = tanh %tile  : tile<128xf32> loc(#loc33)
  %pview_33 = make_partition_view %tview_21 : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>> loc(#loc34)
  %12 = store_view_tko weak %11, %pview_33[%blockId_x] token = %0 : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc34)
  %13 = absf %tile_26 : tile<128xf32> loc(#loc35)
  %14 = fpowf %13, %tile : tile<128xf32> loc(#loc35)
  %pview_34 = make_partition_view %tview_24 : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>> loc(#loc36)
  %15 = store_view_tko weak %14, %pview_34[%blockId_x] token = %0 : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc36)
  return loc(#loc18)
} loc(#loc19)
#di_file = #cuda_tile.di_file<"trig_f32.py" in "xtask/python/kernels">
#loc = loc("xtask/python/kernels/trig_f32.py":9:0)
#loc1 = loc("xtask/python/kernels/trig_f32.py":10:10)
#loc2 = loc("xtask/python/kernels/trig_f32.py":11:8)
#loc3 = loc("xtask/python/kernels/trig_f32.py":12:8)
#loc4 = loc("xtask/python/kernels/trig_f32.py":13:35)
#loc5 = loc("xtask/python/kernels/trig_f32.py":13:4)
#loc6 = loc("xtask/python/kernels/trig_f32.py":14:35)
#loc7 = loc("xtask/python/kernels/trig_f32.py":14:4)
#loc8 = loc("xtask/python/kernels/trig_f32.py":15:35)
#loc9 = loc("xtask/python/kernels/trig_f32.py":15:4)
#loc10 = loc("xtask/python/kernels/trig_f32.py":16:36)
#loc11 = loc("xtask/python/kernels/trig_f32.py":16:4)
#loc12 = loc("xtask/python/kernels/trig_f32.py":17:36)
#loc13 = loc("xtask/python/kernels/trig_f32.py":17:4)
#loc14 = loc("xtask/python/kernels/trig_f32.py":18:36)
#loc15 = loc("xtask/python/kernels/trig_f32.py":18:4)
#loc16 = loc("xtask/python/kernels/trig_f32.py":19:35)
#loc17 = loc("xtask/python/kernels/trig_f32.py":19:4)
#loc18 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 8, name = "trig_f32", linkageName = "trig_f32_Kt2_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_I128", compileUnit = #di_compile_unit, scopeLine = 8>
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
