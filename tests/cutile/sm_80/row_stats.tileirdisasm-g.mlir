entry @row_stats_Kt2_A2f32_3l0_A1f32_1l0_A1f32_1l0_I128(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<f32>>, %arg9: tile<i32>, %arg10: tile<i32>) optimization_hints=<sm_80 = {}> {
  %0 = make_token : token loc(#loc15)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc15)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc15)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc15)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc15)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc15)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc15)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc15)
  %tview_5 = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc15)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc15)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc15)
  %tview_8 = make_tensor_view %arg8, shape = [%assume_6], strides = [%assume_7] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc15)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc16)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<1xf32> loc(#loc17)
  %cst_f32 = constant <f32: -3.000000e+38> : tile<1xf32> loc(#loc18)
  %pview = make_partition_view %tview : partition_view<tile=(1x128), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc19)
  %1:2 = get_index_space_shape %pview : partition_view<tile=(1x128), tensor_view<?x?xf32, strides=[?,?]>> -> tile<i32> loc(#loc19)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc20)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc20)
  %for:2 = for %loopIdx in (%cst_0_i32 to %1#1, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_f32, %iterArg1 = %cst_0_f32) -> (tile<1xf32>, tile<1xf32>) {
    %pview_11 = make_partition_view %tview : partition_view<tile=(1x128), padding_value = zero, tensor_view<?x?xf32, strides=[?,?]>> loc(#loc22)
    %tile, %result_token = load_view_tko weak %pview_11[%blockId_x, %loopIdx] token = %0 : partition_view<tile=(1x128), padding_value = zero, tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<1x128xf32>, token loc(#loc22)
    %reduce = reduce %tile dim=1 identities=[0.000000e+00 : f32] : tile<1x128xf32> -> tile<1xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %6 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc23)
      yield %6 : tile<f32> loc(#loc23)
    } loc(#loc23)
    %4 = addf %iterArg1, %reduce  : tile<1xf32> loc(#loc24)
    %reduce_12 = reduce %tile dim=1 identities=[0xFF800000 : f32] : tile<1x128xf32> -> tile<1xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %6 = maxf %reduce_lhs, %reduce_rhs : tile<f32> loc(#loc25)
      yield %6 : tile<f32> loc(#loc25)
    } loc(#loc25)
    %5 = maxf %iterArg0, %reduce_12 : tile<1xf32> loc(#loc26)
    continue %5, %4 : tile<1xf32>, tile<1xf32> loc(#loc21)
  } loc(#loc21)
  %pview_9 = make_partition_view %tview_5 : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>> loc(#loc27)
  %2 = store_view_tko weak %for#1, %pview_9[%blockId_x] token = %0 : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc27)
  %pview_10 = make_partition_view %tview_8 : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>> loc(#loc28)
  %3 = store_view_tko weak %for#0, %pview_10[%blockId_x] token = %0 : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc28)
  return loc(#loc14)
} loc(#loc15)
#di_file = #cuda_tile.di_file<"row_stats.py" in "xtask/python/kernels">
#loc = loc("xtask/python/kernels/row_stats.py":9:0)
#loc1 = loc("xtask/python/kernels/row_stats.py":10:10)
#loc2 = loc("xtask/python/kernels/row_stats.py":11:12)
#loc3 = loc("xtask/python/kernels/row_stats.py":12:14)
#loc4 = loc("xtask/python/kernels/row_stats.py":13:19)
#loc5 = loc("xtask/python/kernels/row_stats.py":13:13)
#loc6 = loc("xtask/python/kernels/row_stats.py":13:4)
#loc7 = loc("xtask/python/kernels/row_stats.py":14:12)
#loc8 = loc("xtask/python/kernels/row_stats.py":15:24)
#loc9 = loc("xtask/python/kernels/row_stats.py":15:16)
#loc10 = loc("xtask/python/kernels/row_stats.py":16:38)
#loc11 = loc("xtask/python/kernels/row_stats.py":16:18)
#loc12 = loc("xtask/python/kernels/row_stats.py":17:4)
#loc13 = loc("xtask/python/kernels/row_stats.py":18:4)
#loc14 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 8, name = "row_stats", linkageName = "row_stats_Kt2_A2f32_3l0_A1f32_1l0_A1f32_1l0_I128", compileUnit = #di_compile_unit, scopeLine = 8>
#loc15 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
