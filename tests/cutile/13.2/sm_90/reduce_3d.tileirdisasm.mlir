entry @reduce_3d_Kt2_A3i32_7l0_A3i32_7l0_A3i32_7l0_A2i32_3l0_A1i32_1l0_I4_I8_I16(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<ptr<i32>>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<ptr<i32>>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<ptr<i32>>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<ptr<i32>>, %arg27: tile<i32>, %arg28: tile<i32>) optimization_hints=<sm_90 = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_3 = assume bounded<0, ?>, %arg5 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg6 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0, %assume_1], strides = [%assume_2, %assume_3, %assume_4] : tile<i32> -> tensor_view<?x?x?xi32, strides=[?,?,?]>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32>
  %tview_11 = make_tensor_view %arg7, shape = [%assume_5, %assume_6, %assume_7], strides = [%assume_8, %assume_9, %assume_10] : tile<i32> -> tensor_view<?x?x?xi32, strides=[?,?,?]>
  %assume_12 = assume bounded<0, ?>, %arg15 : tile<i32>
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32>
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32>
  %assume_15 = assume bounded<0, ?>, %arg18 : tile<i32>
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32>
  %assume_17 = assume bounded<0, ?>, %arg20 : tile<i32>
  %tview_18 = make_tensor_view %arg14, shape = [%assume_12, %assume_13, %assume_14], strides = [%assume_15, %assume_16, %assume_17] : tile<i32> -> tensor_view<?x?x?xi32, strides=[?,?,?]>
  %assume_19 = assume bounded<0, ?>, %arg22 : tile<i32>
  %assume_20 = assume bounded<0, ?>, %arg23 : tile<i32>
  %assume_21 = assume bounded<0, ?>, %arg24 : tile<i32>
  %assume_22 = assume bounded<0, ?>, %arg25 : tile<i32>
  %tview_23 = make_tensor_view %arg21, shape = [%assume_19, %assume_20], strides = [%assume_21, %assume_22] : tile<i32> -> tensor_view<?x?xi32, strides=[?,?]>
  %assume_24 = assume bounded<0, ?>, %arg27 : tile<i32>
  %assume_25 = assume bounded<0, ?>, %arg28 : tile<i32>
  %tview_26 = make_tensor_view %arg26, shape = [%assume_24], strides = [%assume_25] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_0_i32_27 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(4x8x16), tensor_view<?x?x?xi32, strides=[?,?,?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32, %cst_0_i32_27] token = %0 : partition_view<tile=(4x8x16), tensor_view<?x?x?xi32, strides=[?,?,?]>>, tile<i32> -> tile<4x8x16xi32>, token
  %cst_0_i32_28 = constant <i32: 0> : tile<i32>
  %cst_0_i32_29 = constant <i32: 0> : tile<i32>
  %reduce = reduce %tile dim=0 identities=[0 : i32] : tile<4x8x16xi32> -> tile<8x16xi32> 
  (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
    %5 = addi %reduce_lhs, %reduce_rhs : tile<i32>
    yield %5 : tile<i32>
  }
  %reshape = reshape %reduce : tile<8x16xi32> -> tile<1x8x16xi32>
  %pview_30 = make_partition_view %tview_11 : partition_view<tile=(1x8x16), tensor_view<?x?x?xi32, strides=[?,?,?]>>
  %1 = store_view_tko weak %reshape, %pview_30[%blockId_x, %cst_0_i32_28, %cst_0_i32_29] token = %0 : tile<1x8x16xi32>, partition_view<tile=(1x8x16), tensor_view<?x?x?xi32, strides=[?,?,?]>>, tile<i32> -> token
  %cst_0_i32_31 = constant <i32: 0> : tile<i32>
  %cst_0_i32_32 = constant <i32: 0> : tile<i32>
  %reduce_33 = reduce %tile dim=1 identities=[-2147483648 : i32] : tile<4x8x16xi32> -> tile<4x16xi32> 
  (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
    %5 = maxi %reduce_lhs, %reduce_rhs signed : tile<i32>
    yield %5 : tile<i32>
  }
  %reshape_34 = reshape %reduce_33 : tile<4x16xi32> -> tile<4x1x16xi32>
  %pview_35 = make_partition_view %tview_18 : partition_view<tile=(4x1x16), tensor_view<?x?x?xi32, strides=[?,?,?]>>
  %2 = store_view_tko weak %reshape_34, %pview_35[%blockId_x, %cst_0_i32_31, %cst_0_i32_32] token = %0 : tile<4x1x16xi32>, partition_view<tile=(4x1x16), tensor_view<?x?x?xi32, strides=[?,?,?]>>, tile<i32> -> token
  %cst_0_i32_36 = constant <i32: 0> : tile<i32>
  %reduce_37 = reduce %tile dim=2 identities=[2147483647 : i32] : tile<4x8x16xi32> -> tile<4x8xi32> 
  (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
    %5 = mini %reduce_lhs, %reduce_rhs signed : tile<i32>
    yield %5 : tile<i32>
  }
  %pview_38 = make_partition_view %tview_23 : partition_view<tile=(4x8), tensor_view<?x?xi32, strides=[?,?]>>
  %3 = store_view_tko weak %reduce_37, %pview_38[%blockId_x, %cst_0_i32_36] token = %0 : tile<4x8xi32>, partition_view<tile=(4x8), tensor_view<?x?xi32, strides=[?,?]>>, tile<i32> -> token
  %reduce_39 = reduce %tile dim=0 identities=[0 : i32] : tile<4x8x16xi32> -> tile<8x16xi32> 
  (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
    %5 = addi %reduce_lhs, %reduce_rhs : tile<i32>
    yield %5 : tile<i32>
  }
  %reduce_40 = reduce %reduce_39 dim=0 identities=[0 : i32] : tile<8x16xi32> -> tile<16xi32> 
  (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
    %5 = addi %reduce_lhs, %reduce_rhs : tile<i32>
    yield %5 : tile<i32>
  }
  %reduce_41 = reduce %reduce_40 dim=0 identities=[0 : i32] : tile<16xi32> -> tile<i32> 
  (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
    %5 = addi %reduce_lhs, %reduce_rhs : tile<i32>
    yield %5 : tile<i32>
  }
  %reshape_42 = reshape %reduce_41 : tile<i32> -> tile<1xi32>
  %pview_43 = make_partition_view %tview_26 : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>
  %4 = store_view_tko weak %reshape_42, %pview_43[%blockId_x] token = %0 : tile<1xi32>, partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  return
}
