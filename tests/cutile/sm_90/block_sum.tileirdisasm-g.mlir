entry @block_sum_Kt2_A1i32_1l0_A1i32_1l0_I1024(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<sm_90 = {}> {
  %0 = make_token : token loc(#loc7)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc7)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc7)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc7)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc7)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc7)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc7)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc8)
  %pview = make_partition_view %tview : partition_view<tile=(1024), padding_value = zero, tensor_view<?xi32, strides=[?]>> loc(#loc9)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<1024xi32>, token loc(#loc9)
  %reduce = reduce %tile dim=0 identities=[0 : i32] : tile<1024xi32> -> tile<i32> 
  (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
    %2 = addi %reduce_lhs, %reduce_rhs : tile<i32> loc(#loc10)
    yield %2 : tile<i32> loc(#loc10)
  } loc(#loc10)
  %reshape = reshape %reduce : tile<i32> -> tile<1xi32> loc(#loc11)
  %pview_4 = make_partition_view %tview_3 : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>> loc(#loc12)
  %1 = store_view_tko weak %reshape, %pview_4[%blockId_x] token = %0 : tile<1xi32>, partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc12)
  return loc(#loc6)
} loc(#loc7)
#di_file = #cuda_tile.di_file<"block_sum.py" in "xtask/python/kernels">
#loc = loc("xtask/python/kernels/block_sum.py":9:0)
#loc1 = loc("xtask/python/kernels/block_sum.py":10:10)
#loc2 = loc("xtask/python/kernels/block_sum.py":11:8)
#loc3 = loc("xtask/python/kernels/block_sum.py":12:52)
#loc4 = loc("xtask/python/kernels/block_sum.py":12:41)
#loc5 = loc("xtask/python/kernels/block_sum.py":12:4)
#loc6 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 8, name = "block_sum", linkageName = "block_sum_Kt2_A1i32_1l0_A1i32_1l0_I1024", compileUnit = #di_compile_unit, scopeLine = 8>
#loc7 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc8 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc9 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc10 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc11 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
