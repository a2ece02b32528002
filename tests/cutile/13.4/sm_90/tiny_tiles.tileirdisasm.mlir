entry @tiny_tiles_Kt2_A2i32_3l0_A2i64_3l0_A2f16_3l0_A2f16_3l0_A2i32_3l0_A2i64_3l0_A2f32_3l0_A1i32_1l0(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<i64>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f16>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<f16>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<ptr<i32>>, %arg21: tile<i32>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<ptr<i64>>, %arg26: tile<i32>, %arg27: tile<i32>, %arg28: tile<i32>, %arg29: tile<i32>, %arg30: tile<ptr<f32>>, %arg31: tile<i32>, %arg32: tile<i32>, %arg33: tile<i32>, %arg34: tile<i32>, %arg35: tile<ptr<i32>>, %arg36: tile<i32>, %arg37: tile<i32>) optimization_hints=<default = {}> {
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
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xi64, strides=[?,?]>
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32>
  %tview_12 = make_tensor_view %arg10, shape = [%assume_8, %assume_9], strides = [%assume_10, %assume_11] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]>
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32>
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32>
  %assume_15 = assume bounded<0, ?>, %arg18 : tile<i32>
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32>
  %tview_17 = make_tensor_view %arg15, shape = [%assume_13, %assume_14], strides = [%assume_15, %assume_16] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]>
  %assume_18 = assume bounded<0, ?>, %arg21 : tile<i32>
  %assume_19 = assume bounded<0, ?>, %arg22 : tile<i32>
  %assume_20 = assume bounded<0, ?>, %arg23 : tile<i32>
  %assume_21 = assume bounded<0, ?>, %arg24 : tile<i32>
  %tview_22 = make_tensor_view %arg20, shape = [%assume_18, %assume_19], strides = [%assume_20, %assume_21] : tile<i32> -> tensor_view<?x?xi32, strides=[?,?]>
  %assume_23 = assume bounded<0, ?>, %arg26 : tile<i32>
  %assume_24 = assume bounded<0, ?>, %arg27 : tile<i32>
  %assume_25 = assume bounded<0, ?>, %arg28 : tile<i32>
  %assume_26 = assume bounded<0, ?>, %arg29 : tile<i32>
  %tview_27 = make_tensor_view %arg25, shape = [%assume_23, %assume_24], strides = [%assume_25, %assume_26] : tile<i32> -> tensor_view<?x?xi64, strides=[?,?]>
  %assume_28 = assume bounded<0, ?>, %arg31 : tile<i32>
  %assume_29 = assume bounded<0, ?>, %arg32 : tile<i32>
  %assume_30 = assume bounded<0, ?>, %arg33 : tile<i32>
  %assume_31 = assume bounded<0, ?>, %arg34 : tile<i32>
  %tview_32 = make_tensor_view %arg30, shape = [%assume_28, %assume_29], strides = [%assume_30, %assume_31] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
  %assume_33 = assume bounded<0, ?>, %arg36 : tile<i32>
  %assume_34 = assume bounded<0, ?>, %arg37 : tile<i32>
  %tview_35 = make_tensor_view %arg35, shape = [%assume_33], strides = [%assume_34] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(2x4), tensor_view<?x?xi32, strides=[?,?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(2x4), tensor_view<?x?xi32, strides=[?,?]>>, tile<i32> -> tile<2x4xi32>, token
  %cst_0_i32_36 = constant <i32: 0> : tile<i32>
  %reduce = reduce %tile dim=0 identities=[0 : i32] : tile<2x4xi32> -> tile<4xi32> 
  (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
    %8 = addi %reduce_lhs, %reduce_rhs : tile<i32>
    yield %8 : tile<i32>
  }
  %reshape = reshape %reduce : tile<4xi32> -> tile<1x4xi32>
  %pview_37 = make_partition_view %tview_22 : partition_view<tile=(1x4), tensor_view<?x?xi32, strides=[?,?]>>
  %1 = store_view_tko weak %reshape, %pview_37[%blockId_x, %cst_0_i32_36] token = %0 : tile<1x4xi32>, partition_view<tile=(1x4), tensor_view<?x?xi32, strides=[?,?]>>, tile<i32> -> token
  %cst_0_i32_38 = constant <i32: 0> : tile<i32>
  %cst_0_i32_39 = constant <i32: 0> : tile<i32>
  %pview_40 = make_partition_view %tview_7 : partition_view<tile=(1x8), tensor_view<?x?xi64, strides=[?,?]>>
  %tile_41, %result_token_42 = load_view_tko weak %pview_40[%blockId_x, %cst_0_i32_39] token = %0 : partition_view<tile=(1x8), tensor_view<?x?xi64, strides=[?,?]>>, tile<i32> -> tile<1x8xi64>, token
  %2 = scan %tile_41 dim=1 reverse=false identities=[1] : tile<1x8xi64> -> tile<1x8xi64> 
  (%arg38: tile<i64>, %arg39: tile<i64>) {
    %8 = muli %arg38, %arg39 : tile<i64>
    yield %8 : tile<i64>
  }
  %pview_43 = make_partition_view %tview_27 : partition_view<tile=(1x8), tensor_view<?x?xi64, strides=[?,?]>>
  %3 = store_view_tko weak %2, %pview_43[%blockId_x, %cst_0_i32_38] token = %0 : tile<1x8xi64>, partition_view<tile=(1x8), tensor_view<?x?xi64, strides=[?,?]>>, tile<i32> -> token
  %cst_0_i32_44 = constant <i32: 0> : tile<i32>
  %pview_45 = make_partition_view %tview_12 : partition_view<tile=(4x4), tensor_view<?x?xf16, strides=[?,?]>>
  %tile_46, %result_token_47 = load_view_tko weak %pview_45[%blockId_x, %cst_0_i32_44] token = %0 : partition_view<tile=(4x4), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> tile<4x4xf16>, token
  %cst_0_i32_48 = constant <i32: 0> : tile<i32>
  %pview_49 = make_partition_view %tview_17 : partition_view<tile=(4x2), tensor_view<?x?xf16, strides=[?,?]>>
  %tile_50, %result_token_51 = load_view_tko weak %pview_49[%blockId_x, %cst_0_i32_48] token = %0 : partition_view<tile=(4x2), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> tile<4x2xf16>, token
  %cst_0_i32_52 = constant <i32: 0> : tile<i32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<4x2xf32>
  %4 = mmaf %tile_46, %tile_50, %cst_0_f32 : tile<4x4xf16>, tile<4x2xf16>, tile<4x2xf32>
  %pview_53 = make_partition_view %tview_32 : partition_view<tile=(4x2), tensor_view<?x?xf32, strides=[?,?]>>
  %5 = store_view_tko weak %4, %pview_53[%blockId_x, %cst_0_i32_52] token = %0 : tile<4x2xf32>, partition_view<tile=(4x2), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %6 = addi %blockId_x, %cst_1_i32 : tile<i32>
  %reshape_54 = reshape %6 : tile<i32> -> tile<1xi32>
  %pview_55 = make_partition_view %tview_35 : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>
  %7 = store_view_tko weak %reshape_54, %pview_55[%blockId_x] token = %0 : tile<1xi32>, partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  return
}
