global  @print_mutex <i32: 1> : tile<1xi32> loc(#loc)
entry @printf_escapes_Kt2_A1i32_1l0_I4(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>) optimization_hints=<sm_80 = {}> {
  %0 = make_token : token loc(#loc10)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc10)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc10)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc10)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc11)
  %pview = make_partition_view %tview : partition_view<tile=(4), tensor_view<?xi32, strides=[?]>> loc(#loc12)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(4), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<4xi32>, token loc(#loc12)
  %1 = join_tokens %0, %result_token : token loc(#loc12)
  %reduce = reduce %tile dim=0 identities=[0 : i32] : tile<4xi32> -> tile<i32> 
  (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
    %11 = addi %reduce_lhs, %reduce_rhs : tile<i32> loc(#loc13)
    yield %11 : tile<i32> loc(#loc13)
  } loc(#loc13)
  %2 = join_tokens %0, %1 : token loc(#loc14)
  %3 = get_global @print_mutex : tile<ptr<i32>> loc(#loc14)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc14)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc14)
  loop {
    %result_8, %result_token_9 = atomic_cas_tko acq_rel device %3, %cst_1_i32, %cst_0_i32 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token loc(#loc14)
    %11 = cmpi equal %result_8, %cst_1_i32, unsigned : tile<i32> -> tile<i1> loc(#loc14)
    if %11 {
      break loc(#loc14)
    } else {
    } loc(#loc14)
  } loc(#loc14)
  %4 = print_tko "blk\09%d \22q\22 \\ 100%% \C3\A9\E2\86\92 %x\0A", %blockId_x, %reduce : tile<i32>, tile<i32> -> token loc(#loc14)
  %5 = make_token : token loc(#loc14)
  %result, %result_token_1 = atomic_rmw_tko acq_rel device %3, xchg, %cst_1_i32 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token loc(#loc14)
  %6 = join_tokens %5, %1 : token loc(#loc15)
  %7 = get_global @print_mutex : tile<ptr<i32>> loc(#loc15)
  %cst_0_i32_2 = constant <i32: 0> : tile<i32> loc(#loc15)
  %cst_1_i32_3 = constant <i32: 1> : tile<i32> loc(#loc15)
  loop {
    %result_8, %result_token_9 = atomic_cas_tko acq_rel device %7, %cst_1_i32_3, %cst_0_i32_2 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token loc(#loc15)
    %11 = cmpi equal %result_8, %cst_1_i32_3, unsigned : tile<i32> -> tile<i1> loc(#loc15)
    if %11 {
      break loc(#loc15)
    } else {
    } loc(#loc15)
  } loc(#loc15)
  %8 = print_tko "tile %d\0A", %tile : tile<4xi32> -> token loc(#loc15)
  %9 = make_token : token loc(#loc15)
  %result_4, %result_token_5 = atomic_rmw_tko acq_rel device %7, xchg, %cst_1_i32_3 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token loc(#loc15)
  %reduce_6 = reduce %tile dim=0 identities=[2147483647 : i32] : tile<4xi32> -> tile<i32> 
  (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
    %11 = mini %reduce_lhs, %reduce_rhs signed : tile<i32> loc(#loc16)
    yield %11 : tile<i32> loc(#loc16)
  } loc(#loc16)
  %cst_0_i32_7 = constant <i32: 0> : tile<i32> loc(#loc17)
  %10 = cmpi greater_than_or_equal %reduce_6, %cst_0_i32_7, signed : tile<i32> -> tile<i1> loc(#loc16)
  assert %10, "n\C3\A9gatif: \22x\22 < 0\09(100%)" : tile<i1> loc(#loc18)
  return loc(#loc)
} loc(#loc10)
#di_file = #cuda_tile.di_file<"printf_escapes.py" in "xtask/python/kernels">
#loc = loc(unknown)
#loc1 = loc("xtask/python/kernels/printf_escapes.py":10:0)
#loc2 = loc("xtask/python/kernels/printf_escapes.py":11:10)
#loc3 = loc("xtask/python/kernels/printf_escapes.py":12:8)
#loc4 = loc("xtask/python/kernels/printf_escapes.py":13:56)
#loc5 = loc("xtask/python/kernels/printf_escapes.py":13:4)
#loc6 = loc("xtask/python/kernels/printf_escapes.py":14:4)
#loc7 = loc("xtask/python/kernels/printf_escapes.py":15:15)
#loc8 = loc("xtask/python/kernels/printf_escapes.py":15:28)
#loc9 = loc("xtask/python/kernels/printf_escapes.py":15:4)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 9, name = "printf_escapes", linkageName = "printf_escapes_Kt2_A1i32_1l0_I4", compileUnit = #di_compile_unit, scopeLine = 9>
#loc10 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc11 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
