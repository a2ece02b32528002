entry @wide_index_Kt2_A1i64_1l0_w_A1i64_1l0_Si64_I64(%arg0: tile<ptr<i64>>, %arg1: tile<i64>, %arg2: tile<i64>, %arg3: tile<ptr<i64>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i64>) optimization_hints=<sm_90 = {}> {
  %0 = make_token : token loc(#loc9)
  %cst_2_i64 = constant <i64: 2> : tile<64xi64> loc(#loc10)
  %cst_0_i64 = constant <i64: 0> : tile<64xi64> loc(#loc11)
  %assume = assume bounded<0, ?>, %arg1 : tile<i64> loc(#loc9)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i64> loc(#loc9)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc9)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc9)
  %tview = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi64, strides=[?]> loc(#loc9)
  %cst_64_i32 = constant <i32: 64> : tile<i32> loc(#loc9)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc12)
  %1 = iota : tile<64xi64> loc(#loc13)
  %2 = muli %blockId_x, %cst_64_i32 : tile<i32> loc(#loc14)
  %3 = exti %2 signed : tile<i32> -> tile<i64> loc(#loc13)
  %reshape = reshape %3 : tile<i64> -> tile<1xi64> loc(#loc13)
  %bcast = broadcast %reshape : tile<1xi64> -> tile<64xi64> loc(#loc13)
  %4 = addi %1, %bcast : tile<64xi64> loc(#loc13)
  %5 = muli %4, %cst_2_i64 : tile<64xi64> loc(#loc10)
  %reshape_3 = reshape %assume : tile<i64> -> tile<1xi64> loc(#loc11)
  %bcast_4 = broadcast %reshape_3 : tile<1xi64> -> tile<64xi64> loc(#loc11)
  %6 = cmpi less_than %5, %bcast_4, unsigned : tile<64xi64> -> tile<64xi1> loc(#loc11)
  %reshape_5 = reshape %assume_0 : tile<i64> -> tile<1xi64> loc(#loc11)
  %bcast_6 = broadcast %reshape_5 : tile<1xi64> -> tile<64xi64> loc(#loc11)
  %7 = muli %5, %bcast_6 : tile<64xi64> loc(#loc11)
  %reshape_7 = reshape %arg0 : tile<ptr<i64>> -> tile<1xptr<i64>> loc(#loc11)
  %bcast_8 = broadcast %reshape_7 : tile<1xptr<i64>> -> tile<64xptr<i64>> loc(#loc11)
  %8 = offset %bcast_8, %7 : tile<64xptr<i64>>, tile<64xi64> -> tile<64xptr<i64>> loc(#loc11)
  %result, %result_token = load_ptr_tko weak %8, %6, %cst_0_i64 token=%0 : tile<64xptr<i64>>, tile<64xi1>, tile<64xi64> -> tile<64xi64>, token loc(#loc11)
  %reshape_9 = reshape %arg6 : tile<i64> -> tile<1xi64> loc(#loc15)
  %bcast_10 = broadcast %reshape_9 : tile<1xi64> -> tile<64xi64> loc(#loc15)
  %9 = addi %result, %bcast_10 : tile<64xi64> loc(#loc15)
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xi64, strides=[?]>> loc(#loc16)
  %10 = store_view_tko weak %9, %pview[%blockId_x] token = %0 : tile<64xi64>, partition_view<tile=(64), tensor_view<?xi64, strides=[?]>>, tile<i32> -> token loc(#loc16)
  return loc(#loc8)
} loc(#loc9)
#di_file = #cuda_tile.di_file<"wide_index.py" in "xtask/python/kernels">
#loc = loc("xtask/python/kernels/wide_index.py":11:0)
#loc1 = loc("xtask/python/kernels/wide_index.py":14:21)
#loc2 = loc("xtask/python/kernels/wide_index.py":14:8)
#loc3 = loc("xtask/python/kernels/wide_index.py":12:10)
#loc4 = loc("xtask/python/kernels/wide_index.py":13:8)
#loc5 = loc("xtask/python/kernels/wide_index.py":13:42)
#loc6 = loc("xtask/python/kernels/wide_index.py":15:35)
#loc7 = loc("xtask/python/kernels/wide_index.py":15:4)
#loc8 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 10, name = "wide_index", linkageName = "wide_index_Kt2_A1i64_1l0_w_A1i64_1l0_Si64_I64", compileUnit = #di_compile_unit, scopeLine = 10>
#loc9 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc10 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc11 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
