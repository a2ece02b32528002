entry @assert_sorted_Kt2_A2i32_3l0_A2i32_3l0_I64(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<i32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>) optimization_hints=<sm_90 = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xi32, strides=[?,?]>
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32>
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xi32, strides=[?,?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x64), tensor_view<?x?xi32, strides=[?,?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(1x64), tensor_view<?x?xi32, strides=[?,?]>>, tile<i32> -> tile<1x64xi32>, token
  %cst_0_i32_8 = constant <i32: 0> : tile<i32>
  %cst_0_i32_9 = constant <i32: 0> : tile<i32>
  %1 = extract %tile[%cst_0_i32_8, %cst_0_i32_9] : tile<1x64xi32> -> tile<1x32xi32>
  %cst_0_i32_10 = constant <i32: 0> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %2 = extract %tile[%cst_0_i32_10, %cst_1_i32] : tile<1x64xi32> -> tile<1x32xi32>
  %reduce = reduce %1 dim=0 identities=[-2147483648 : i32] : tile<1x32xi32> -> tile<32xi32> 
  (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
    %6 = maxi %reduce_lhs, %reduce_rhs signed : tile<i32>
    yield %6 : tile<i32>
  }
  %reduce_11 = reduce %reduce dim=0 identities=[-2147483648 : i32] : tile<32xi32> -> tile<i32> 
  (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
    %6 = maxi %reduce_lhs, %reduce_rhs signed : tile<i32>
    yield %6 : tile<i32>
  }
  %reduce_12 = reduce %2 dim=0 identities=[2147483647 : i32] : tile<1x32xi32> -> tile<32xi32> 
  (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
    %6 = mini %reduce_lhs, %reduce_rhs signed : tile<i32>
    yield %6 : tile<i32>
  }
  %reduce_13 = reduce %reduce_12 dim=0 identities=[2147483647 : i32] : tile<32xi32> -> tile<i32> 
  (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
    %6 = mini %reduce_lhs, %reduce_rhs signed : tile<i32>
    yield %6 : tile<i32>
  }
  %3 = cmpi less_than_or_equal %reduce_11, %reduce_13, signed : tile<i32> -> tile<i1>
  assert %3, "tile is not sorted" : tile<i1>
  %cst_0_i32_14 = constant <i32: 0> : tile<i32>
  %4 = subi %2, %1 : tile<1x32xi32>
  %pview_15 = make_partition_view %tview_7 : partition_view<tile=(1x32), tensor_view<?x?xi32, strides=[?,?]>>
  %5 = store_view_tko weak %4, %pview_15[%blockId_x, %cst_0_i32_14] token = %0 : tile<1x32xi32>, partition_view<tile=(1x32), tensor_view<?x?xi32, strides=[?,?]>>, tile<i32> -> token
  return
}
