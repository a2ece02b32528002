entry @reduce_custom_Kt2_A2i32_3l0_A2f32_3l0_A1i32_1l0_A1f32_1l0_I64(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<i32>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<ptr<f32>>, %arg14: tile<i32>, %arg15: tile<i32>) optimization_hints=<default = {}> {
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
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32>
  %tview_10 = make_tensor_view %arg10, shape = [%assume_8], strides = [%assume_9] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32>
  %assume_12 = assume bounded<0, ?>, %arg15 : tile<i32>
  %tview_13 = make_tensor_view %arg13, shape = [%assume_11], strides = [%assume_12] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x64), tensor_view<?x?xi32, strides=[?,?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(1x64), tensor_view<?x?xi32, strides=[?,?]>>, tile<i32> -> tile<1x64xi32>, token
  %reduce = reduce %tile dim=1 identities=[0 : i32] : tile<1x64xi32> -> tile<1xi32> 
  (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
    %8 = ori %reduce_lhs, %reduce_rhs : tile<i32>
    yield %8 : tile<i32>
  }
  %pview_14 = make_partition_view %tview_10 : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>
  %1 = store_view_tko weak %reduce, %pview_14[%blockId_x] token = %0 : tile<1xi32>, partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  %cst_0_i32_15 = constant <i32: 0> : tile<i32>
  %pview_16 = make_partition_view %tview_7 : partition_view<tile=(1x64), tensor_view<?x?xf32, strides=[?,?]>>
  %tile_17, %result_token_18 = load_view_tko weak %pview_16[%blockId_x, %cst_0_i32_15] token = %0 : partition_view<tile=(1x64), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<1x64xf32>, token
  %2 = mulf %tile_17, %tile_17  : tile<1x64xf32>
  %reduce_19:2 = reduce %tile_17, %2 dim=1 identities=[0.000000e+00 : f32, 0.000000e+00 : f32] : tile<1x64xf32>, tile<1x64xf32> -> tile<1xf32>, tile<1xf32> 
  (%reduce_lhs0: tile<f32>, %reduce_rhs0: tile<f32>, %reduce_lhs1: tile<f32>, %reduce_rhs1: tile<f32>) {
    %8 = addf %reduce_lhs0, %reduce_rhs0  : tile<f32>
    %9 = addf %reduce_lhs1, %reduce_rhs1  : tile<f32>
    yield %8, %9 : tile<f32>, tile<f32>
  }
  %cst_64_f32 = constant <f32: 6.400000e+01> : tile<f32>
  %reshape = reshape %cst_64_f32 : tile<f32> -> tile<1xf32>
  %3 = divf %reduce_19#0, %reshape  : tile<1xf32>
  %cst_64_f32_20 = constant <f32: 6.400000e+01> : tile<f32>
  %reshape_21 = reshape %cst_64_f32_20 : tile<f32> -> tile<1xf32>
  %4 = divf %reduce_19#1, %reshape_21  : tile<1xf32>
  %5 = negf %3 : tile<1xf32>
  %6 = fma %5, %3, %4  : tile<1xf32>
  %pview_22 = make_partition_view %tview_13 : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>
  %7 = store_view_tko weak %6, %pview_22[%blockId_x] token = %0 : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  return
}
