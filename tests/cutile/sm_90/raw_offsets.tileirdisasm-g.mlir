entry @raw_offsets_Kt2_A1i32_1l0_A1i32_1l0_A1i32_1l0_I64(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i32>>, %arg7: tile<i32>, %arg8: tile<i32>) optimization_hints=<sm_90 = {}> {
  %0 = make_token : token loc(#loc12)
  %cst_3_i32 = constant <i32: 3> : tile<64xi32> loc(#loc13)
  %cst_0_i32 = constant <i32: 0> : tile<64xi32> loc(#loc14)
  %cst_4_i32 = constant <i32: 4> : tile<64xi32> loc(#loc15)
  %cst_64_i32 = constant <i32: 64> : tile<i32> loc(#loc12)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc16)
  %1 = iota : tile<64xi32> loc(#loc17)
  %2 = muli %blockId_x, %cst_64_i32 : tile<i32> loc(#loc18)
  %reshape = reshape %2 : tile<i32> -> tile<1xi32> loc(#loc17)
  %bcast = broadcast %reshape : tile<1xi32> -> tile<64xi32> loc(#loc17)
  %3 = addi %1, %bcast : tile<64xi32> loc(#loc17)
  %4 = muli %3, %cst_3_i32 : tile<64xi32> loc(#loc13)
  %5 = exti %4 signed : tile<64xi32> -> tile<64xi64> loc(#loc14)
  %reshape_0 = reshape %arg0 : tile<ptr<i32>> -> tile<1xptr<i32>> loc(#loc14)
  %bcast_1 = broadcast %reshape_0 : tile<1xptr<i32>> -> tile<64xptr<i32>> loc(#loc14)
  %6 = offset %bcast_1, %5 : tile<64xptr<i32>>, tile<64xi64> -> tile<64xptr<i32>> loc(#loc14)
  %result, %result_token = load_ptr_tko weak %6, %cst_0_i32 token=%0 : tile<64xptr<i32>>, tile<64xi32> -> tile<64xi32>, token loc(#loc14)
  %7 = join_tokens %0, %result_token : token loc(#loc14)
  %gridSize_x, %gridSize_y, %gridSize_z = get_num_tile_blocks : tile<i32> loc(#loc19)
  %8 = muli %gridSize_x, %cst_64_i32 : tile<i32> loc(#loc19)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc20)
  %9 = subi %8, %cst_1_i32 : tile<i32> loc(#loc19)
  %reshape_2 = reshape %9 : tile<i32> -> tile<1xi32> loc(#loc19)
  %bcast_3 = broadcast %reshape_2 : tile<1xi32> -> tile<64xi32> loc(#loc19)
  %10 = subi %bcast_3, %3 : tile<64xi32> loc(#loc19)
  %11 = exti %10 signed : tile<64xi32> -> tile<64xi64> loc(#loc21)
  %reshape_4 = reshape %arg3 : tile<ptr<i32>> -> tile<1xptr<i32>> loc(#loc21)
  %bcast_5 = broadcast %reshape_4 : tile<1xptr<i32>> -> tile<64xptr<i32>> loc(#loc21)
  %12 = offset %bcast_5, %11 : tile<64xptr<i32>>, tile<64xi64> -> tile<64xptr<i32>> loc(#loc21)
  %13 = store_ptr_tko weak %12, %result token=%0 : tile<64xptr<i32>>, tile<64xi32> -> token loc(#loc21)
  %14 = remi %3, %cst_4_i32 signed : tile<64xi32> loc(#loc15)
  %cst_0_i32_6 = constant <i32: 0> : tile<64xi32> loc(#loc15)
  %15 = cmpi less_than %14, %cst_0_i32_6, signed : tile<64xi32> -> tile<64xi1> loc(#loc15)
  %16 = cmpi less_than %cst_4_i32, %cst_0_i32_6, signed : tile<64xi32> -> tile<64xi1> loc(#loc15)
  %17 = xori %15, %16 : tile<64xi1> loc(#loc15)
  %18 = cmpi not_equal %14, %cst_0_i32_6, signed : tile<64xi32> -> tile<64xi1> loc(#loc15)
  %19 = andi %17, %18 : tile<64xi1> loc(#loc15)
  %20 = addi %14, %cst_4_i32 : tile<64xi32> loc(#loc15)
  %21 = select %19, %20, %14 : tile<64xi1>, tile<64xi32> loc(#loc15)
  %22 = exti %21 signed : tile<64xi32> -> tile<64xi64> loc(#loc22)
  %reshape_7 = reshape %arg6 : tile<ptr<i32>> -> tile<1xptr<i32>> loc(#loc22)
  %bcast_8 = broadcast %reshape_7 : tile<1xptr<i32>> -> tile<64xptr<i32>> loc(#loc22)
  %23 = offset %bcast_8, %22 : tile<64xptr<i32>>, tile<64xi64> -> tile<64xptr<i32>> loc(#loc22)
  %24 = join_tokens %0, %7, %13 : token loc(#loc22)
  %result_9, %result_token_10 = atomic_rmw_tko acq_rel device %23, max, %result token=%24 : tile<64xptr<i32>>, tile<64xi32> -> tile<64xi32>, token loc(#loc22)
  return loc(#loc11)
} loc(#loc12)
#di_file = #cuda_tile.di_file<"raw_offsets.py" in "xtask/python/kernels">
#loc = loc("xtask/python/kernels/raw_offsets.py":11:0)
#loc1 = loc("xtask/python/kernels/raw_offsets.py":15:24)
#loc2 = loc("xtask/python/kernels/raw_offsets.py":15:8)
#loc3 = loc("xtask/python/kernels/raw_offsets.py":18:43)
#loc4 = loc("xtask/python/kernels/raw_offsets.py":12:10)
#loc5 = loc("xtask/python/kernels/raw_offsets.py":13:8)
#loc6 = loc("xtask/python/kernels/raw_offsets.py":13:42)
#loc7 = loc("xtask/python/kernels/raw_offsets.py":17:21)
#loc8 = loc("xtask/python/kernels/raw_offsets.py":17:47)
#loc9 = loc("xtask/python/kernels/raw_offsets.py":17:4)
#loc10 = loc("xtask/python/kernels/raw_offsets.py":18:4)
#loc11 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 10, name = "raw_offsets", linkageName = "raw_offsets_Kt2_A1i32_1l0_A1i32_1l0_A1i32_1l0_I64", compileUnit = #di_compile_unit, scopeLine = 10>
#loc12 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
