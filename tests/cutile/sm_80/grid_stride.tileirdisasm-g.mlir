entry @grid_stride_Kt2_A1i32_1l0_A1i32_1l0_A1i32_1l0_I128(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i32>>, %arg7: tile<i32>, %arg8: tile<i32>) optimization_hints=<sm_80 = {}> {
  %0 = make_token : token loc(#loc13)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc13)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc13)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc13)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc13)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc13)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc13)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc13)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc13)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc14)
  %cst_0_i32 = constant <i32: 0> : tile<128xi32> loc(#loc15)
  %pview = make_partition_view %tview : partition_view<tile=(128), tensor_view<?xi32, strides=[?]>> loc(#loc16)
  %1 = get_index_space_shape %pview : partition_view<tile=(128), tensor_view<?xi32, strides=[?]>> -> tile<i32> loc(#loc16)
  %gridSize_x, %gridSize_y, %gridSize_z = get_num_tile_blocks : tile<i32> loc(#loc17)
  %for:2 = for %loopIdx in (%blockId_x to %1, step %gridSize_x) : tile<i32> iter_values(%iterArg0 = %cst_0_i32, %iterArg1 = %0) -> (tile<128xi32>, token) {
    %pview_7 = make_partition_view %tview : partition_view<tile=(128), padding_value = zero, tensor_view<?xi32, strides=[?]>> loc(#loc19)
    %tile, %result_token_8 = load_view_tko weak %pview_7[%loopIdx] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<128xi32>, token loc(#loc19)
    %9 = join_tokens %iterArg1, %result_token_8 : token loc(#loc19)
    %10 = addi %iterArg0, %tile : tile<128xi32> loc(#loc20)
    continue %10, %9 : tile<128xi32>, token loc(#loc18)
  } loc(#loc18)
  %reduce = reduce %for#0 dim=0 identities=[0 : i32] : tile<128xi32> -> tile<i32> 
  (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
    %9 = addi %reduce_lhs, %reduce_rhs : tile<i32> loc(#loc21)
    yield %9 : tile<i32> loc(#loc21)
  } loc(#loc21)
  %reshape = reshape %reduce : tile<i32> -> tile<1xi32> loc(#loc22)
  %pview_6 = make_partition_view %tview_3 : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>> loc(#loc23)
  %2 = store_view_tko weak %reshape, %pview_6[%blockId_x] token = %0 : tile<1xi32>, partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc23)
  %cst_0_i64 = constant <i64: 0> : tile<i64> loc(#loc24)
  %3 = exti %assume_4 signed : tile<i32> -> tile<i64> loc(#loc24)
  %4 = cmpi less_than %cst_0_i64, %3, unsigned : tile<i64> -> tile<i1> loc(#loc24)
  %5 = exti %assume_5 signed : tile<i32> -> tile<i64> loc(#loc24)
  %6 = muli %cst_0_i64, %5 : tile<i64> loc(#loc24)
  %7 = offset %arg6, %6 : tile<ptr<i32>>, tile<i64> -> tile<ptr<i32>> loc(#loc24)
  %8 = join_tokens %0, %for#1, %2 : token loc(#loc24)
  %result, %result_token = atomic_rmw_tko acq_rel device %7, add, %reduce, %4 token=%8 : tile<ptr<i32>>, tile<i32>, tile<i1> -> tile<i32>, token loc(#loc24)
  return loc(#loc12)
} loc(#loc13)
#di_file = #cuda_tile.di_file<"grid_stride.py" in "xtask/python/kernels">
#loc = loc("xtask/python/kernels/grid_stride.py":10:0)
#loc1 = loc("xtask/python/kernels/grid_stride.py":11:10)
#loc2 = loc("xtask/python/kernels/grid_stride.py":12:10)
#loc3 = loc("xtask/python/kernels/grid_stride.py":13:24)
#loc4 = loc("xtask/python/kernels/grid_stride.py":13:64)
#loc5 = loc("xtask/python/kernels/grid_stride.py":13:4)
#loc6 = loc("xtask/python/kernels/grid_stride.py":14:20)
#loc7 = loc("xtask/python/kernels/grid_stride.py":14:14)
#loc8 = loc("xtask/python/kernels/grid_stride.py":15:8)
#loc9 = loc("xtask/python/kernels/grid_stride.py":16:41)
#loc10 = loc("xtask/python/kernels/grid_stride.py":16:4)
#loc11 = loc("xtask/python/kernels/grid_stride.py":17:4)
#loc12 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 9, name = "grid_stride", linkageName = "grid_stride_Kt2_A1i32_1l0_A1i32_1l0_A1i32_1l0_I128", compileUnit = #di_compile_unit, scopeLine = 9>
#loc13 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
