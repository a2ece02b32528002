entry @branchy_loop_Kt2_A2f32_3l0_A2f32_3l0_A1i32_1l0_A1f64_1l0_I16(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<i32>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<ptr<f64>>, %arg14: tile<i32>, %arg15: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32>
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32>
  %tview_10 = make_tensor_view %arg10, shape = [%assume_8], strides = [%assume_9] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32>
  %assume_12 = assume bounded<0, ?>, %arg15 : tile<i32>
  %tview_13 = make_tensor_view %arg13, shape = [%assume_11], strides = [%assume_12] : tile<i32> -> tensor_view<?xf64, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<1x16xf32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_0_f64 = constant <f64: 0.000000e+00> : tile<f64>
  %pview = make_partition_view %tview : partition_view<tile=(1x16), tensor_view<?x?xf32, strides=[?,?]>>
  %1:2 = get_index_space_shape %pview : partition_view<tile=(1x16), tensor_view<?x?xf32, strides=[?,?]>> -> tile<i32>
  %cst_0_i32_14 = constant <i32: 0> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %pview_15 = make_partition_view %tview : partition_view<tile=(1x16), tensor_view<?x?xf32, strides=[?,?]>>
  %cst_0_f32_16 = constant <f32: 0.000000e+00> : tile<f32>
  %for:3 = for %loopIdx in (%cst_0_i32_14 to %1#1, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_f32, %iterArg1 = %cst_0_i32, %iterArg2 = %cst_0_f64) -> (tile<1x16xf32>, tile<i32>, tile<f64>) {
    %tile, %result_token = load_view_tko weak %pview_15[%blockId_x, %loopIdx] token = %0 : partition_view<tile=(1x16), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<1x16xf32>, token
    %reduce = reduce %tile dim=0 identities=[0.000000e+00 : f32] : tile<1x16xf32> -> tile<16xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %7 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %7 : tile<f32>
    }
    %reduce_22 = reduce %reduce dim=0 identities=[0.000000e+00 : f32] : tile<16xf32> -> tile<f32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %7 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %7 : tile<f32>
    }
    %5 = cmpf greater_than ordered %reduce_22, %cst_0_f32_16 : tile<f32> -> tile<i1>
    %6:3 = if %5 -> (tile<1x16xf32>, tile<i32>, tile<f64>) {
      %7 = addf %iterArg0, %tile  : tile<1x16xf32>
      yield %7, %iterArg1, %iterArg2 : tile<1x16xf32>, tile<i32>, tile<f64>
    } else {
      %cst_1_i32_23 = constant <i32: 1> : tile<i32>
      %7 = addi %iterArg1, %cst_1_i32_23 : tile<i32>
      %8 = ftof %reduce_22  : tile<f32> -> tile<f64>
      %9 = subf %iterArg2, %8  : tile<f64>
      yield %iterArg0, %7, %9 : tile<1x16xf32>, tile<i32>, tile<f64>
    }
    continue %6#0, %6#1, %6#2 : tile<1x16xf32>, tile<i32>, tile<f64>
  }
  %cst_0_i32_17 = constant <i32: 0> : tile<i32>
  %pview_18 = make_partition_view %tview_7 : partition_view<tile=(1x16), tensor_view<?x?xf32, strides=[?,?]>>
  %2 = store_view_tko weak %for#0, %pview_18[%blockId_x, %cst_0_i32_17] token = %0 : tile<1x16xf32>, partition_view<tile=(1x16), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token
  %reshape = reshape %for#1 : tile<i32> -> tile<1xi32>
  %pview_19 = make_partition_view %tview_10 : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>
  %3 = store_view_tko weak %reshape, %pview_19[%blockId_x] token = %0 : tile<1xi32>, partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  %reshape_20 = reshape %for#2 : tile<f64> -> tile<1xf64>
  %pview_21 = make_partition_view %tview_13 : partition_view<tile=(1), tensor_view<?xf64, strides=[?]>>
  %4 = store_view_tko weak %reshape_20, %pview_21[%blockId_x] token = %0 : tile<1xf64>, partition_view<tile=(1), tensor_view<?xf64, strides=[?]>>, tile<i32> -> token
  return
}
