entry @aligned_rows_Kt2_A2f16_1v8l0_2t1_3i8_p16_A1f16_1i8t1_p16_A2f16_1v8l0_2t1_3i8_p16_I8_I64(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<f16>>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<f16>>
  %assume_0 = assume div_by<8>, %arg1 : tile<i32>
  %assume_1 = assume div_by<8>, %arg2 : tile<i32>
  %assume_2 = assume div_by<8>, %arg3 : tile<i32>
  %assume_3 = assume div_by<16>, %arg5 : tile<ptr<f16>>
  %assume_4 = assume div_by<8>, %arg6 : tile<i32>
  %assume_5 = assume div_by<16>, %arg8 : tile<ptr<f16>>
  %assume_6 = assume div_by<8>, %arg9 : tile<i32>
  %assume_7 = assume div_by<8>, %arg10 : tile<i32>
  %assume_8 = assume div_by<8>, %arg11 : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_9 = constant <i32: 1> : tile<i32>
  %cst_1_i32_10 = constant <i32: 1> : tile<i32>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume = assume div_by<8>, %assume_assume : tile<i32>
  %assume_assume_11 = assume bounded<0, ?>, %assume_1 : tile<i32>
  %assume_assume_assume_12 = assume div_by<8>, %assume_assume_11 : tile<i32>
  %assume_assume_13 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_assume_14 = assume div_by<8>, %assume_assume_13 : tile<i32>
  %tview = make_tensor_view %assume, shape = [%assume_assume_assume, %assume_assume_assume_12], strides = [%assume_assume_assume_14, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
  %assume_assume_15 = assume bounded<0, ?>, %assume_4 : tile<i32>
  %assume_assume_assume_16 = assume div_by<8>, %assume_assume_15 : tile<i32>
  %tview_17 = make_tensor_view %assume_3, shape = [%assume_assume_assume_16], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
  %assume_assume_18 = assume bounded<0, ?>, %assume_6 : tile<i32>
  %assume_assume_assume_19 = assume div_by<8>, %assume_assume_18 : tile<i32>
  %assume_assume_20 = assume bounded<0, ?>, %assume_7 : tile<i32>
  %assume_assume_assume_21 = assume div_by<8>, %assume_assume_20 : tile<i32>
  %assume_assume_22 = assume bounded<0, ?>, %assume_8 : tile<i32>
  %assume_assume_assume_23 = assume div_by<8>, %assume_assume_22 : tile<i32>
  %tview_24 = make_tensor_view %assume_5, shape = [%assume_assume_assume_19, %assume_assume_assume_21], strides = [%assume_assume_assume_23, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %blockId_x_25, %blockId_y_26, %blockId_z_27 = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(8x64), tensor_view<?x?xf16, strides=[?,1]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %blockId_y_26] token = %0 : partition_view<tile=(8x64), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<8x64xf16>, token
  %pview_28 = make_partition_view %tview_17 : partition_view<tile=(64), tensor_view<?xf16, strides=[1]>>
  %tile_29, %result_token_30 = load_view_tko weak %pview_28[%blockId_y_26] token = %0 : partition_view<tile=(64), tensor_view<?xf16, strides=[1]>>, tile<i32> -> tile<64xf16>, token
  %cst_2_f16 = constant <f16: 2.000000e+00> : tile<f16>
  %reshape = reshape %cst_2_f16 : tile<f16> -> tile<1x1xf16>
  %bcast = broadcast %reshape : tile<1x1xf16> -> tile<8x64xf16>
  %reshape_31 = reshape %tile_29 : tile<64xf16> -> tile<1x64xf16>
  %bcast_32 = broadcast %reshape_31 : tile<1x64xf16> -> tile<8x64xf16>
  %1 = fma %tile, %bcast, %bcast_32  : tile<8x64xf16>
  %pview_33 = make_partition_view %tview_24 : partition_view<tile=(8x64), tensor_view<?x?xf16, strides=[?,1]>>
  %2 = store_view_tko weak %1, %pview_33[%blockId_x, %blockId_y_26] token = %0 : tile<8x64xf16>, partition_view<tile=(8x64), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
  return
}
