entry @grid3d_codes_Kt2_A3i32_7l0_I8(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>) optimization_hints=<sm_90 = {}> {
  %0 = make_token : token loc(#loc21)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc21)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc21)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc21)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc21)
  %assume_3 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc21)
  %assume_4 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc21)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0, %assume_1], strides = [%assume_2, %assume_3, %assume_4] : tile<i32> -> tensor_view<?x?x?xi32, strides=[?,?,?]> loc(#loc21)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc22)
  %blockId_x_5, %blockId_y_6, %blockId_z_7 = get_tile_block_id : tile<i32> loc(#loc23)
  %blockId_x_8, %blockId_y_9, %blockId_z_10 = get_tile_block_id : tile<i32> loc(#loc24)
  %gridSize_x, %gridSize_y, %gridSize_z = get_num_tile_blocks : tile<i32> loc(#loc25)
  %gridSize_x_11, %gridSize_y_12, %gridSize_z_13 = get_num_tile_blocks : tile<i32> loc(#loc26)
  %gridSize_x_14, %gridSize_y_15, %gridSize_z_16 = get_num_tile_blocks : tile<i32> loc(#loc27)
  %1 = muli %blockId_z_10, %gridSize_y_12 : tile<i32> loc(#loc28)
  %2 = addi %1, %blockId_y_6 : tile<i32> loc(#loc28)
  %3 = muli %2, %gridSize_x : tile<i32> loc(#loc29)
  %4 = addi %3, %blockId_x : tile<i32> loc(#loc29)
  %cst_1000_i32 = constant <i32: 1000> : tile<i32> loc(#loc30)
  %5 = muli %4, %cst_1000_i32 : tile<i32> loc(#loc31)
  %cst_100_i32 = constant <i32: 100> : tile<i32> loc(#loc32)
  %6 = muli %gridSize_x, %cst_100_i32 : tile<i32> loc(#loc33)
  %7 = addi %5, %6 : tile<i32> loc(#loc31)
  %cst_10_i32 = constant <i32: 10> : tile<i32> loc(#loc34)
  %8 = muli %gridSize_y_12, %cst_10_i32 : tile<i32> loc(#loc35)
  %9 = addi %7, %8 : tile<i32> loc(#loc31)
  %10 = addi %9, %gridSize_z_16 : tile<i32> loc(#loc31)
  %11 = iota : tile<8xi32> loc(#loc36)
  %cst_100_i32_17 = constant <i32: 100> : tile<i32> loc(#loc37)
  %12 = muli %10, %cst_100_i32_17 : tile<i32> loc(#loc38)
  %reshape = reshape %11 : tile<8xi32> -> tile<1x1x8xi32> loc(#loc39)
  %reshape_18 = reshape %12 : tile<i32> -> tile<1x1x1xi32> loc(#loc38)
  %bcast = broadcast %reshape_18 : tile<1x1x1xi32> -> tile<1x1x8xi32> loc(#loc38)
  %13 = addi %bcast, %reshape : tile<1x1x8xi32> loc(#loc38)
  %pview = make_partition_view %tview : partition_view<tile=(1x1x8), tensor_view<?x?x?xi32, strides=[?,?,?]>> loc(#loc40)
  %14 = store_view_tko weak %13, %pview[%blockId_z_10, %blockId_y_6, %blockId_x] token = %0 : tile<1x1x8xi32>, partition_view<tile=(1x1x8), tensor_view<?x?x?xi32, strides=[?,?,?]>>, tile<i32> -> token loc(#loc40)
  return loc(#loc20)
} loc(#loc21)
#di_file = #cuda_tile.di_file<"grid3d_codes.py" in "xtask/python/kernels">
#loc = loc("xtask/python/kernels/grid3d_codes.py":10:0)
#loc1 = loc("xtask/python/kernels/grid3d_codes.py":11:14)
#loc2 = loc("xtask/python/kernels/grid3d_codes.py":11:25)
#loc3 = loc("xtask/python/kernels/grid3d_codes.py":11:36)
#loc4 = loc("xtask/python/kernels/grid3d_codes.py":12:17)
#loc5 = loc("xtask/python/kernels/grid3d_codes.py":12:35)
#loc6 = loc("xtask/python/kernels/grid3d_codes.py":12:53)
#loc7 = loc("xtask/python/kernels/grid3d_codes.py":13:13)
#loc8 = loc("xtask/python/kernels/grid3d_codes.py":13:12)
#loc9 = loc("xtask/python/kernels/grid3d_codes.py":13:37)
#loc10 = loc("xtask/python/kernels/grid3d_codes.py":13:11)
#loc11 = loc("xtask/python/kernels/grid3d_codes.py":13:49)
#loc12 = loc("xtask/python/kernels/grid3d_codes.py":13:44)
#loc13 = loc("xtask/python/kernels/grid3d_codes.py":13:60)
#loc14 = loc("xtask/python/kernels/grid3d_codes.py":13:55)
#loc15 = loc("xtask/python/kernels/grid3d_codes.py":14:11)
#loc16 = loc("xtask/python/kernels/grid3d_codes.py":15:18)
#loc17 = loc("xtask/python/kernels/grid3d_codes.py":15:11)
#loc18 = loc("xtask/python/kernels/grid3d_codes.py":15:24)
#loc19 = loc("xtask/python/kernels/grid3d_codes.py":16:4)
#loc20 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 9, name = "grid3d_codes", linkageName = "grid3d_codes_Kt2_A3i32_7l0_I8", compileUnit = #di_compile_unit, scopeLine = 9>
#loc21 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc37 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc38 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc39 = #cuda_tile.di_loc<#loc18 in #di_subprogram>
#loc40 = #cuda_tile.di_loc<#loc19 in #di_subprogram>
