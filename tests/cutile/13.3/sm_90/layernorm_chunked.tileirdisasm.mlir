entry @layernorm_chunked_Kt2_A2bf16_3l0_A1bf16_1l0_A1bf16_1l0_A2f32_3l0_F3ee4f8b588e368f1_I128(%arg0: tile<ptr<bf16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<bf16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<bf16>>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<ptr<f32>>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,?]>
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %tview_5 = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xbf16, strides=[?]>
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %tview_8 = make_tensor_view %arg8, shape = [%assume_6], strides = [%assume_7] : tile<i32> -> tensor_view<?xbf16, strides=[?]>
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32>
  %assume_12 = assume bounded<0, ?>, %arg15 : tile<i32>
  %tview_13 = make_tensor_view %arg11, shape = [%assume_9, %assume_10], strides = [%assume_11, %assume_12] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
  %cst_f32 = constant <f32: 9.99999974E-6> : tile<f32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x128), tensor_view<?x?xbf16, strides=[?,?]>>
  %1:2 = get_index_space_shape %pview : partition_view<tile=(1x128), tensor_view<?x?xbf16, strides=[?,?]>> -> tile<i32>
  %pview_14 = make_partition_view %tview : partition_view<tile=(1x1), tensor_view<?x?xbf16, strides=[?,?]>>
  %2:2 = get_index_space_shape %pview_14 : partition_view<tile=(1x1), tensor_view<?x?xbf16, strides=[?,?]>> -> tile<i32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<1x128xf32>
  %cst_0_f32_15 = constant <f32: 0.000000e+00> : tile<1x128xf32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %pview_16 = make_partition_view %tview : partition_view<tile=(1x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,?]>>
  %for:2 = for %loopIdx in (%cst_0_i32 to %1#1, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_f32_15, %iterArg1 = %cst_0_f32) -> (tile<1x128xf32>, tile<1x128xf32>) {
    %tile, %result_token = load_view_tko weak %pview_16[%blockId_x, %loopIdx] token = %0 : partition_view<tile=(1x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,?]>>, tile<i32> -> tile<1x128xbf16>, token
    %11 = ftof %tile  : tile<1x128xbf16> -> tile<1x128xf32>
    %12 = addf %iterArg1, %11  : tile<1x128xf32>
    %13 = fma %11, %11, %iterArg0  : tile<1x128xf32>
    continue %13, %12 : tile<1x128xf32>, tile<1x128xf32>
  }
  %reduce = reduce %for#1 dim=1 identities=[0.000000e+00 : f32] : tile<1x128xf32> -> tile<1xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %11 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %11 : tile<f32>
  }
  %reshape = reshape %reduce : tile<1xf32> -> tile<1x1xf32>
  %3 = itof %2#1 signed  : tile<i32> -> tile<f32>
  %reshape_17 = reshape %3 : tile<f32> -> tile<1x1xf32>
  %4 = divf %reshape, %reshape_17  : tile<1x1xf32>
  %reduce_18 = reduce %for#0 dim=1 identities=[0.000000e+00 : f32] : tile<1x128xf32> -> tile<1xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %11 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %11 : tile<f32>
  }
  %reshape_19 = reshape %reduce_18 : tile<1xf32> -> tile<1x1xf32>
  %5 = itof %2#1 signed  : tile<i32> -> tile<f32>
  %reshape_20 = reshape %5 : tile<f32> -> tile<1x1xf32>
  %6 = divf %reshape_19, %reshape_20  : tile<1x1xf32>
  %7 = negf %4 : tile<1x1xf32>
  %8 = fma %7, %4, %6  : tile<1x1xf32>
  %reshape_21 = reshape %cst_f32 : tile<f32> -> tile<1x1xf32>
  %9 = addf %8, %reshape_21  : tile<1x1xf32>
  %10 = rsqrt %9 : tile<1x1xf32>
  %cst_0_i32_22 = constant <i32: 0> : tile<i32>
  %cst_1_i32_23 = constant <i32: 1> : tile<i32>
  %pview_24 = make_partition_view %tview : partition_view<tile=(1x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,?]>>
  %pview_25 = make_partition_view %tview_5 : partition_view<tile=(128), padding_value = zero, tensor_view<?xbf16, strides=[?]>>
  %pview_26 = make_partition_view %tview_8 : partition_view<tile=(128), padding_value = zero, tensor_view<?xbf16, strides=[?]>>
  %bcast = broadcast %4 : tile<1x1xf32> -> tile<1x128xf32>
  %bcast_27 = broadcast %10 : tile<1x1xf32> -> tile<1x128xf32>
  %pview_28 = make_partition_view %tview_13 : partition_view<tile=(1x128), tensor_view<?x?xf32, strides=[?,?]>>
  for %loopIdx in (%cst_0_i32_22 to %1#1, step %cst_1_i32_23) : tile<i32> {
    %tile, %result_token = load_view_tko weak %pview_24[%blockId_x, %loopIdx] token = %0 : partition_view<tile=(1x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,?]>>, tile<i32> -> tile<1x128xbf16>, token
    %11 = ftof %tile  : tile<1x128xbf16> -> tile<1x128xf32>
    %tile_29, %result_token_30 = load_view_tko weak %pview_25[%loopIdx] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xbf16, strides=[?]>>, tile<i32> -> tile<128xbf16>, token
    %12 = ftof %tile_29  : tile<128xbf16> -> tile<128xf32>
    %tile_31, %result_token_32 = load_view_tko weak %pview_26[%loopIdx] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xbf16, strides=[?]>>, tile<i32> -> tile<128xbf16>, token
    %13 = ftof %tile_31  : tile<128xbf16> -> tile<128xf32>
    %14 = subf %11, %bcast  : tile<1x128xf32>
    %15 = mulf %14, %bcast_27  : tile<1x128xf32>
    %reshape_33 = reshape %12 : tile<128xf32> -> tile<1x128xf32>
    %reshape_34 = reshape %13 : tile<128xf32> -> tile<1x128xf32>
    %16 = fma %15, %reshape_33, %reshape_34  : tile<1x128xf32>
    %17 = store_view_tko weak %16, %pview_28[%blockId_x, %loopIdx] token = %0 : tile<1x128xf32>, partition_view<tile=(1x128), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token
  }
  return
}
