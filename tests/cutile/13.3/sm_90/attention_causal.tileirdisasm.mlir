entry @attention_causal_Kt2_A2f16_3l0_A2f16_3l0_A2f16_3l0_A2f16_3l0_Sf32_I16_I16_I32(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f16>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<f16>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<f32>) optimization_hints=<default = {}> {
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
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]>
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
  %cst_16_i32 = constant <i32: 16> : tile<i32>
  %cst_16_i32_18 = constant <i32: 16> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(16x32), tensor_view<?x?xf16, strides=[?,?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(16x32), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> tile<16x32xf16>, token
  %cst_f32 = constant <f32: 0xFF800000> : tile<16x1xf32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<16x1xf32>
  %cst_0_f32_19 = constant <f32: 0.000000e+00> : tile<16x32xf32>
  %1 = muli %blockId_x, %cst_16_i32 : tile<i32>
  %2 = addi %1, %cst_16_i32 : tile<i32>
  %3 = addi %2, %cst_16_i32_18 : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %4 = subi %3, %cst_1_i32 : tile<i32>
  %5 = divi %4, %cst_16_i32_18 signed rounding<negative_inf> : tile<i32>
  %6 = iota : tile<16xi32>
  %7 = muli %blockId_x, %cst_16_i32 : tile<i32>
  %reshape = reshape %7 : tile<i32> -> tile<1xi32>
  %bcast = broadcast %reshape : tile<1xi32> -> tile<16xi32>
  %8 = addi %6, %bcast : tile<16xi32>
  %cst_0_i32_20 = constant <i32: 0> : tile<i32>
  %cst_1_i32_21 = constant <i32: 1> : tile<i32>
  %cst_0_i32_22 = constant <i32: 0> : tile<i32>
  %pview_23 = make_partition_view %tview_7 : partition_view<tile=(16x32), tensor_view<?x?xf16, strides=[?,?]>>
  %cst_0_i32_24 = constant <i32: 0> : tile<i32>
  %pview_25 = make_partition_view %tview_12 : partition_view<tile=(16x32), tensor_view<?x?xf16, strides=[?,?]>>
  %cst_0_f32_26 = constant <f32: 0.000000e+00> : tile<16x16xf32>
  %reshape_27 = reshape %arg20 : tile<f32> -> tile<1x1xf32>
  %bcast_28 = broadcast %reshape_27 : tile<1x1xf32> -> tile<16x16xf32>
  %9 = iota : tile<16xi32>
  %reshape_29 = reshape %8 : tile<16xi32> -> tile<16x1xi32>
  %bcast_30 = broadcast %reshape_29 : tile<16x1xi32> -> tile<16x16xi32>
  %cst_f32_31 = constant <f32: 0xFF800000> : tile<f32>
  %reshape_32 = reshape %cst_f32_31 : tile<f32> -> tile<1x1xf32>
  %bcast_33 = broadcast %reshape_32 : tile<1x1xf32> -> tile<16x16xf32>
  %for:3 = for %loopIdx in (%cst_0_i32_20 to %5, step %cst_1_i32_21) : tile<i32> iter_values(%iterArg0 = %cst_0_f32_19, %iterArg1 = %cst_0_f32, %iterArg2 = %cst_f32) -> (tile<16x32xf32>, tile<16x1xf32>, tile<16x1xf32>) {
    %tile_37, %result_token_38 = load_view_tko weak %pview_23[%loopIdx, %cst_0_i32_22] token = %0 : partition_view<tile=(16x32), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> tile<16x32xf16>, token
    %tile_39, %result_token_40 = load_view_tko weak %pview_25[%loopIdx, %cst_0_i32_24] token = %0 : partition_view<tile=(16x32), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> tile<16x32xf16>, token
    %13 = permute %tile_37 [1, 0] : tile<16x32xf16> -> tile<32x16xf16>
    %14 = mmaf %tile, %13, %cst_0_f32_26 : tile<16x32xf16>, tile<32x16xf16>, tile<16x16xf32>
    %15 = mulf %14, %bcast_28  : tile<16x16xf32>
    %16 = muli %loopIdx, %cst_16_i32_18 : tile<i32>
    %reshape_41 = reshape %16 : tile<i32> -> tile<1xi32>
    %bcast_42 = broadcast %reshape_41 : tile<1xi32> -> tile<16xi32>
    %17 = addi %9, %bcast_42 : tile<16xi32>
    %reshape_43 = reshape %17 : tile<16xi32> -> tile<1x16xi32>
    %bcast_44 = broadcast %reshape_43 : tile<1x16xi32> -> tile<16x16xi32>
    %18 = cmpi less_than_or_equal %bcast_44, %bcast_30, signed : tile<16x16xi32> -> tile<16x16xi1>
    %19 = select %18, %15, %bcast_33 : tile<16x16xi1>, tile<16x16xf32>
    %reduce = reduce %19 dim=1 identities=[0xFF800000 : f32] : tile<16x16xf32> -> tile<16xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %29 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
      yield %29 : tile<f32>
    }
    %reshape_45 = reshape %reduce : tile<16xf32> -> tile<16x1xf32>
    %20 = maxf %iterArg2, %reshape_45 : tile<16x1xf32>
    %bcast_46 = broadcast %20 : tile<16x1xf32> -> tile<16x16xf32>
    %21 = subf %19, %bcast_46  : tile<16x16xf32>
    %22 = exp %21  : tile<16x16xf32>
    %23 = subf %iterArg2, %20  : tile<16x1xf32>
    %24 = exp %23  : tile<16x1xf32>
    %reduce_47 = reduce %22 dim=1 identities=[0.000000e+00 : f32] : tile<16x16xf32> -> tile<16xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %29 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %29 : tile<f32>
    }
    %reshape_48 = reshape %reduce_47 : tile<16xf32> -> tile<16x1xf32>
    %25 = fma %iterArg1, %24, %reshape_48  : tile<16x1xf32>
    %26 = ftof %22  : tile<16x16xf32> -> tile<16x16xf16>
    %bcast_49 = broadcast %24 : tile<16x1xf32> -> tile<16x32xf32>
    %27 = mulf %iterArg0, %bcast_49  : tile<16x32xf32>
    %28 = mmaf %26, %tile_39, %27 : tile<16x16xf16>, tile<16x32xf16>, tile<16x32xf32>
    continue %28, %25, %20 : tile<16x32xf32>, tile<16x1xf32>, tile<16x1xf32>
  }
  %cst_0_i32_34 = constant <i32: 0> : tile<i32>
  %bcast_35 = broadcast %for#1 : tile<16x1xf32> -> tile<16x32xf32>
  %10 = divf %for#0, %bcast_35  : tile<16x32xf32>
  %11 = ftof %10  : tile<16x32xf32> -> tile<16x32xf16>
  %pview_36 = make_partition_view %tview_17 : partition_view<tile=(16x32), tensor_view<?x?xf16, strides=[?,?]>>
  %12 = store_view_tko weak %11, %pview_36[%blockId_x, %cst_0_i32_34] token = %0 : tile<16x32xf16>, partition_view<tile=(16x32), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> token
  return
}
