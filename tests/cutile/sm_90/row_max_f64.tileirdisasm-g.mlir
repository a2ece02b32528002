entry @row_max_f64_Kt2_A2f64_3l0_A1f64_1l0_A1f64_1l0_I32(%arg0: tile<ptr<f64>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f64>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<f64>>, %arg9: tile<i32>, %arg10: tile<i32>) optimization_hints=<sm_90 = {}> {
  %0 = make_token : token loc(#loc9)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc9)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc9)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc9)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc9)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf64, strides=[?,?]> loc(#loc9)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc9)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc9)
  %tview_5 = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xf64, strides=[?]> loc(#loc9)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc9)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc9)
  %tview_8 = make_tensor_view %arg8, shape = [%assume_6], strides = [%assume_7] : tile<i32> -> tensor_view<?xf64, strides=[?]> loc(#loc9)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc10)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc11)
  %pview = make_partition_view %tview : partition_view<tile=(1x32), tensor_view<?x?xf64, strides=[?,?]>> loc(#loc12)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(1x32), tensor_view<?x?xf64, strides=[?,?]>>, tile<i32> -> tile<1x32xf64>, token loc(#loc12)
  %reduce = reduce %tile dim=1 identities=[0x7FF0000000000000 : f64] : tile<1x32xf64> -> tile<1xf64> 
  (%reduce_lhs: tile<f64>, %reduce_rhs: tile<f64>) {
    %3 = maxf %reduce_lhs, %reduce_rhs : tile<f64> loc(#loc13)
    yield %3 : tile<f64> loc(#loc13)
  } loc(#loc13)
  %pview_9 = make_partition_view %tview_5 : partition_view<tile=(1), tensor_view<?xf64, strides=[?]>> loc(#loc14)
  %1 = store_view_tko weak %reduce, %pview_9[%blockId_x] token = %0 : tile<1xf64>, partition_view<tile=(1), tensor_view<?xf64, strides=[?]>>, tile<i32> -> token loc(#loc14)
  %reduce_10 = reduce %tile dim=1 identities=[0x7FF0000000000000 : f64] : tile<1x32xf64> -> tile<1xf64> 
  (%reduce_lhs: tile<f64>, %reduce_rhs: tile<f64>) {
    %3 = minf %reduce_lhs, %reduce_rhs : tile<f64> loc(#loc15)
    yield %3 : tile<f64> loc(#loc15)
  } loc(#loc15)
  %pview_11 = make_partition_view %tview_8 : partition_view<tile=(1), tensor_view<?xf64, strides=[?]>> loc(#loc16)
  %2 = store_view_tko weak %reduce_10, %pview_11[%blockId_x] token = %0 : tile<1xf64>, partition_view<tile=(1), tensor_view<?xf64, strides=[?]>>, tile<i32> -> token loc(#loc16)
  return loc(#loc8)
} loc(#loc9)
#di_file = #cuda_tile.di_file<"row_max_f64.py" in "xtask/python/kernels">
#loc = loc("xtask/python/kernels/row_max_f64.py":16:0)
#loc1 = loc("xtask/python/kernels/row_max_f64.py":17:10)
#loc2 = loc("xtask/python/kernels/row_max_f64.py":18:31)
#loc3 = loc("xtask/python/kernels/row_max_f64.py":18:8)
#loc4 = loc("xtask/python/kernels/row_max_f64.py":19:39)
#loc5 = loc("xtask/python/kernels/row_max_f64.py":19:4)
#loc6 = loc("xtask/python/kernels/row_max_f64.py":20:38)
#loc7 = loc("xtask/python/kernels/row_max_f64.py":20:4)
#loc8 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 15, name = "row_max_f64", linkageName = "row_max_f64_Kt2_A2f64_3l0_A1f64_1l0_A1f64_1l0_I32", compileUnit = #di_compile_unit, scopeLine = 15>
#loc9 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc10 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc11 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
