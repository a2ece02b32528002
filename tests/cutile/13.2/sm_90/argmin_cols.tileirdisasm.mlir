entry @argmin_cols_Kt2_A2f16_3l0_A1i32_1l0_A2i32_3l0_I32_I16(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<i32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<i32>>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>) optimization_hints=<sm_90 = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]>
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %tview_5 = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32>
  %tview_10 = make_tensor_view %arg8, shape = [%assume_6, %assume_7], strides = [%assume_8, %assume_9] : tile<i32> -> tensor_view<?x?xi32, strides=[?,?]>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_0_i32_11 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(32x16), tensor_view<?x?xf16, strides=[?,?]>>
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_11] token = %0 : partition_view<tile=(32x16), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> tile<32x16xf16>, token
  %cst_0_i32_12 = constant <i32: 0> : tile<i32>
  %1 = iota : tile<32xi32>
  %reshape = reshape %1 : tile<32xi32> -> tile<32x1xi32>
  %bcast = broadcast %reshape : tile<32x1xi32> -> tile<32x16xi32>
  %reduce:2 = reduce %tile, %bcast dim=0 identities=[0x7C00 : f16, 0 : i32] : tile<32x16xf16>, tile<32x16xi32> -> tile<16xf16>, tile<16xi32> 
  (%reduce_lhs0: tile<f16>, %reduce_rhs0: tile<f16>, %reduce_lhs1: tile<i32>, %reduce_rhs1: tile<i32>) {
    %5 = cmpf less_than ordered %reduce_lhs0, %reduce_rhs0 : tile<f16> -> tile<i1>
    %6 = cmpf equal ordered %reduce_lhs0, %reduce_rhs0 : tile<f16> -> tile<i1>
    %7 = cmpf not_equal unordered %reduce_lhs0, %reduce_lhs0 : tile<f16> -> tile<i1>
    %8 = cmpf not_equal unordered %reduce_rhs0, %reduce_rhs0 : tile<f16> -> tile<i1>
    %9 = cmpf equal ordered %reduce_lhs0, %reduce_lhs0 : tile<f16> -> tile<i1>
    %10 = andi %9, %8 : tile<i1>
    %11 = ori %5, %10 : tile<i1>
    %12 = andi %7, %8 : tile<i1>
    %13 = ori %6, %12 : tile<i1>
    %14 = cmpi less_than %reduce_lhs1, %reduce_rhs1, signed : tile<i32> -> tile<i1>
    %15 = andi %13, %14 : tile<i1>
    %16 = ori %11, %15 : tile<i1>
    %17 = select %16, %reduce_lhs0, %reduce_rhs0 : tile<i1>, tile<f16>
    %18 = select %16, %reduce_lhs1, %reduce_rhs1 : tile<i1>, tile<i32>
    yield %17, %18 : tile<f16>, tile<i32>
  }
  %pview_13 = make_partition_view %tview_5 : partition_view<tile=(16), tensor_view<?xi32, strides=[?]>>
  %2 = store_view_tko weak %reduce#1, %pview_13[%cst_0_i32_12] token = %0 : tile<16xi32>, partition_view<tile=(16), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  %cst_0_i32_14 = constant <i32: 0> : tile<i32>
  %cst_0_i32_15 = constant <i32: 0> : tile<i32>
  %3 = iota : tile<16xi32>
  %reshape_16 = reshape %3 : tile<16xi32> -> tile<1x16xi32>
  %bcast_17 = broadcast %reshape_16 : tile<1x16xi32> -> tile<32x16xi32>
  %reduce_18:2 = reduce %tile, %bcast_17 dim=1 identities=[0xFC00 : f16, 0 : i32] : tile<32x16xf16>, tile<32x16xi32> -> tile<32xf16>, tile<32xi32> 
  (%reduce_lhs0: tile<f16>, %reduce_rhs0: tile<f16>, %reduce_lhs1: tile<i32>, %reduce_rhs1: tile<i32>) {
    %5 = cmpf greater_than ordered %reduce_lhs0, %reduce_rhs0 : tile<f16> -> tile<i1>
    %6 = cmpf equal ordered %reduce_lhs0, %reduce_rhs0 : tile<f16> -> tile<i1>
    %7 = cmpf not_equal unordered %reduce_lhs0, %reduce_lhs0 : tile<f16> -> tile<i1>
    %8 = cmpf not_equal unordered %reduce_rhs0, %reduce_rhs0 : tile<f16> -> tile<i1>
    %9 = cmpf equal ordered %reduce_lhs0, %reduce_lhs0 : tile<f16> -> tile<i1>
    %10 = andi %9, %8 : tile<i1>
    %11 = ori %5, %10 : tile<i1>
    %12 = andi %7, %8 : tile<i1>
    %13 = ori %6, %12 : tile<i1>
    %14 = cmpi less_than %reduce_lhs1, %reduce_rhs1, signed : tile<i32> -> tile<i1>
    %15 = andi %13, %14 : tile<i1>
    %16 = ori %11, %15 : tile<i1>
    %17 = select %16, %reduce_lhs0, %reduce_rhs0 : tile<i1>, tile<f16>
    %18 = select %16, %reduce_lhs1, %reduce_rhs1 : tile<i1>, tile<i32>
    yield %17, %18 : tile<f16>, tile<i32>
  }
  %reshape_19 = reshape %reduce_18#1 : tile<32xi32> -> tile<32x1xi32>
  %pview_20 = make_partition_view %tview_10 : partition_view<tile=(32x1), tensor_view<?x?xi32, strides=[?,?]>>
  %4 = store_view_tko weak %reshape_19, %pview_20[%cst_0_i32_14, %cst_0_i32_15] token = %0 : tile<32x1xi32>, partition_view<tile=(32x1), tensor_view<?x?xi32, strides=[?,?]>>, tile<i32> -> token
  return
}
