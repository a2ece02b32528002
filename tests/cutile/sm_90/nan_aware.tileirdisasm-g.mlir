entry @nan_aware_Kt2_A2f32_3l0_A2f32_3l0_A2f32_3l0_A2f32_3l0_A1f32_1l0_A2f32_3l0_I32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f32>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<f32>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<ptr<f32>>, %arg21: tile<i32>, %arg22: tile<i32>, %arg23: tile<ptr<f32>>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<i32>) optimization_hints=<sm_90 = {}> {
  %0 = make_token : token loc(#loc18)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc18)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc18)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc18)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc18)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc18)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc18)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc18)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc18)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc18)
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc18)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc18)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc18)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc18)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc18)
  %tview_12 = make_tensor_view %arg10, shape = [%assume_8, %assume_9], strides = [%assume_10, %assume_11] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc18)
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc18)
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc18)
  %assume_15 = assume bounded<0, ?>, %arg18 : tile<i32> loc(#loc18)
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32> loc(#loc18)
  %tview_17 = make_tensor_view %arg15, shape = [%assume_13, %assume_14], strides = [%assume_15, %assume_16] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc18)
  %assume_18 = assume bounded<0, ?>, %arg21 : tile<i32> loc(#loc18)
  %assume_19 = assume bounded<0, ?>, %arg22 : tile<i32> loc(#loc18)
  %tview_20 = make_tensor_view %arg20, shape = [%assume_18], strides = [%assume_19] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc18)
  %assume_21 = assume bounded<0, ?>, %arg24 : tile<i32> loc(#loc18)
  %assume_22 = assume bounded<0, ?>, %arg25 : tile<i32> loc(#loc18)
  %assume_23 = assume bounded<0, ?>, %arg26 : tile<i32> loc(#loc18)
  %assume_24 = assume bounded<0, ?>, %arg27 : tile<i32> loc(#loc18)
  %tview_25 = make_tensor_view %arg23, shape = [%assume_21, %assume_22], strides = [%assume_23, %assume_24] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc18)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc19)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc20)
  %pview = make_partition_view %tview : partition_view<tile=(1x32), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc21)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(1x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<1x32xf32>, token loc(#loc21)
  %cst_0_i32_26 = constant <i32: 0> : tile<i32> loc(#loc22)
  %pview_27 = make_partition_view %tview_7 : partition_view<tile=(1x32), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc23)
  %tile_28, %result_token_29 = load_view_tko weak %pview_27[%blockId_x, %cst_0_i32_26] token = %0 : partition_view<tile=(1x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<1x32xf32>, token loc(#loc23)
  %cst_0_i32_30 = constant <i32: 0> : tile<i32> loc(#loc24)
  %1 = maxf %tile, %tile_28 propagate_nan : tile<1x32xf32> loc(#loc25)
  %pview_31 = make_partition_view %tview_12 : partition_view<tile=(1x32), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc26)
  %2 = store_view_tko weak %1, %pview_31[%blockId_x, %cst_0_i32_30] token = %0 : tile<1x32xf32>, partition_view<tile=(1x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token loc(#loc26)
  %cst_0_i32_32 = constant <i32: 0> : tile<i32> loc(#loc27)
  %3 = minf %tile, %tile_28 propagate_nan : tile<1x32xf32> loc(#loc28)
  %pview_33 = make_partition_view %tview_17 : partition_view<tile=(1x32), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc29)
  %4 = store_view_tko weak %3, %pview_33[%blockId_x, %cst_0_i32_32] token = %0 : tile<1x32xf32>, partition_view<tile=(1x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token loc(#loc29)
  %reduce = reduce %tile dim=1 identities=[0xFF800000 : f32] : tile<1x32xf32> -> tile<1xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %8 = maxf %reduce_lhs, %reduce_rhs propagate_nan : tile<f32> loc(#loc30)
    yield %8 : tile<f32> loc(#loc30)
  } loc(#loc30)
  %pview_34 = make_partition_view %tview_20 : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>> loc(#loc31)
  %5 = store_view_tko weak %reduce, %pview_34[%blockId_x] token = %0 : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc31)
  %cst_0_i32_35 = constant <i32: 0> : tile<i32> loc(#loc32)
  %6 = exp2 %tile_28 flush_to_zero : tile<1x32xf32> loc(#loc33)
  %pview_36 = make_partition_view %tview_25 : partition_view<tile=(1x32), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc34)
  %7 = store_view_tko weak %6, %pview_36[%blockId_x, %cst_0_i32_35] token = %0 : tile<1x32xf32>, partition_view<tile=(1x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token loc(#loc34)
  return loc(#loc17)
} loc(#loc18)
#di_file = #cuda_tile.di_file<"nan_aware.py" in "xtask/python/kernels">
#loc = loc("xtask/python/kernels/nan_aware.py":10:0)
#loc1 = loc("xtask/python/kernels/nan_aware.py":11:10)
#loc2 = loc("xtask/python/kernels/nan_aware.py":12:31)
#loc3 = loc("xtask/python/kernels/nan_aware.py":12:8)
#loc4 = loc("xtask/python/kernels/nan_aware.py":13:31)
#loc5 = loc("xtask/python/kernels/nan_aware.py":13:8)
#loc6 = loc("xtask/python/kernels/nan_aware.py":14:29)
#loc7 = loc("xtask/python/kernels/nan_aware.py":14:38)
#loc8 = loc("xtask/python/kernels/nan_aware.py":14:4)
#loc9 = loc("xtask/python/kernels/nan_aware.py":15:29)
#loc10 = loc("xtask/python/kernels/nan_aware.py":15:38)
#loc11 = loc("xtask/python/kernels/nan_aware.py":15:4)
#loc12 = loc("xtask/python/kernels/nan_aware.py":16:40)
#loc13 = loc("xtask/python/kernels/nan_aware.py":16:4)
#loc14 = loc("xtask/python/kernels/nan_aware.py":17:29)
#loc15 = loc("xtask/python/kernels/nan_aware.py":17:38)
#loc16 = loc("xtask/python/kernels/nan_aware.py":17:4)
#loc17 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 9, name = "nan_aware", linkageName = "nan_aware_Kt2_A2f32_3l0_A2f32_3l0_A2f32_3l0_A2f32_3l0_A1f32_1l0_A2f32_3l0_I32", compileUnit = #di_compile_unit, scopeLine = 9>
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
