entry @half_reduce_Kt2_A2f16_3l0_A2bf16_3l0_A1f16_1l0_A1bf16_1l0_A1f16_1l0_I64(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<bf16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f16>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<ptr<bf16>>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<ptr<f16>>, %arg17: tile<i32>, %arg18: tile<i32>) optimization_hints=<sm_90 = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]>
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32>
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,?]>
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32>
  %tview_10 = make_tensor_view %arg10, shape = [%assume_8], strides = [%assume_9] : tile<i32> -> tensor_view<?xf16, strides=[?]>
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32>
  %assume_12 = assume bounded<0, ?>, %arg15 : tile<i32>
  %tview_13 = make_tensor_view %arg13, shape = [%assume_11], strides = [%assume_12] : tile<i32> -> tensor_view<?xbf16, strides=[?]>
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32>
  %assume_15 = assume bounded<0, ?>, %arg18 : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x64), tensor_view<?x?xf16, strides=[?,?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(1x64), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> tile<1x64xf16>, token
  %1 = join_tokens %0, %result_token : token
  %cst_0_i32_16 = constant <i32: 0> : tile<i32>
  %pview_17 = make_partition_view %tview_7 : partition_view<tile=(1x64), tensor_view<?x?xbf16, strides=[?,?]>>
  %tile_18, %result_token_19 = load_view_tko weak %pview_17[%blockId_x, %cst_0_i32_16] token = %0 : partition_view<tile=(1x64), tensor_view<?x?xbf16, strides=[?,?]>>, tile<i32> -> tile<1x64xbf16>, token
  %2 = join_tokens %0, %result_token_19 : token
  %reduce = reduce %tile dim=1 identities=[0.000000e+00 : f16] : tile<1x64xf16> -> tile<1xf16> 
  (%reduce_lhs: tile<f16>, %reduce_rhs: tile<f16>) {
    %13 = addf %reduce_lhs, %reduce_rhs  : tile<f16>
    yield %13 : tile<f16>
  }
  %pview_20 = make_partition_view %tview_10 : partition_view<tile=(1), tensor_view<?xf16, strides=[?]>>
  %3 = store_view_tko weak %reduce, %pview_20[%blockId_x] token = %0 : tile<1xf16>, partition_view<tile=(1), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token
  %reduce_21 = reduce %tile_18 dim=1 identities=[0xFF80 : bf16] : tile<1x64xbf16> -> tile<1xbf16> 
  (%reduce_lhs: tile<bf16>, %reduce_rhs: tile<bf16>) {
    %13 = maxf %reduce_lhs, %reduce_rhs : tile<bf16>
    yield %13 : tile<bf16>
  }
  %pview_22 = make_partition_view %tview_13 : partition_view<tile=(1), tensor_view<?xbf16, strides=[?]>>
  %4 = store_view_tko weak %reduce_21, %pview_22[%blockId_x] token = %0 : tile<1xbf16>, partition_view<tile=(1), tensor_view<?xbf16, strides=[?]>>, tile<i32> -> token
  %cst_2_i32 = constant <i32: 2> : tile<i32>
  %5 = divi %blockId_x, %cst_2_i32 signed rounding<negative_inf> : tile<i32>
  %reduce_23 = reduce %tile dim=0 identities=[0.000000e+00 : f16] : tile<1x64xf16> -> tile<64xf16> 
  (%reduce_lhs: tile<f16>, %reduce_rhs: tile<f16>) {
    %13 = addf %reduce_lhs, %reduce_rhs  : tile<f16>
    yield %13 : tile<f16>
  }
  %reduce_24 = reduce %reduce_23 dim=0 identities=[0.000000e+00 : f16] : tile<64xf16> -> tile<f16> 
  (%reduce_lhs: tile<f16>, %reduce_rhs: tile<f16>) {
    %13 = addf %reduce_lhs, %reduce_rhs  : tile<f16>
    yield %13 : tile<f16>
  }
  %6 = exti %5 signed : tile<i32> -> tile<i64>
  %7 = exti %assume_14 signed : tile<i32> -> tile<i64>
  %8 = cmpi less_than %6, %7, unsigned : tile<i64> -> tile<i1>
  %9 = exti %assume_15 signed : tile<i32> -> tile<i64>
  %10 = muli %6, %9 : tile<i64>
  %11 = offset %arg16, %10 : tile<ptr<f16>>, tile<i64> -> tile<ptr<f16>>
  %12 = join_tokens %0, %1, %2, %3, %4 : token
  %result, %result_token_25 = atomic_rmw_tko acq_rel device %11, addf, %reduce_24, %8 token=%12 : tile<ptr<f16>>, tile<f16>, tile<i1> -> tile<f16>, token
  return
}
