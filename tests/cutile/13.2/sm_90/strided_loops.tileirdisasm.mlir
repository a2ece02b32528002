entry @strided_loops_Kt2_A1i32_1l0_A1i32_1l0_A1i32_1l0_Si32_I32(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i32>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>) optimization_hints=<sm_90 = {}> {
  %0 = make_token : token
  %cst_2_i32 = constant <i32: 2> : tile<32xi32>
  %cst_3_i32 = constant <i32: 3> : tile<32xi32>
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %pview = make_partition_view %tview : partition_view<tile=(32), tensor_view<?xi32, strides=[?]>>
  %1 = get_index_space_shape %pview : partition_view<tile=(32), tensor_view<?xi32, strides=[?]>> -> tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<32xi32>
  %cst_3_i32_7 = constant <i32: 3> : tile<i32>
  %for = for %loopIdx in (%arg9 to %1, step %cst_3_i32_7) : tile<i32> iter_values(%iterArg0 = %cst_0_i32) -> (tile<32xi32>) {
    %5 = muli %iterArg0, %cst_2_i32 : tile<32xi32>
    %pview_16 = make_partition_view %tview : partition_view<tile=(32), tensor_view<?xi32, strides=[?]>>
    %tile, %result_token = load_view_tko weak %pview_16[%loopIdx] token = %0 : partition_view<tile=(32), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<32xi32>, token
    %6 = addi %5, %tile : tile<32xi32>
    continue %6 : tile<32xi32>
  }
  %cst_0_i32_8 = constant <i32: 0> : tile<i32>
  %pview_9 = make_partition_view %tview_3 : partition_view<tile=(32), tensor_view<?xi32, strides=[?]>>
  %2 = store_view_tko weak %for, %pview_9[%cst_0_i32_8] token = %0 : tile<32xi32>, partition_view<tile=(32), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  %cst_0_i32_10 = constant <i32: 0> : tile<32xi32>
  %cst_0_i32_11 = constant <i32: 0> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_12 = constant <i32: 1> : tile<i32>
  %3 = subi %1, %cst_1_i32_12 : tile<i32>
  %for_13 = for %loopIdx in (%cst_0_i32_11 to %1, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_i32_10) -> (tile<32xi32>) {
    %5 = muli %iterArg0, %cst_3_i32 : tile<32xi32>
    %6 = subi %3, %loopIdx : tile<i32>
    %pview_16 = make_partition_view %tview : partition_view<tile=(32), tensor_view<?xi32, strides=[?]>>
    %tile, %result_token = load_view_tko weak %pview_16[%6] token = %0 : partition_view<tile=(32), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<32xi32>, token
    %7 = addi %5, %tile : tile<32xi32>
    continue %7 : tile<32xi32>
  }
  %cst_0_i32_14 = constant <i32: 0> : tile<i32>
  %pview_15 = make_partition_view %tview_6 : partition_view<tile=(32), tensor_view<?xi32, strides=[?]>>
  %4 = store_view_tko weak %for_13, %pview_15[%cst_0_i32_14] token = %0 : tile<32xi32>, partition_view<tile=(32), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  return
}
