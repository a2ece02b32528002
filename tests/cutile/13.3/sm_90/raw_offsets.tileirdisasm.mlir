entry @raw_offsets_Kt2_A1i32_1l0_A1i32_1l0_A1i32_1l0_I64(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i32>>, %arg7: tile<i32>, %arg8: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %cst_3_i32 = constant <i32: 3> : tile<64xi32>
  %cst_0_i32 = constant <i32: 0> : tile<64xi32>
  %cst_4_i32 = constant <i32: 4> : tile<64xi32>
  %cst_64_i32 = constant <i32: 64> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %1 = iota : tile<64xi32>
  %2 = muli %blockId_x, %cst_64_i32 : tile<i32>
  %reshape = reshape %2 : tile<i32> -> tile<1xi32>
  %bcast = broadcast %reshape : tile<1xi32> -> tile<64xi32>
  %3 = addi %1, %bcast : tile<64xi32>
  %4 = muli %3, %cst_3_i32 : tile<64xi32>
  %5 = exti %4 signed : tile<64xi32> -> tile<64xi64>
  %reshape_0 = reshape %arg0 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_1 = broadcast %reshape_0 : tile<1xptr<i32>> -> tile<64xptr<i32>>
  %6 = offset %bcast_1, %5 : tile<64xptr<i32>>, tile<64xi64> -> tile<64xptr<i32>>
  %result, %result_token = load_ptr_tko weak %6, %cst_0_i32 token=%0 : tile<64xptr<i32>>, tile<64xi32> -> tile<64xi32>, token
  %7 = join_tokens %0, %result_token : token
  %gridSize_x, %gridSize_y, %gridSize_z = get_num_tile_blocks : tile<i32>
  %8 = muli %gridSize_x, %cst_64_i32 : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %9 = subi %8, %cst_1_i32 : tile<i32>
  %reshape_2 = reshape %9 : tile<i32> -> tile<1xi32>
  %bcast_3 = broadcast %reshape_2 : tile<1xi32> -> tile<64xi32>
  %10 = subi %bcast_3, %3 : tile<64xi32>
  %11 = exti %10 signed : tile<64xi32> -> tile<64xi64>
  %reshape_4 = reshape %arg3 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_5 = broadcast %reshape_4 : tile<1xptr<i32>> -> tile<64xptr<i32>>
  %12 = offset %bcast_5, %11 : tile<64xptr<i32>>, tile<64xi64> -> tile<64xptr<i32>>
  %13 = store_ptr_tko weak %12, %result token=%0 : tile<64xptr<i32>>, tile<64xi32> -> token
  %14 = remi %3, %cst_4_i32 signed : tile<64xi32>
  %cst_0_i32_6 = constant <i32: 0> : tile<64xi32>
  %15 = cmpi less_than %14, %cst_0_i32_6, signed : tile<64xi32> -> tile<64xi1>
  %16 = cmpi less_than %cst_4_i32, %cst_0_i32_6, signed : tile<64xi32> -> tile<64xi1>
  %17 = xori %15, %16 : tile<64xi1>
  %18 = cmpi not_equal %14, %cst_0_i32_6, signed : tile<64xi32> -> tile<64xi1>
  %19 = andi %17, %18 : tile<64xi1>
  %20 = addi %14, %cst_4_i32 : tile<64xi32>
  %21 = select %19, %20, %14 : tile<64xi1>, tile<64xi32>
  %22 = exti %21 signed : tile<64xi32> -> tile<64xi64>
  %reshape_7 = reshape %arg6 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_8 = broadcast %reshape_7 : tile<1xptr<i32>> -> tile<64xptr<i32>>
  %23 = offset %bcast_8, %22 : tile<64xptr<i32>>, tile<64xi64> -> tile<64xptr<i32>>
  %24 = join_tokens %0, %7, %13 : token
  %result_9, %result_token_10 = atomic_rmw_tko acq_rel device %23, max, %result token=%24 : tile<64xptr<i32>>, tile<64xi32> -> tile<64xi32>, token
  return
}
