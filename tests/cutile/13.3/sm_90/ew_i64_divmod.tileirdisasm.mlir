entry @ew_i64_divmod_Kt2_A1i64_1l0_A1i64_1l0_A1i64_1l0_A1i64_1l0_A1i64_1l0_I64(%arg0: tile<ptr<i64>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i64>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i64>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<i64>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<i64>>, %arg13: tile<i32>, %arg14: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %cst_0_i64 = constant <i64: 0> : tile<64xi64>
  %cst_1_i64 = constant <i64: 1> : tile<64xi64>
  %cst_1000003_i64 = constant <i64: 1000003> : tile<64xi64>
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi64, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi64, strides=[?]>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xi64, strides=[?]>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32>
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xi64, strides=[?]>
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32>
  %tview_12 = make_tensor_view %arg12, shape = [%assume_10], strides = [%assume_11] : tile<i32> -> tensor_view<?xi64, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(64), padding_value = zero, tensor_view<?xi64, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi64, strides=[?]>>, tile<i32> -> tile<64xi64>, token
  %pview_13 = make_partition_view %tview_3 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi64, strides=[?]>>
  %tile_14, %result_token_15 = load_view_tko weak %pview_13[%blockId_x] token = %0 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi64, strides=[?]>>, tile<i32> -> tile<64xi64>, token
  %1 = cmpi equal %tile_14, %cst_0_i64, signed : tile<64xi64> -> tile<64xi1>
  %2 = select %1, %cst_1_i64, %tile_14 : tile<64xi1>, tile<64xi64>
  %3 = divi %tile, %2 signed rounding<negative_inf> : tile<64xi64>
  %pview_16 = make_partition_view %tview_6 : partition_view<tile=(64), tensor_view<?xi64, strides=[?]>>
  %4 = store_view_tko weak %3, %pview_16[%blockId_x] token = %0 : tile<64xi64>, partition_view<tile=(64), tensor_view<?xi64, strides=[?]>>, tile<i32> -> token
  %5 = remi %tile, %2 signed : tile<64xi64>
  %cst_0_i64_17 = constant <i64: 0> : tile<64xi64>
  %6 = cmpi less_than %5, %cst_0_i64_17, signed : tile<64xi64> -> tile<64xi1>
  %7 = cmpi less_than %2, %cst_0_i64_17, signed : tile<64xi64> -> tile<64xi1>
  %8 = xori %6, %7 : tile<64xi1>
  %9 = cmpi not_equal %5, %cst_0_i64_17, signed : tile<64xi64> -> tile<64xi1>
  %10 = andi %8, %9 : tile<64xi1>
  %11 = addi %5, %2 : tile<64xi64>
  %12 = select %10, %11, %5 : tile<64xi1>, tile<64xi64>
  %pview_18 = make_partition_view %tview_9 : partition_view<tile=(64), tensor_view<?xi64, strides=[?]>>
  %13 = store_view_tko weak %12, %pview_18[%blockId_x] token = %0 : tile<64xi64>, partition_view<tile=(64), tensor_view<?xi64, strides=[?]>>, tile<i32> -> token
  %14 = divi %tile, %2 signed rounding<positive_inf> : tile<64xi64>
  %15 = muli %14, %cst_1000003_i64 : tile<64xi64>
  %16 = subi %15, %tile : tile<64xi64>
  %pview_19 = make_partition_view %tview_12 : partition_view<tile=(64), tensor_view<?xi64, strides=[?]>>
  %17 = store_view_tko weak %16, %pview_19[%blockId_x] token = %0 : tile<64xi64>, partition_view<tile=(64), tensor_view<?xi64, strides=[?]>>, tile<i32> -> token
  return
}
