entry @row_stats_Kt2_A2f32_3l0_A1f32_1l0_A1f32_1l0_I128(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<f32>>, %arg9: tile<i32>, %arg10: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %tview_5 = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %tview_8 = make_tensor_view %arg8, shape = [%assume_6], strides = [%assume_7] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<1xf32>
  %cst_f32 = constant <f32: -3.000000e+38> : tile<1xf32>
  %pview = make_partition_view %tview : partition_view<tile=(1x128), tensor_view<?x?xf32, strides=[?,?]>>
  %1:2 = get_index_space_shape %pview : partition_view<tile=(1x128), tensor_view<?x?xf32, strides=[?,?]>> -> tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %pview_9 = make_partition_view %tview : partition_view<tile=(1x128), padding_value = zero, tensor_view<?x?xf32, strides=[?,?]>>
  %for:2 = for %loopIdx in (%cst_0_i32 to %1#1, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_f32, %iterArg1 = %cst_0_f32) -> (tile<1xf32>, tile<1xf32>) {
    %tile, %result_token = load_view_tko weak %pview_9[%blockId_x, %loopIdx] token = %0 : partition_view<tile=(1x128), padding_value = zero, tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<1x128xf32>, token
    %reduce = reduce %tile dim=1 identities=[0.000000e+00 : f32] : tile<1x128xf32> -> tile<1xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %6 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %6 : tile<f32>
    }
    %4 = addf %iterArg1, %reduce  : tile<1xf32>
    %reduce_12 = reduce %tile dim=1 identities=[0xFF800000 : f32] : tile<1x128xf32> -> tile<1xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %6 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
      yield %6 : tile<f32>
    }
    %5 = maxf %iterArg0, %reduce_12 : tile<1xf32>
    continue %5, %4 : tile<1xf32>, tile<1xf32>
  }
  %pview_10 = make_partition_view %tview_5 : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>
  %2 = store_view_tko weak %for#1, %pview_10[%blockId_x] token = %0 : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  %pview_11 = make_partition_view %tview_8 : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>
  %3 = store_view_tko weak %for#0, %pview_11[%blockId_x] token = %0 : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  return
}
