entry @band_sum_Kt2_A2f32_3l0_A2f64_3l0_I16_I2(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f64>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32>
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xf64, strides=[?,?]>
  %cst_2_i32 = constant <i32: 2> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,?]>>
  %1:2 = get_index_space_shape %pview : partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,?]>> -> tile<i32>
  %cst_0_f64 = constant <f64: 0.000000e+00> : tile<16x16xf64>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_2_i32_8 = constant <i32: 2> : tile<i32>
  %cst_0_i32_9 = constant <i32: 0> : tile<i32>
  %cst_1_i32_10 = constant <i32: 1> : tile<i32>
  %cst_0_i32_11 = constant <i32: 0> : tile<i32>
  %cst_0_i32_12 = constant <i32: 0> : tile<i32>
  %cst_0_i32_13 = constant <i32: 0> : tile<i32>
  %pview_14 = make_partition_view %tview : partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,?]>>
  %for = for %loopIdx in (%cst_0_i32 to %cst_2_i32, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_f64) -> (tile<16x16xf64>) {
    %3 = cmpi equal %loopIdx, %cst_0_i32_12, signed : tile<i32> -> tile<i1>
    %for_17 = for %loopIdx_18 in (%cst_0_i32_9 to %cst_2_i32_8, step %cst_1_i32_10) : tile<i32> iter_values(%iterArg0_19 = %iterArg0) -> (tile<16x16xf64>) {
      %4 = cmpi equal %loopIdx_18, %cst_0_i32_11, signed : tile<i32> -> tile<i1>
      %5 = if %4 -> (tile<i32>) {
        %11 = addi %blockId_x, %loopIdx : tile<i32>
        yield %11 : tile<i32>
      } else {
        %11 = subi %blockId_x, %loopIdx : tile<i32>
        yield %11 : tile<i32>
      }
      %6 = if %3 -> (tile<i1>) {
        %cst_1_i32_20 = constant <i32: 1> : tile<i32>
        %11 = cmpi equal %loopIdx_18, %cst_1_i32_20, signed : tile<i32> -> tile<i1>
        yield %11 : tile<i1>
      } else {
        yield %3 : tile<i1>
      }
      if %6 {
        continue %iterArg0_19 : tile<16x16xf64>
      } else {
      }
      %7 = cmpi less_than %5, %cst_0_i32_13, signed : tile<i32> -> tile<i1>
      %8 = if %7 -> (tile<i1>) {
        yield %7 : tile<i1>
      } else {
        %11 = cmpi greater_than_or_equal %5, %1#0, signed : tile<i32> -> tile<i1>
        %12 = if %11 -> (tile<i1>) {
          yield %11 : tile<i1>
        } else {
          %13 = cmpi equal %5, %blockId_x, signed : tile<i32> -> tile<i1>
          yield %13 : tile<i1>
        }
        yield %12 : tile<i1>
      }
      if %8 {
        continue %iterArg0_19 : tile<16x16xf64>
      } else {
      }
      %tile, %result_token = load_view_tko weak %pview_14[%blockId_x, %5] token = %0 : partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<16x16xf32>, token
      %9 = ftof %tile  : tile<16x16xf32> -> tile<16x16xf64>
      %10 = addf %iterArg0_19, %9  : tile<16x16xf64>
      continue %10 : tile<16x16xf64>
    }
    continue %for_17 : tile<16x16xf64>
  }
  %cst_0_i32_15 = constant <i32: 0> : tile<i32>
  %pview_16 = make_partition_view %tview_7 : partition_view<tile=(16x16), tensor_view<?x?xf64, strides=[?,?]>>
  %2 = store_view_tko weak %for, %pview_16[%blockId_x, %cst_0_i32_15] token = %0 : tile<16x16xf64>, partition_view<tile=(16x16), tensor_view<?x?xf64, strides=[?,?]>>, tile<i32> -> token
  return
}
