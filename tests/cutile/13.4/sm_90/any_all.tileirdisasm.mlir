entry @any_all_Kt2_A2i32_3l0_A1i32_1l0_A1i32_1l0_A2i32_3l0_I64(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<i32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<i32>>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<ptr<i32>>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %cst_100_i32 = constant <i32: 100> : tile<1x64xi32>
  %cst_-100_i32 = constant <i32: -100> : tile<1x64xi32>
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xi32, strides=[?,?]>
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %tview_5 = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %tview_8 = make_tensor_view %arg8, shape = [%assume_6], strides = [%assume_7] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32>
  %assume_12 = assume bounded<0, ?>, %arg15 : tile<i32>
  %tview_13 = make_tensor_view %arg11, shape = [%assume_9, %assume_10], strides = [%assume_11, %assume_12] : tile<i32> -> tensor_view<?x?xi32, strides=[?,?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x64), tensor_view<?x?xi32, strides=[?,?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(1x64), tensor_view<?x?xi32, strides=[?,?]>>, tile<i32> -> tile<1x64xi32>, token
  %1 = cmpi greater_than %tile, %cst_100_i32, signed : tile<1x64xi32> -> tile<1x64xi1>
  %reduce = reduce %1 dim=1 identities=[false] : tile<1x64xi1> -> tile<1xi1> 
  (%reduce_lhs: tile<i1>, %reduce_rhs: tile<i1>) {
    %11 = ori %reduce_lhs, %reduce_rhs : tile<i1>
    yield %11 : tile<i1>
  }
  %2 = exti %reduce unsigned : tile<1xi1> -> tile<1xi32>
  %pview_14 = make_partition_view %tview_5 : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>
  %3 = store_view_tko weak %2, %pview_14[%blockId_x] token = %0 : tile<1xi32>, partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  %4 = cmpi greater_than %tile, %cst_-100_i32, signed : tile<1x64xi32> -> tile<1x64xi1>
  %reduce_15 = reduce %4 dim=1 identities=[true] : tile<1x64xi1> -> tile<1xi1> 
  (%reduce_lhs: tile<i1>, %reduce_rhs: tile<i1>) {
    %11 = andi %reduce_lhs, %reduce_rhs : tile<i1>
    yield %11 : tile<i1>
  }
  %5 = exti %reduce_15 unsigned : tile<1xi1> -> tile<1xi32>
  %pview_16 = make_partition_view %tview_8 : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>
  %6 = store_view_tko weak %5, %pview_16[%blockId_x] token = %0 : tile<1xi32>, partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  %7 = exti %1 unsigned : tile<1x64xi1> -> tile<1x64xi32>
  %cst_0_i32_17 = constant <i32: 0> : tile<i32>
  %8 = scan %7 dim=1 reverse=false identities=[0 : i32] : tile<1x64xi32> -> tile<1x64xi32> 
  (%arg16: tile<i32>, %arg17: tile<i32>) {
    %11 = addi %arg16, %arg17 : tile<i32>
    yield %11 : tile<i32>
  }
  %9 = subi %8, %7 : tile<1x64xi32>
  %pview_18 = make_partition_view %tview_13 : partition_view<tile=(1x64), tensor_view<?x?xi32, strides=[?,?]>>
  %10 = store_view_tko weak %9, %pview_18[%blockId_x, %cst_0_i32_17] token = %0 : tile<1x64xi32>, partition_view<tile=(1x64), tensor_view<?x?xi32, strides=[?,?]>>, tile<i32> -> token
  return
}
