entry @rounding_modes_Kt2_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_I128(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f32>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f32>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<f32>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<f32>>, %arg16: tile<i32>, %arg17: tile<i32>) optimization_hints=<sm_90 = {}> {
  %0 = make_token : token loc(#loc14)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc14)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc14)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc14)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc14)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc14)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc14)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc14)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc14)
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc14)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc14)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc14)
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc14)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc14)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc14)
  %tview_12 = make_tensor_view %arg12, shape = [%assume_10], strides = [%assume_11] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc14)
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc14)
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc14)
  %tview_15 = make_tensor_view %arg15, shape = [%assume_13], strides = [%assume_14] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc14)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc15)
  %pview = make_partition_view %tview : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[?]>> loc(#loc16)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<128xf32>, token loc(#loc16)
  %pview_16 = make_partition_view %tview_3 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[?]>> loc(#loc17)
  %tile_17, %result_token_18 = load_view_tko weak %pview_16[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<128xf32>, token loc(#loc17)
  %1 = addf %tile, %tile_17 rounding<zero> : tile<128xf32> loc(#loc18)
  %pview_19 = make_partition_view %tview_6 : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>> loc(#loc19)
  %2 = store_view_tko weak %1, %pview_19[%blockId_x] token = %0 : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc19)
  %3 = mulf %tile, %tile_17 rounding<negative_inf> : tile<128xf32> loc(#loc20)
  %pview_20 = make_partition_view %tview_9 : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>> loc(#loc21)
  %4 = store_view_tko weak %3, %pview_20[%blockId_x] token = %0 : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc21)
  %5 = divf %tile, %tile_17 rounding<positive_inf> : tile<128xf32> loc(#loc22)
  %pview_21 = make_partition_view %tview_12 : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>> loc(#loc23)
  %6 = store_view_tko weak %5, %pview_21[%blockId_x] token = %0 : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc23)
  %7 = absf %tile : tile<128xf32> loc(#loc24)
  %8 = sqrt %7 rounding<zero> : tile<128xf32> loc(#loc25)
  %pview_22 = make_partition_view %tview_15 : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>> loc(#loc26)
  %9 = store_view_tko weak %8, %pview_22[%blockId_x] token = %0 : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc26)
  return loc(#loc13)
} loc(#loc14)
#di_file = #cuda_tile.di_file<"rounding_modes.py" in "xtask/python/kernels">
#loc = loc("xtask/python/kernels/rounding_modes.py":11:0)
#loc1 = loc("xtask/python/kernels/rounding_modes.py":12:10)
#loc2 = loc("xtask/python/kernels/rounding_modes.py":13:8)
#loc3 = loc("xtask/python/kernels/rounding_modes.py":14:8)
#loc4 = loc("xtask/python/kernels/rounding_modes.py":15:35)
#loc5 = loc("xtask/python/kernels/rounding_modes.py":15:4)
#loc6 = loc("xtask/python/kernels/rounding_modes.py":16:35)
#loc7 = loc("xtask/python/kernels/rounding_modes.py":16:4)
#loc8 = loc("xtask/python/kernels/rounding_modes.py":17:35)
#loc9 = loc("xtask/python/kernels/rounding_modes.py":17:4)
#loc10 = loc("xtask/python/kernels/rounding_modes.py":18:43)
#loc11 = loc("xtask/python/kernels/rounding_modes.py":18:35)
#loc12 = loc("xtask/python/kernels/rounding_modes.py":18:4)
#loc13 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 10, name = "rounding_modes", linkageName = "rounding_modes_Kt2_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_I128", compileUnit = #di_compile_unit, scopeLine = 10>
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
