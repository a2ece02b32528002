entry @rmsnorm_Kt2_A2f16_3l0_A1f16_1l0_A2f16_3l0_F3eb0c6f7a0b5ed8d_I256(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<f16>>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>) optimization_hints=<default = {}> {
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
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32>
  %tview_10 = make_tensor_view %arg8, shape = [%assume_6, %assume_7], strides = [%assume_8, %assume_9] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]>
  %cst_f32 = constant <f32: 9.99999997E-7> : tile<f32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x256), tensor_view<?x?xf16, strides=[?,?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(1x256), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> tile<1x256xf16>, token
  %1 = ftof %tile  : tile<1x256xf16> -> tile<1x256xf32>
  %2 = mulf %1, %1  : tile<1x256xf32>
  %reduce = reduce %2 dim=1 identities=[0.000000e+00 : f32] : tile<1x256xf32> -> tile<1xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %11 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %11 : tile<f32>
  }
  %reshape = reshape %reduce : tile<1xf32> -> tile<1x1xf32>
  %cst_256_f32 = constant <f32: 2.560000e+02> : tile<f32>
  %reshape_11 = reshape %cst_256_f32 : tile<f32> -> tile<1x1xf32>
  %3 = divf %reshape, %reshape_11  : tile<1x1xf32>
  %cst_0_i32_12 = constant <i32: 0> : tile<i32>
  %pview_13 = make_partition_view %tview_5 : partition_view<tile=(256), tensor_view<?xf16, strides=[?]>>
  %tile_14, %result_token_15 = load_view_tko weak %pview_13[%cst_0_i32_12] token = %0 : partition_view<tile=(256), tensor_view<?xf16, strides=[?]>>, tile<i32> -> tile<256xf16>, token
  %4 = ftof %tile_14  : tile<256xf16> -> tile<256xf32>
  %reshape_16 = reshape %cst_f32 : tile<f32> -> tile<1x1xf32>
  %5 = addf %3, %reshape_16  : tile<1x1xf32>
  %6 = rsqrt %5 : tile<1x1xf32>
  %bcast = broadcast %6 : tile<1x1xf32> -> tile<1x256xf32>
  %7 = mulf %1, %bcast  : tile<1x256xf32>
  %reshape_17 = reshape %4 : tile<256xf32> -> tile<1x256xf32>
  %8 = mulf %7, %reshape_17  : tile<1x256xf32>
  %cst_0_i32_18 = constant <i32: 0> : tile<i32>
  %9 = ftof %8  : tile<1x256xf32> -> tile<1x256xf16>
  %pview_19 = make_partition_view %tview_10 : partition_view<tile=(1x256), tensor_view<?x?xf16, strides=[?,?]>>
  %10 = store_view_tko weak %9, %pview_19[%blockId_x, %cst_0_i32_18] token = %0 : tile<1x256xf16>, partition_view<tile=(1x256), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> token
  return
}
