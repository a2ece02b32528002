entry @bool_masks_Kt2_A1f32_1l0_A1b8_1l0_A1b8_1l0_A1i32_1l0_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i1>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i1>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<i32>>, %arg10: tile<i32>, %arg11: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi1, strides=[?]>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xi1, strides=[?]>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32>
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token
  %pview_10 = make_partition_view %tview_3 : partition_view<tile=(64), tensor_view<?xi1, strides=[?]>>
  %tile_11, %result_token_12 = load_view_tko weak %pview_10[%blockId_x] token = %0 : partition_view<tile=(64), tensor_view<?xi1, strides=[?]>>, tile<i32> -> tile<64xi1>, token
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32>
  %reshape = reshape %cst_0_f32 : tile<f32> -> tile<1xf32>
  %bcast = broadcast %reshape : tile<1xf32> -> tile<64xf32>
  %1 = cmpf greater_than ordered %tile, %bcast : tile<64xf32> -> tile<64xi1>
  %2 = andi %tile_11, %1 : tile<64xi1>
  %cst_f32 = constant <f32: -1.000000e+00> : tile<f32>
  %reshape_13 = reshape %cst_f32 : tile<f32> -> tile<1xf32>
  %bcast_14 = broadcast %reshape_13 : tile<1xf32> -> tile<64xf32>
  %3 = cmpf greater_than ordered %tile, %bcast_14 : tile<64xf32> -> tile<64xi1>
  %4 = ori %tile_11, %3 : tile<64xi1>
  %true = constant <i1: true> : tile<64xi1>
  %5 = xori %4, %true : tile<64xi1>
  %6 = ori %2, %5 : tile<64xi1>
  %pview_15 = make_partition_view %tview_6 : partition_view<tile=(64), tensor_view<?xi1, strides=[?]>>
  %7 = store_view_tko weak %6, %pview_15[%blockId_x] token = %0 : tile<64xi1>, partition_view<tile=(64), tensor_view<?xi1, strides=[?]>>, tile<i32> -> token
  %8 = exti %6 unsigned : tile<64xi1> -> tile<64xi32>
  %reduce = reduce %8 dim=0 identities=[0 : i32] : tile<64xi32> -> tile<i32> 
  (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
    %10 = addi %reduce_lhs, %reduce_rhs : tile<i32>
    yield %10 : tile<i32>
  }
  %reshape_16 = reshape %reduce : tile<i32> -> tile<1xi32>
  %pview_17 = make_partition_view %tview_9 : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>
  %9 = store_view_tko weak %reshape_16, %pview_17[%blockId_x] token = %0 : tile<1xi32>, partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  return
}
