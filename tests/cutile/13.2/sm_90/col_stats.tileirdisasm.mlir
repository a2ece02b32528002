entry @col_stats_Kt2_A2f32_3l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_I64_I32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<f32>>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<ptr<f32>>, %arg12: tile<i32>, %arg13: tile<i32>) optimization_hints=<sm_90 = {}> {
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
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32>
  %tview_11 = make_tensor_view %arg11, shape = [%assume_9], strides = [%assume_10] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(64x32), tensor_view<?x?xf32, strides=[?,?]>>
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %blockId_x] token = %0 : partition_view<tile=(64x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<64x32xf32>, token
  %reduce = reduce %tile dim=0 identities=[0.000000e+00 : f32] : tile<64x32xf32> -> tile<32xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %4 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %4 : tile<f32>
  }
  %pview_12 = make_partition_view %tview_5 : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>
  %1 = store_view_tko weak %reduce, %pview_12[%blockId_x] token = %0 : tile<32xf32>, partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  %reduce_13 = reduce %tile dim=0 identities=[0xFF800000 : f32] : tile<64x32xf32> -> tile<32xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %4 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
    yield %4 : tile<f32>
  }
  %pview_14 = make_partition_view %tview_8 : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>
  %2 = store_view_tko weak %reduce_13, %pview_14[%blockId_x] token = %0 : tile<32xf32>, partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  %reduce_15 = reduce %tile dim=0 identities=[0x7F800000 : f32] : tile<64x32xf32> -> tile<32xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %4 = minf %reduce_lhs, %reduce_rhs : tile<f32>
    yield %4 : tile<f32>
  }
  %pview_16 = make_partition_view %tview_11 : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>
  %3 = store_view_tko weak %reduce_15, %pview_16[%blockId_x] token = %0 : tile<32xf32>, partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  return
}
