entry @printf_escapes_Kt2_A1i32_1l0_I4(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>) optimization_hints=<default = {}> {
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
    %7 = addi %reduce_lhs, %reduce_rhs : tile<i32>
    yield %7 : tile<i32>
  }
  %2 = join_tokens %0, %1 : token
  %3 = print_tko "blk\09%d \22q\22 \\ 100%% \C3\A9\E2\86\92 %x\0A", %blockId_x, %reduce token=%2 : tile<i32>, tile<i32> -> token
  %4 = join_tokens %3, %1 : token
  %5 = print_tko "tile %d\0A", %tile token=%4 : tile<4xi32> -> token
  %reduce_1 = reduce %tile dim=0 identities=[2147483647 : i32] : tile<4xi32> -> tile<i32> 
  (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
    %7 = mini %reduce_lhs, %reduce_rhs signed : tile<i32>
    yield %7 : tile<i32>
  }
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %6 = cmpi greater_than_or_equal %reduce_1, %cst_0_i32, signed : tile<i32> -> tile<i1>
  assert %6, "n\C3\A9gatif: \22x\22 < 0\09(100%)" : tile<i1>
  return
}
