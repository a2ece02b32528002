global  @print_mutex <i32: 1> : tile<1xi32>
entry @printf_escapes_Kt2_A1i32_1l0_I4(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>) optimization_hints=<sm_90 = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(4), tensor_view<?xi32, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(4), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<4xi32>, token
  %1 = join_tokens %0, %result_token : token
  %reduce = reduce %tile dim=0 identities=[0 : i32] : tile<4xi32> -> tile<i32> 
  (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
    %11 = addi %reduce_lhs, %reduce_rhs : tile<i32>
    yield %11 : tile<i32>
  }
  %2 = join_tokens %0, %1 : token
  %3 = get_global @print_mutex : tile<ptr<i32>>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  loop {
    %result_8, %result_token_9 = atomic_cas_tko acq_rel device %3, %cst_1_i32, %cst_0_i32 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %11 = cmpi equal %result_8, %cst_1_i32, unsigned : tile<i32> -> tile<i1>
    if %11 {
      break
    } else {
    }
  }
  %4 = print_tko "blk\09%d \22q\22 \\ 100%% \C3\A9\E2\86\92 %x\0A", %blockId_x, %reduce : tile<i32>, tile<i32> -> token
  %5 = make_token : token
  %result, %result_token_1 = atomic_rmw_tko acq_rel device %3, xchg, %cst_1_i32 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
  %6 = join_tokens %5, %1 : token
  %7 = get_global @print_mutex : tile<ptr<i32>>
  %cst_0_i32_2 = constant <i32: 0> : tile<i32>
  %cst_1_i32_3 = constant <i32: 1> : tile<i32>
  loop {
    %result_8, %result_token_9 = atomic_cas_tko acq_rel device %7, %cst_1_i32_3, %cst_0_i32_2 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %11 = cmpi equal %result_8, %cst_1_i32_3, unsigned : tile<i32> -> tile<i1>
    if %11 {
      break
    } else {
    }
  }
  %8 = print_tko "tile %d\0A", %tile : tile<4xi32> -> token
  %9 = make_token : token
  %result_4, %result_token_5 = atomic_rmw_tko acq_rel device %7, xchg, %cst_1_i32_3 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
  %reduce_6 = reduce %tile dim=0 identities=[2147483647 : i32] : tile<4xi32> -> tile<i32> 
  (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
    %11 = mini %reduce_lhs, %reduce_rhs signed : tile<i32>
    yield %11 : tile<i32>
  }
  %cst_0_i32_7 = constant <i32: 0> : tile<i32>
  %10 = cmpi greater_than_or_equal %reduce_6, %cst_0_i32_7, signed : tile<i32> -> tile<i1>
  assert %10, "n\C3\A9gatif: \22x\22 < 0\09(100%)" : tile<i1>
  return
}
