entry @compare_select_Kt2_A1f32_1l0_A1f32_1l0_A1i32_1l0_Sf32_Sf32_Sf32_I128(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i32>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<f32>, %arg10: tile<f32>, %arg11: tile<f32>) optimization_hints=<sm_90 = {}> {
  %0 = make_token : token loc(#loc18)
  %cst_4_i32 = constant <i32: 4> : tile<128xi32> loc(#loc19)
  %cst_0_i32 = constant <i32: 0> : tile<128xi32> loc(#loc19)
  %cst_1_i32 = constant <i32: 1> : tile<128xi32> loc(#loc20)
  %cst_0_i32_0 = constant <i32: 0> : tile<128xi32> loc(#loc20)
  %cst_2_i32 = constant <i32: 2> : tile<128xi32> loc(#loc21)
  %cst_0_i32_1 = constant <i32: 0> : tile<128xi32> loc(#loc21)
  %cst_8_i32 = constant <i32: 8> : tile<128xi32> loc(#loc22)
  %cst_0_i32_2 = constant <i32: 0> : tile<128xi32> loc(#loc22)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc18)
  %assume_3 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc18)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_3] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc18)
  %assume_4 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc18)
  %assume_5 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc18)
  %tview_6 = make_tensor_view %arg3, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc18)
  %assume_7 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc18)
  %assume_8 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc18)
  %tview_9 = make_tensor_view %arg6, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc18)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc23)
  %pview = make_partition_view %tview : partition_view<tile=(128), padding_value = nan, tensor_view<?xf32, strides=[?]>> loc(#loc24)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = nan, tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<128xf32>, token loc(#loc24)
  %1 = cmpf not_equal unordered %tile, %tile : tile<128xf32> -> tile<128xi1> loc(#loc25)
  %reshape = reshape %arg10 : tile<f32> -> tile<1xf32> loc(#loc26)
  %bcast = broadcast %reshape : tile<1xf32> -> tile<128xf32> loc(#loc26)
  %2 = maxf %tile, %bcast : tile<128xf32> loc(#loc26)
  %reshape_10 = reshape %arg11 : tile<f32> -> tile<1xf32> loc(#loc27)
  %bcast_11 = broadcast %reshape_10 : tile<1xf32> -> tile<128xf32> loc(#loc27)
  %3 = minf %2, %bcast_11 : tile<128xf32> loc(#loc27)
  %reshape_12 = reshape %arg9 : tile<f32> -> tile<1xf32> loc(#loc28)
  %bcast_13 = broadcast %reshape_12 : tile<1xf32> -> tile<128xf32> loc(#loc28)
  %4 = select %1, %bcast_13, %3 : tile<128xi1>, tile<128xf32> loc(#loc28)
  %pview_14 = make_partition_view %tview_6 : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>> loc(#loc29)
  %5 = store_view_tko weak %4, %pview_14[%blockId_x] token = %0 : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc29)
  %reshape_15 = reshape %arg10 : tile<f32> -> tile<1xf32> loc(#loc30)
  %bcast_16 = broadcast %reshape_15 : tile<1xf32> -> tile<128xf32> loc(#loc30)
  %6 = cmpf less_than ordered %tile, %bcast_16 : tile<128xf32> -> tile<128xi1> loc(#loc30)
  %reshape_17 = reshape %arg11 : tile<f32> -> tile<1xf32> loc(#loc31)
  %bcast_18 = broadcast %reshape_17 : tile<1xf32> -> tile<128xf32> loc(#loc31)
  %7 = cmpf greater_than_or_equal ordered %tile, %bcast_18 : tile<128xf32> -> tile<128xi1> loc(#loc31)
  %8 = select %1, %cst_4_i32, %cst_0_i32 : tile<128xi1>, tile<128xi32> loc(#loc19)
  %9 = select %6, %cst_1_i32, %cst_0_i32_0 : tile<128xi1>, tile<128xi32> loc(#loc20)
  %10 = addi %8, %9 : tile<128xi32> loc(#loc19)
  %11 = select %7, %cst_2_i32, %cst_0_i32_1 : tile<128xi1>, tile<128xi32> loc(#loc21)
  %12 = addi %10, %11 : tile<128xi32> loc(#loc19)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32> loc(#loc32)
  %reshape_19 = reshape %cst_0_f32 : tile<f32> -> tile<1xf32> loc(#loc33)
  %bcast_20 = broadcast %reshape_19 : tile<1xf32> -> tile<128xf32> loc(#loc33)
  %13 = cmpf equal ordered %tile, %bcast_20 : tile<128xf32> -> tile<128xi1> loc(#loc33)
  %14 = select %13, %cst_8_i32, %cst_0_i32_2 : tile<128xi1>, tile<128xi32> loc(#loc22)
  %15 = addi %12, %14 : tile<128xi32> loc(#loc19)
  %pview_21 = make_partition_view %tview_9 : partition_view<tile=(128), tensor_view<?xi32, strides=[?]>> loc(#loc34)
  %16 = store_view_tko weak %15, %pview_21[%blockId_x] token = %0 : tile<128xi32>, partition_view<tile=(128), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc34)
  return loc(#loc17)
} loc(#loc18)
#di_file = #cuda_tile.di_file<"compare_select.py" in "xtask/python/kernels">
#loc = loc("xtask/python/kernels/compare_select.py":10:0)
#loc1 = loc("xtask/python/kernels/compare_select.py":18:8)
#loc2 = loc("xtask/python/kernels/compare_select.py":18:30)
#loc3 = loc("xtask/python/kernels/compare_select.py":18:54)
#loc4 = loc("xtask/python/kernels/compare_select.py":18:78)
#loc5 = loc("xtask/python/kernels/compare_select.py":11:10)
#loc6 = loc("xtask/python/kernels/compare_select.py":12:8)
#loc7 = loc("xtask/python/kernels/compare_select.py":13:10)
#loc8 = loc("xtask/python/kernels/compare_select.py":14:25)
#loc9 = loc("xtask/python/kernels/compare_select.py":14:14)
#loc10 = loc("xtask/python/kernels/compare_select.py":15:39)
#loc11 = loc("xtask/python/kernels/compare_select.py":15:4)
#loc12 = loc("xtask/python/kernels/compare_select.py":16:12)
#loc13 = loc("xtask/python/kernels/compare_select.py":17:12)
#loc14 = loc("xtask/python/kernels/compare_select.py":18:92)
#loc15 = loc("xtask/python/kernels/compare_select.py":18:87)
#loc16 = loc("xtask/python/kernels/compare_select.py":19:4)
#loc17 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 9, name = "compare_select", linkageName = "compare_select_Kt2_A1f32_1l0_A1f32_1l0_A1i32_1l0_Sf32_Sf32_Sf32_I128", compileUnit = #di_compile_unit, scopeLine = 9>
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
