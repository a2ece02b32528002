entry @assert_sorted_Kt2_A2i32_3l0_A2i32_3l0_I64(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<i32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>) optimization_hints=<sm_80 = {}> {
  %0 = make_token : token loc(#loc17)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc17)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc17)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc17)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc17)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xi32, strides=[?,?]> loc(#loc17)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc17)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc17)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc17)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc17)
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xi32, strides=[?,?]> loc(#loc17)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc18)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc19)
  %pview = make_partition_view %tview : partition_view<tile=(1x64), tensor_view<?x?xi32, strides=[?,?]>> loc(#loc20)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(1x64), tensor_view<?x?xi32, strides=[?,?]>>, tile<i32> -> tile<1x64xi32>, token loc(#loc20)
  %cst_0_i32_8 = constant <i32: 0> : tile<i32> loc(#loc21)
  %cst_0_i32_9 = constant <i32: 0> : tile<i32> loc(#loc22)
  %1 = extract %tile[%cst_0_i32_8, %cst_0_i32_9] : tile<1x64xi32> -> tile<1x32xi32> loc(#loc23)
  %cst_0_i32_10 = constant <i32: 0> : tile<i32> loc(#loc24)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc25)
  %2 = extract %tile[%cst_0_i32_10, %cst_1_i32] : tile<1x64xi32> -> tile<1x32xi32> loc(#loc26)
  %reduce = reduce %1 dim=0 identities=[-2147483648 : i32] : tile<1x32xi32> -> tile<32xi32> 
  (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
    %6 = maxi %reduce_lhs, %reduce_rhs signed : tile<i32> loc(#loc27)
    yield %6 : tile<i32> loc(#loc27)
  } loc(#loc27)
  %reduce_11 = reduce %reduce dim=0 identities=[-2147483648 : i32] : tile<32xi32> -> tile<i32> 
  (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
    %6 = maxi %reduce_lhs, %reduce_rhs signed : tile<i32> loc(#loc27)
    yield %6 : tile<i32> loc(#loc27)
  } loc(#loc27)
  %reduce_12 = reduce %2 dim=0 identities=[2147483647 : i32] : tile<1x32xi32> -> tile<32xi32> 
  (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
    %6 = mini %reduce_lhs, %reduce_rhs signed : tile<i32> loc(#loc28)
    yield %6 : tile<i32> loc(#loc28)
  } loc(#loc28)
  %reduce_13 = reduce %reduce_12 dim=0 identities=[2147483647 : i32] : tile<32xi32> -> tile<i32> 
  (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
    %6 = mini %reduce_lhs, %reduce_rhs signed : tile<i32> loc(#loc28)
    yield %6 : tile<i32> loc(#loc28)
  } loc(#loc28)
  %3 = cmpi less_than_or_equal %reduce_11, %reduce_13, signed : tile<i32> -> tile<i1> loc(#loc27)
  assert %3, "tile is not sorted" : tile<i1> loc(#loc29)
  %cst_0_i32_14 = constant <i32: 0> : tile<i32> loc(#loc30)
  %4 = subi %2, %1 : tile<1x32xi32> loc(#loc31)
  %pview_15 = make_partition_view %tview_7 : partition_view<tile=(1x32), tensor_view<?x?xi32, strides=[?,?]>> loc(#loc32)
  %5 = store_view_tko weak %4, %pview_15[%blockId_x, %cst_0_i32_14] token = %0 : tile<1x32xi32>, partition_view<tile=(1x32), tensor_view<?x?xi32, strides=[?,?]>>, tile<i32> -> token loc(#loc32)
  return loc(#loc16)
} loc(#loc17)
#di_file = #cuda_tile.di_file<"assert_sorted.py" in "xtask/python/kernels">
#loc = loc("xtask/python/kernels/assert_sorted.py":10:0)
#loc1 = loc("xtask/python/kernels/assert_sorted.py":11:10)
#loc2 = loc("xtask/python/kernels/assert_sorted.py":12:31)
#loc3 = loc("xtask/python/kernels/assert_sorted.py":12:8)
#loc4 = loc("xtask/python/kernels/assert_sorted.py":13:26)
#loc5 = loc("xtask/python/kernels/assert_sorted.py":13:29)
#loc6 = loc("xtask/python/kernels/assert_sorted.py":13:11)
#loc7 = loc("xtask/python/kernels/assert_sorted.py":14:26)
#loc8 = loc("xtask/python/kernels/assert_sorted.py":14:29)
#loc9 = loc("xtask/python/kernels/assert_sorted.py":14:11)
#loc10 = loc("xtask/python/kernels/assert_sorted.py":15:15)
#loc11 = loc("xtask/python/kernels/assert_sorted.py":15:31)
#loc12 = loc("xtask/python/kernels/assert_sorted.py":15:4)
#loc13 = loc("xtask/python/kernels/assert_sorted.py":16:32)
#loc14 = loc("xtask/python/kernels/assert_sorted.py":16:41)
#loc15 = loc("xtask/python/kernels/assert_sorted.py":16:4)
#loc16 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 9, name = "assert_sorted", linkageName = "assert_sorted_Kt2_A2i32_3l0_A2i32_3l0_I64", compileUnit = #di_compile_unit, scopeLine = 9>
#loc17 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
