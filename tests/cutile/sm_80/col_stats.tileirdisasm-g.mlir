entry @col_stats_Kt2_A2f32_3l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_I64_I32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<f32>>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<ptr<f32>>, %arg12: tile<i32>, %arg13: tile<i32>) optimization_hints=<sm_80 = {}> {
  %0 = make_token : token loc(#loc11)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc11)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc11)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc11)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc11)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc11)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc11)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc11)
  %tview_5 = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc11)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc11)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc11)
  %tview_8 = make_tensor_view %arg8, shape = [%assume_6], strides = [%assume_7] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc11)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc11)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc11)
  %tview_11 = make_tensor_view %arg11, shape = [%assume_9], strides = [%assume_10] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc11)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc12)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc13)
  %pview = make_partition_view %tview : partition_view<tile=(64x32), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc14)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %blockId_x] token = %0 : partition_view<tile=(64x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<64x32xf32>, token loc(#loc14)
  %reduce = reduce %tile dim=0 identities=[0.000000e+00 : f32] : tile<64x32xf32> -> tile<32xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %4 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc15)
    yield %4 : tile<f32> loc(#loc15)
  } loc(#loc15)
  %pview_12 = make_partition_view %tview_5 : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>> loc(#loc16)
  %1 = store_view_tko weak %reduce, %pview_12[%blockId_x] token = %0 : tile<32xf32>, partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc16)
  %reduce_13 = reduce %tile dim=0 identities=[0xFF800000 : f32] : tile<64x32xf32> -> tile<32xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %4 = maxf %reduce_lhs, %reduce_rhs : tile<f32> loc(#loc17)
    yield %4 : tile<f32> loc(#loc17)
  } loc(#loc17)
  %pview_14 = make_partition_view %tview_8 : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>> loc(#loc18)
  %2 = store_view_tko weak %reduce_13, %pview_14[%blockId_x] token = %0 : tile<32xf32>, partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc18)
  %reduce_15 = reduce %tile dim=0 identities=[0x7F800000 : f32] : tile<64x32xf32> -> tile<32xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %4 = minf %reduce_lhs, %reduce_rhs : tile<f32> loc(#loc19)
    yield %4 : tile<f32> loc(#loc19)
  } loc(#loc19)
  %pview_16 = make_partition_view %tview_11 : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>> loc(#loc20)
  %3 = store_view_tko weak %reduce_15, %pview_16[%blockId_x] token = %0 : tile<32xf32>, partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc20)
  return loc(#loc10)
} loc(#loc11)
#di_file = #cuda_tile.di_file<"col_stats.py" in "xtask/python/kernels">
#loc = loc("xtask/python/kernels/col_stats.py":10:0)
#loc1 = loc("xtask/python/kernels/col_stats.py":11:9)
#loc2 = loc("xtask/python/kernels/col_stats.py":12:26)
#loc3 = loc("xtask/python/kernels/col_stats.py":12:8)
#loc4 = loc("xtask/python/kernels/col_stats.py":13:37)
#loc5 = loc("xtask/python/kernels/col_stats.py":13:4)
#loc6 = loc("xtask/python/kernels/col_stats.py":14:38)
#loc7 = loc("xtask/python/kernels/col_stats.py":14:4)
#loc8 = loc("xtask/python/kernels/col_stats.py":15:37)
#loc9 = loc("xtask/python/kernels/col_stats.py":15:4)
#loc10 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 9, name = "col_stats", linkageName = "col_stats_Kt2_A2f32_3l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_I64_I32", compileUnit = #di_compile_unit, scopeLine = 9>
#loc11 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
