entry @first_above_Kt2_A2f32_3l0_A1i32_1l0_A1i32_1l0_Sf32_I32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<i32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<i32>>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<f32>) optimization_hints=<sm_90 = {}> {
  %0 = make_token : token
  %false = constant <i1: false> : tile<i1>
  %true = constant <i1: true> : tile<i1>
  %cst_2147483647_i32 = constant <i32: 2147483647> : tile<1x32xi32>
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %tview_5 = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %tview_8 = make_tensor_view %arg8, shape = [%assume_6], strides = [%assume_7] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %cst_32_i32 = constant <i32: 32> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %cst_-1_i32 = constant <i32: -1> : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x32), tensor_view<?x?xf32, strides=[?,?]>>
  %1:2 = get_index_space_shape %pview : partition_view<tile=(1x32), tensor_view<?x?xf32, strides=[?,?]>> -> tile<i32>
  %cst_0_i32_9 = constant <i32: 0> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_10 = constant <i32: 1> : tile<i32>
  %reshape = reshape %arg11 : tile<f32> -> tile<1x1xf32>
  %bcast = broadcast %reshape : tile<1x1xf32> -> tile<1x32xf32>
  %cst_0_i32_11 = constant <i32: 0> : tile<i32>
  %2 = iota : tile<32xi32>
  %for:3 = for %loopIdx in (%cst_0_i32_9 to %1#1, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_i32, %iterArg1 = %cst_-1_i32, %iterArg2 = %false) -> (tile<i32>, tile<i32>, tile<i1>) {
    if %iterArg2 {
      continue %iterArg0, %iterArg1, %iterArg2 : tile<i32>, tile<i32>, tile<i1>
    } else {
    }
    %5 = addi %iterArg0, %cst_1_i32_10 : tile<i32>
    %pview_16 = make_partition_view %tview : partition_view<tile=(1x32), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,?]>>
    %tile, %result_token = load_view_tko weak %pview_16[%blockId_x, %loopIdx] token = %0 : partition_view<tile=(1x32), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<1x32xf32>, token
    %6 = cmpf greater_than ordered %tile, %bcast : tile<1x32xf32> -> tile<1x32xi1>
    %7 = exti %6 unsigned : tile<1x32xi1> -> tile<1x32xi32>
    %reduce = reduce %7 dim=0 identities=[0 : i32] : tile<1x32xi32> -> tile<32xi32> 
    (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
      %12 = addi %reduce_lhs, %reduce_rhs : tile<i32>
      yield %12 : tile<i32>
    }
    %reduce_17 = reduce %reduce dim=0 identities=[0 : i32] : tile<32xi32> -> tile<i32> 
    (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
      %12 = addi %reduce_lhs, %reduce_rhs : tile<i32>
      yield %12 : tile<i32>
    }
    %8 = cmpi equal %reduce_17, %cst_0_i32_11, signed : tile<i32> -> tile<i1>
    if %8 {
      continue %5, %iterArg1, %iterArg2 : tile<i32>, tile<i32>, tile<i1>
    } else {
    }
    %9 = muli %loopIdx, %cst_32_i32 : tile<i32>
    %reshape_18 = reshape %9 : tile<i32> -> tile<1xi32>
    %bcast_19 = broadcast %reshape_18 : tile<1xi32> -> tile<32xi32>
    %10 = addi %2, %bcast_19 : tile<32xi32>
    %reshape_20 = reshape %10 : tile<32xi32> -> tile<1x32xi32>
    %11 = select %6, %reshape_20, %cst_2147483647_i32 : tile<1x32xi1>, tile<1x32xi32>
    %reduce_21 = reduce %11 dim=0 identities=[2147483647 : i32] : tile<1x32xi32> -> tile<32xi32> 
    (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
      %12 = mini %reduce_lhs, %reduce_rhs signed : tile<i32>
      yield %12 : tile<i32>
    }
    %reduce_22 = reduce %reduce_21 dim=0 identities=[2147483647 : i32] : tile<32xi32> -> tile<i32> 
    (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
      %12 = mini %reduce_lhs, %reduce_rhs signed : tile<i32>
      yield %12 : tile<i32>
    }
    continue %5, %reduce_22, %true : tile<i32>, tile<i32>, tile<i1>
  }
  %reshape_12 = reshape %for#1 : tile<i32> -> tile<1xi32>
  %pview_13 = make_partition_view %tview_5 : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>
  %3 = store_view_tko weak %reshape_12, %pview_13[%blockId_x] token = %0 : tile<1xi32>, partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  %reshape_14 = reshape %for#0 : tile<i32> -> tile<1xi32>
  %pview_15 = make_partition_view %tview_8 : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>
  %4 = store_view_tko weak %reshape_14, %pview_15[%blockId_x] token = %0 : tile<1xi32>, partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  return
}
