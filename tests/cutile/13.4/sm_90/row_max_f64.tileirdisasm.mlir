entry @row_max_f64_Kt2_A2f64_3l0_A1f64_1l0_A1f64_1l0_I32(%arg0: tile<ptr<f64>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f64>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<f64>>, %arg9: tile<i32>, %arg10: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf64, strides=[?,?]>
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %tview_5 = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xf64, strides=[?]>
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %tview_8 = make_tensor_view %arg8, shape = [%assume_6], strides = [%assume_7] : tile<i32> -> tensor_view<?xf64, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x32), tensor_view<?x?xf64, strides=[?,?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(1x32), tensor_view<?x?xf64, strides=[?,?]>>, tile<i32> -> tile<1x32xf64>, token
  %reduce = reduce %tile dim=1 identities=[0x7FF0000000000000 : f64] : tile<1x32xf64> -> tile<1xf64> 
  (%reduce_lhs: tile<f64>, %reduce_rhs: tile<f64>) {
    %3 = maxf %reduce_lhs, %reduce_rhs : tile<f64>
    yield %3 : tile<f64>
  }
  %pview_9 = make_partition_view %tview_5 : partition_view<tile=(1), tensor_view<?xf64, strides=[?]>>
  %1 = store_view_tko weak %reduce, %pview_9[%blockId_x] token = %0 : tile<1xf64>, partition_view<tile=(1), tensor_view<?xf64, strides=[?]>>, tile<i32> -> token
  %reduce_10 = reduce %tile dim=1 identities=[0x7FF0000000000000 : f64] : tile<1x32xf64> -> tile<1xf64> 
  (%reduce_lhs: tile<f64>, %reduce_rhs: tile<f64>) {
    %3 = minf %reduce_lhs, %reduce_rhs : tile<f64>
    yield %3 : tile<f64>
  }
  %pview_11 = make_partition_view %tview_8 : partition_view<tile=(1), tensor_view<?xf64, strides=[?]>>
  %2 = store_view_tko weak %reduce_10, %pview_11[%blockId_x] token = %0 : tile<1xf64>, partition_view<tile=(1), tensor_view<?xf64, strides=[?]>>, tile<i32> -> token
  return
}
