entry @mixed_carry_Kt2_A2f32_3l0_A2f32_3l0_A2f16_3l0_A1i32_1l0_A1i64_1l0_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f16>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<i32>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<i64>>, %arg19: tile<i32>, %arg20: tile<i32>) optimization_hints=<sm_90 = {}> {
  %0 = make_token : token
  %cst_31_i64 = constant <i64: 31> : tile<1xi64>
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32>
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32>
  %tview_12 = make_tensor_view %arg10, shape = [%assume_8, %assume_9], strides = [%assume_10, %assume_11] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]>
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32>
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32>
  %tview_15 = make_tensor_view %arg15, shape = [%assume_13], strides = [%assume_14] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32>
  %assume_17 = assume bounded<0, ?>, %arg20 : tile<i32>
  %tview_18 = make_tensor_view %arg18, shape = [%assume_16], strides = [%assume_17] : tile<i32> -> tensor_view<?xi64, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<1x64xf32>
  %cst_f16 = constant <f16: 0xFC00> : tile<1x64xf16>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_0_i64 = constant <i64: 0> : tile<1xi64>
  %pview = make_partition_view %tview : partition_view<tile=(1x64), tensor_view<?x?xf32, strides=[?,?]>>
  %1:2 = get_index_space_shape %pview : partition_view<tile=(1x64), tensor_view<?x?xf32, strides=[?,?]>> -> tile<i32>
  %cst_0_i32_19 = constant <i32: 0> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_0_f32_20 = constant <f32: 0.000000e+00> : tile<f32>
  %reshape = reshape %cst_0_f32_20 : tile<f32> -> tile<1x1xf32>
  %bcast = broadcast %reshape : tile<1x1xf32> -> tile<1x64xf32>
  %for:4 = for %loopIdx in (%cst_0_i32_19 to %1#1, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_f16, %iterArg1 = %cst_0_i64, %iterArg2 = %cst_0_i32, %iterArg3 = %cst_0_f32) -> (tile<1x64xf16>, tile<1xi64>, tile<i32>, tile<1x64xf32>) {
    %pview_28 = make_partition_view %tview : partition_view<tile=(1x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,?]>>
    %tile, %result_token = load_view_tko weak %pview_28[%blockId_x, %loopIdx] token = %0 : partition_view<tile=(1x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<1x64xf32>, token
    %6 = addf %iterArg3, %tile  : tile<1x64xf32>
    %7 = ftof %tile  : tile<1x64xf32> -> tile<1x64xf16>
    %8 = maxf %iterArg0, %7 : tile<1x64xf16>
    %9 = cmpf greater_than ordered %tile, %bcast : tile<1x64xf32> -> tile<1x64xi1>
    %10 = exti %9 unsigned : tile<1x64xi1> -> tile<1x64xi32>
    %reduce = reduce %10 dim=0 identities=[0 : i32] : tile<1x64xi32> -> tile<64xi32> 
    (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
      %16 = addi %reduce_lhs, %reduce_rhs : tile<i32>
      yield %16 : tile<i32>
    }
    %reduce_29 = reduce %reduce dim=0 identities=[0 : i32] : tile<64xi32> -> tile<i32> 
    (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
      %16 = addi %reduce_lhs, %reduce_rhs : tile<i32>
      yield %16 : tile<i32>
    }
    %11 = addi %iterArg2, %reduce_29 : tile<i32>
    %12 = muli %iterArg1, %cst_31_i64 : tile<1xi64>
    %13 = bitcast %tile : tile<1x64xf32> -> tile<1x64xi32>
    %14 = exti %13 signed : tile<1x64xi32> -> tile<1x64xi64>
    %reduce_30 = reduce %14 dim=1 identities=[0] : tile<1x64xi64> -> tile<1xi64> 
    (%reduce_lhs: tile<i64>, %reduce_rhs: tile<i64>) {
      %16 = addi %reduce_lhs, %reduce_rhs : tile<i64>
      yield %16 : tile<i64>
    }
    %15 = addi %12, %reduce_30 : tile<1xi64>
    continue %8, %15, %11, %6 : tile<1x64xf16>, tile<1xi64>, tile<i32>, tile<1x64xf32>
  }
  %cst_0_i32_21 = constant <i32: 0> : tile<i32>
  %pview_22 = make_partition_view %tview_7 : partition_view<tile=(1x64), tensor_view<?x?xf32, strides=[?,?]>>
  %2 = store_view_tko weak %for#3, %pview_22[%blockId_x, %cst_0_i32_21] token = %0 : tile<1x64xf32>, partition_view<tile=(1x64), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token
  %cst_0_i32_23 = constant <i32: 0> : tile<i32>
  %pview_24 = make_partition_view %tview_12 : partition_view<tile=(1x64), tensor_view<?x?xf16, strides=[?,?]>>
  %3 = store_view_tko weak %for#0, %pview_24[%blockId_x, %cst_0_i32_23] token = %0 : tile<1x64xf16>, partition_view<tile=(1x64), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> token
  %reshape_25 = reshape %for#2 : tile<i32> -> tile<1xi32>
  %pview_26 = make_partition_view %tview_15 : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>
  %4 = store_view_tko weak %reshape_25, %pview_26[%blockId_x] token = %0 : tile<1xi32>, partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  %pview_27 = make_partition_view %tview_18 : partition_view<tile=(1), tensor_view<?xi64, strides=[?]>>
  %5 = store_view_tko weak %for#1, %pview_27[%blockId_x] token = %0 : tile<1xi64>, partition_view<tile=(1), tensor_view<?xi64, strides=[?]>>, tile<i32> -> token
  return
}
