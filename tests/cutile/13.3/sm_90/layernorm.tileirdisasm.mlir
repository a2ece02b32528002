entry @layernorm_Kt2_A2f16_3l0_A1f16_1l0_A1f16_1l0_A2f16_3l0_F3ee4f8b588e368f1_I512(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<f16>>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<ptr<f16>>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]>
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %tview_5 = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xf16, strides=[?]>
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %tview_8 = make_tensor_view %arg8, shape = [%assume_6], strides = [%assume_7] : tile<i32> -> tensor_view<?xf16, strides=[?]>
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32>
  %assume_12 = assume bounded<0, ?>, %arg15 : tile<i32>
  %tview_13 = make_tensor_view %arg11, shape = [%assume_9, %assume_10], strides = [%assume_11, %assume_12] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]>
  %cst_f32 = constant <f32: 9.99999974E-6> : tile<f32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x512), padding_value = zero, tensor_view<?x?xf16, strides=[?,?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(1x512), padding_value = zero, tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> tile<1x512xf16>, token
  %1 = ftof %tile  : tile<1x512xf16> -> tile<1x512xf32>
  %reduce = reduce %1 dim=1 identities=[0.000000e+00 : f32] : tile<1x512xf32> -> tile<1xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %14 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %14 : tile<f32>
  }
  %reshape = reshape %reduce : tile<1xf32> -> tile<1x1xf32>
  %cst_512_f32 = constant <f32: 5.120000e+02> : tile<f32>
  %reshape_14 = reshape %cst_512_f32 : tile<f32> -> tile<1x1xf32>
  %2 = divf %reshape, %reshape_14  : tile<1x1xf32>
  %bcast = broadcast %2 : tile<1x1xf32> -> tile<1x512xf32>
  %3 = subf %1, %bcast  : tile<1x512xf32>
  %4 = mulf %3, %3  : tile<1x512xf32>
  %reduce_15 = reduce %4 dim=1 identities=[0.000000e+00 : f32] : tile<1x512xf32> -> tile<1xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %14 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %14 : tile<f32>
  }
  %reshape_16 = reshape %reduce_15 : tile<1xf32> -> tile<1x1xf32>
  %cst_512_f32_17 = constant <f32: 5.120000e+02> : tile<f32>
  %reshape_18 = reshape %cst_512_f32_17 : tile<f32> -> tile<1x1xf32>
  %5 = divf %reshape_16, %reshape_18  : tile<1x1xf32>
  %reshape_19 = reshape %cst_f32 : tile<f32> -> tile<1x1xf32>
  %6 = addf %5, %reshape_19  : tile<1x1xf32>
  %7 = rsqrt %6 : tile<1x1xf32>
  %bcast_20 = broadcast %7 : tile<1x1xf32> -> tile<1x512xf32>
  %8 = mulf %3, %bcast_20  : tile<1x512xf32>
  %cst_0_i32_21 = constant <i32: 0> : tile<i32>
  %pview_22 = make_partition_view %tview_5 : partition_view<tile=(512), tensor_view<?xf16, strides=[?]>>
  %tile_23, %result_token_24 = load_view_tko weak %pview_22[%cst_0_i32_21] token = %0 : partition_view<tile=(512), tensor_view<?xf16, strides=[?]>>, tile<i32> -> tile<512xf16>, token
  %9 = ftof %tile_23  : tile<512xf16> -> tile<512xf32>
  %cst_0_i32_25 = constant <i32: 0> : tile<i32>
  %pview_26 = make_partition_view %tview_8 : partition_view<tile=(512), tensor_view<?xf16, strides=[?]>>
  %tile_27, %result_token_28 = load_view_tko weak %pview_26[%cst_0_i32_25] token = %0 : partition_view<tile=(512), tensor_view<?xf16, strides=[?]>>, tile<i32> -> tile<512xf16>, token
  %10 = ftof %tile_27  : tile<512xf16> -> tile<512xf32>
  %reshape_29 = reshape %9 : tile<512xf32> -> tile<1x512xf32>
  %reshape_30 = reshape %10 : tile<512xf32> -> tile<1x512xf32>
  %11 = fma %8, %reshape_29, %reshape_30  : tile<1x512xf32>
  %cst_0_i32_31 = constant <i32: 0> : tile<i32>
  %12 = ftof %11  : tile<1x512xf32> -> tile<1x512xf16>
  %pview_32 = make_partition_view %tview_13 : partition_view<tile=(1x512), tensor_view<?x?xf16, strides=[?,?]>>
  %13 = store_view_tko weak %12, %pview_32[%blockId_x, %cst_0_i32_31] token = %0 : tile<1x512xf16>, partition_view<tile=(1x512), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> token
  return
}
