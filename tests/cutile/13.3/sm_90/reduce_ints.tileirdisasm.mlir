entry @reduce_ints_Kt2_A2i64_3l0_A2i16_3l0_A2u32_3l0_A2i8_3l0_A2i64_3l0_A2i16_3l0_A1u32_1l0_A1i8_1l0_I8_I16(%arg0: tile<ptr<i64>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<i16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<i32>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<i8>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<ptr<i64>>, %arg21: tile<i32>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<ptr<i16>>, %arg26: tile<i32>, %arg27: tile<i32>, %arg28: tile<i32>, %arg29: tile<i32>, %arg30: tile<ptr<i32>>, %arg31: tile<i32>, %arg32: tile<i32>, %arg33: tile<ptr<i8>>, %arg34: tile<i32>, %arg35: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xi64, strides=[?,?]>
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32>
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xi16, strides=[?,?]>
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32>
  %tview_12 = make_tensor_view %arg10, shape = [%assume_8, %assume_9], strides = [%assume_10, %assume_11] : tile<i32> -> tensor_view<?x?xi32, strides=[?,?]>
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32>
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32>
  %assume_15 = assume bounded<0, ?>, %arg18 : tile<i32>
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32>
  %tview_17 = make_tensor_view %arg15, shape = [%assume_13, %assume_14], strides = [%assume_15, %assume_16] : tile<i32> -> tensor_view<?x?xi8, strides=[?,?]>
  %assume_18 = assume bounded<0, ?>, %arg21 : tile<i32>
  %assume_19 = assume bounded<0, ?>, %arg22 : tile<i32>
  %assume_20 = assume bounded<0, ?>, %arg23 : tile<i32>
  %assume_21 = assume bounded<0, ?>, %arg24 : tile<i32>
  %tview_22 = make_tensor_view %arg20, shape = [%assume_18, %assume_19], strides = [%assume_20, %assume_21] : tile<i32> -> tensor_view<?x?xi64, strides=[?,?]>
  %assume_23 = assume bounded<0, ?>, %arg26 : tile<i32>
  %assume_24 = assume bounded<0, ?>, %arg27 : tile<i32>
  %assume_25 = assume bounded<0, ?>, %arg28 : tile<i32>
  %assume_26 = assume bounded<0, ?>, %arg29 : tile<i32>
  %tview_27 = make_tensor_view %arg25, shape = [%assume_23, %assume_24], strides = [%assume_25, %assume_26] : tile<i32> -> tensor_view<?x?xi16, strides=[?,?]>
  %assume_28 = assume bounded<0, ?>, %arg31 : tile<i32>
  %assume_29 = assume bounded<0, ?>, %arg32 : tile<i32>
  %tview_30 = make_tensor_view %arg30, shape = [%assume_28], strides = [%assume_29] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_31 = assume bounded<0, ?>, %arg34 : tile<i32>
  %assume_32 = assume bounded<0, ?>, %arg35 : tile<i32>
  %tview_33 = make_tensor_view %arg33, shape = [%assume_31], strides = [%assume_32] : tile<i32> -> tensor_view<?xi8, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(8x16), tensor_view<?x?xi64, strides=[?,?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(8x16), tensor_view<?x?xi64, strides=[?,?]>>, tile<i32> -> tile<8x16xi64>, token
  %cst_0_i32_34 = constant <i32: 0> : tile<i32>
  %pview_35 = make_partition_view %tview_7 : partition_view<tile=(8x16), tensor_view<?x?xi16, strides=[?,?]>>
  %tile_36, %result_token_37 = load_view_tko weak %pview_35[%blockId_x, %cst_0_i32_34] token = %0 : partition_view<tile=(8x16), tensor_view<?x?xi16, strides=[?,?]>>, tile<i32> -> tile<8x16xi16>, token
  %cst_0_i32_38 = constant <i32: 0> : tile<i32>
  %pview_39 = make_partition_view %tview_12 : partition_view<tile=(8x16), tensor_view<?x?xi32, strides=[?,?]>>
  %tile_40, %result_token_41 = load_view_tko weak %pview_39[%blockId_x, %cst_0_i32_38] token = %0 : partition_view<tile=(8x16), tensor_view<?x?xi32, strides=[?,?]>>, tile<i32> -> tile<8x16xi32>, token
  %cst_0_i32_42 = constant <i32: 0> : tile<i32>
  %pview_43 = make_partition_view %tview_17 : partition_view<tile=(8x16), tensor_view<?x?xi8, strides=[?,?]>>
  %tile_44, %result_token_45 = load_view_tko weak %pview_43[%blockId_x, %cst_0_i32_42] token = %0 : partition_view<tile=(8x16), tensor_view<?x?xi8, strides=[?,?]>>, tile<i32> -> tile<8x16xi8>, token
  %cst_0_i32_46 = constant <i32: 0> : tile<i32>
  %reduce = reduce %tile dim=1 identities=[1] : tile<8x16xi64> -> tile<8xi64> 
  (%reduce_lhs: tile<i64>, %reduce_rhs: tile<i64>) {
    %5 = muli %reduce_lhs, %reduce_rhs : tile<i64>
    yield %5 : tile<i64>
  }
  %reshape = reshape %reduce : tile<8xi64> -> tile<1x8xi64>
  %pview_47 = make_partition_view %tview_22 : partition_view<tile=(1x8), tensor_view<?x?xi64, strides=[?,?]>>
  %1 = store_view_tko weak %reshape, %pview_47[%blockId_x, %cst_0_i32_46] token = %0 : tile<1x8xi64>, partition_view<tile=(1x8), tensor_view<?x?xi64, strides=[?,?]>>, tile<i32> -> token
  %cst_0_i32_48 = constant <i32: 0> : tile<i32>
  %reduce_49 = reduce %tile_36 dim=0 identities=[32767 : i16] : tile<8x16xi16> -> tile<16xi16> 
  (%reduce_lhs: tile<i16>, %reduce_rhs: tile<i16>) {
    %5 = mini %reduce_lhs, %reduce_rhs signed : tile<i16>
    yield %5 : tile<i16>
  }
  %reshape_50 = reshape %reduce_49 : tile<16xi16> -> tile<1x16xi16>
  %pview_51 = make_partition_view %tview_27 : partition_view<tile=(1x16), tensor_view<?x?xi16, strides=[?,?]>>
  %2 = store_view_tko weak %reshape_50, %pview_51[%blockId_x, %cst_0_i32_48] token = %0 : tile<1x16xi16>, partition_view<tile=(1x16), tensor_view<?x?xi16, strides=[?,?]>>, tile<i32> -> token
  %reduce_52 = reduce %tile_40 dim=0 identities=[0 : i32] : tile<8x16xi32> -> tile<16xi32> 
  (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
    %5 = maxi %reduce_lhs, %reduce_rhs unsigned : tile<i32>
    yield %5 : tile<i32>
  }
  %reduce_53 = reduce %reduce_52 dim=0 identities=[0 : i32] : tile<16xi32> -> tile<i32> 
  (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
    %5 = maxi %reduce_lhs, %reduce_rhs unsigned : tile<i32>
    yield %5 : tile<i32>
  }
  %reshape_54 = reshape %reduce_53 : tile<i32> -> tile<1xi32>
  %pview_55 = make_partition_view %tview_30 : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>
  %3 = store_view_tko weak %reshape_54, %pview_55[%blockId_x] token = %0 : tile<1xi32>, partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  %reduce_56 = reduce %tile_44 dim=0 identities=[0 : i8] : tile<8x16xi8> -> tile<16xi8> 
  (%reduce_lhs: tile<i8>, %reduce_rhs: tile<i8>) {
    %5 = addi %reduce_lhs, %reduce_rhs : tile<i8>
    yield %5 : tile<i8>
  }
  %reduce_57 = reduce %reduce_56 dim=0 identities=[0 : i8] : tile<16xi8> -> tile<i8> 
  (%reduce_lhs: tile<i8>, %reduce_rhs: tile<i8>) {
    %5 = addi %reduce_lhs, %reduce_rhs : tile<i8>
    yield %5 : tile<i8>
  }
  %reshape_58 = reshape %reduce_57 : tile<i8> -> tile<1xi8>
  %pview_59 = make_partition_view %tview_33 : partition_view<tile=(1), tensor_view<?xi8, strides=[?]>>
  %4 = store_view_tko weak %reshape_58, %pview_59[%blockId_x] token = %0 : tile<1xi8>, partition_view<tile=(1), tensor_view<?xi8, strides=[?]>>, tile<i32> -> token
  return
}
