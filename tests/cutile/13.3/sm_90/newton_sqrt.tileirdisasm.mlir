entry @newton_sqrt_Kt2_A1f64_1l0_A1f64_1l0_A1i32_1l0_I64(%arg0: tile<ptr<f64>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f64>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i32>>, %arg7: tile<i32>, %arg8: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf64, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf64, strides=[?]>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(64), padding_value = zero, tensor_view<?xf64, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(64), padding_value = zero, tensor_view<?xf64, strides=[?]>>, tile<i32> -> tile<64xf64>, token
  %cst_1_f64 = constant <f64: 1.000000e+00> : tile<f64>
  %reshape = reshape %cst_1_f64 : tile<f64> -> tile<1xf64>
  %bcast = broadcast %reshape : tile<1xf64> -> tile<64xf64>
  %1 = addf %tile, %bcast  : tile<64xf64>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_100_i32 = constant <i32: 100> : tile<i32>
  %cst_f64 = constant <f64: 5.000000e-01> : tile<f64>
  %reshape_7 = reshape %cst_f64 : tile<f64> -> tile<1xf64>
  %bcast_8 = broadcast %reshape_7 : tile<1xf64> -> tile<64xf64>
  %cst_0_f64 = constant <f64: 0.000000e+00> : tile<f64>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %2:2 = loop iter_values(%arg9 = %cst_0_i32, %arg10 = %1) : tile<i32>, tile<64xf64> -> tile<i32>, tile<64xf64> {
    %5 = cmpi less_than %arg9, %cst_100_i32, signed : tile<i32> -> tile<i1>
    if %5 {
    } else {
      break %arg9, %arg10 : tile<i32>, tile<64xf64>
    }
    %6 = divf %1, %arg10  : tile<64xf64>
    %7 = addf %arg10, %6  : tile<64xf64>
    %8 = mulf %bcast_8, %7  : tile<64xf64>
    %9 = subf %8, %arg10  : tile<64xf64>
    %10 = absf %9 : tile<64xf64>
    %reduce = reduce %10 dim=0 identities=[0.000000e+00] : tile<64xf64> -> tile<f64> 
    (%reduce_lhs: tile<f64>, %reduce_rhs: tile<f64>) {
      %13 = addf %reduce_lhs, %reduce_rhs  : tile<f64>
      yield %13 : tile<f64>
    }
    %11 = cmpf equal ordered %reduce, %cst_0_f64 : tile<f64> -> tile<i1>
    %12 = addi %arg9, %cst_1_i32 : tile<i32>
    if %11 {
      break %12, %8 : tile<i32>, tile<64xf64>
    } else {
    }
    continue %12, %8 : tile<i32>, tile<64xf64>
  }
  %pview_9 = make_partition_view %tview_3 : partition_view<tile=(64), tensor_view<?xf64, strides=[?]>>
  %3 = store_view_tko weak %2#1, %pview_9[%blockId_x] token = %0 : tile<64xf64>, partition_view<tile=(64), tensor_view<?xf64, strides=[?]>>, tile<i32> -> token
  %reshape_10 = reshape %2#0 : tile<i32> -> tile<1xi32>
  %pview_11 = make_partition_view %tview_6 : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>
  %4 = store_view_tko weak %reshape_10, %pview_11[%blockId_x] token = %0 : tile<1xi32>, partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  return
}
