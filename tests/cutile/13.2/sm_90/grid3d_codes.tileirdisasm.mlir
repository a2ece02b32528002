entry @grid3d_codes_Kt2_A3i32_7l0_I8(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>) optimization_hints=<sm_90 = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_3 = assume bounded<0, ?>, %arg5 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg6 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0, %assume_1], strides = [%assume_2, %assume_3, %assume_4] : tile<i32> -> tensor_view<?x?x?xi32, strides=[?,?,?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %blockId_x_5, %blockId_y_6, %blockId_z_7 = get_tile_block_id : tile<i32>
  %blockId_x_8, %blockId_y_9, %blockId_z_10 = get_tile_block_id : tile<i32>
  %gridSize_x, %gridSize_y, %gridSize_z = get_num_tile_blocks : tile<i32>
  %gridSize_x_11, %gridSize_y_12, %gridSize_z_13 = get_num_tile_blocks : tile<i32>
  %gridSize_x_14, %gridSize_y_15, %gridSize_z_16 = get_num_tile_blocks : tile<i32>
  %1 = muli %blockId_z_10, %gridSize_y_12 : tile<i32>
  %2 = addi %1, %blockId_y_6 : tile<i32>
  %3 = muli %2, %gridSize_x : tile<i32>
  %4 = addi %3, %blockId_x : tile<i32>
  %cst_1000_i32 = constant <i32: 1000> : tile<i32>
  %5 = muli %4, %cst_1000_i32 : tile<i32>
  %cst_100_i32 = constant <i32: 100> : tile<i32>
  %6 = muli %gridSize_x, %cst_100_i32 : tile<i32>
  %7 = addi %5, %6 : tile<i32>
  %cst_10_i32 = constant <i32: 10> : tile<i32>
  %8 = muli %gridSize_y_12, %cst_10_i32 : tile<i32>
  %9 = addi %7, %8 : tile<i32>
  %10 = addi %9, %gridSize_z_16 : tile<i32>
  %11 = iota : tile<8xi32>
  %cst_100_i32_17 = constant <i32: 100> : tile<i32>
  %12 = muli %10, %cst_100_i32_17 : tile<i32>
  %reshape = reshape %11 : tile<8xi32> -> tile<1x1x8xi32>
  %reshape_18 = reshape %12 : tile<i32> -> tile<1x1x1xi32>
  %bcast = broadcast %reshape_18 : tile<1x1x1xi32> -> tile<1x1x8xi32>
  %13 = addi %bcast, %reshape : tile<1x1x8xi32>
  %pview = make_partition_view %tview : partition_view<tile=(1x1x8), tensor_view<?x?x?xi32, strides=[?,?,?]>>
  %14 = store_view_tko weak %13, %pview[%blockId_z_10, %blockId_y_6, %blockId_x] token = %0 : tile<1x1x8xi32>, partition_view<tile=(1x1x8), tensor_view<?x?x?xi32, strides=[?,?,?]>>, tile<i32> -> token
  return
}
