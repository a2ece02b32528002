entry @collatz_steps_Kt2_Si32_A1i32_1l0(%arg0: tile<i32>, %arg1: tile<ptr<i32>>, %arg2: tile<i32>, %arg3: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg3 : tile<i32>
  %tview = make_tensor_view %arg1, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_2_i32 = constant <i32: 2> : tile<i32>
  %cst_0_i32_1 = constant <i32: 0> : tile<i32>
  %false = constant <i1: false> : tile<i1>
  %cst_0_i32_2 = constant <i32: 0> : tile<i32>
  %cst_1_i32_3 = constant <i32: 1> : tile<i32>
  %1:2 = loop iter_values(%arg4 = %arg0, %arg5 = %cst_0_i32) : tile<i32>, tile<i32> -> tile<i32>, tile<i32> {
    %3 = cmpi not_equal %arg4, %cst_1_i32, signed : tile<i32> -> tile<i1>
    if %3 {
    } else {
      break %arg4, %arg5 : tile<i32>, tile<i32>
    }
    %4 = remi %arg4, %cst_2_i32 signed : tile<i32>
    %5 = cmpi less_than %4, %cst_0_i32_1, signed : tile<i32> -> tile<i1>
    %6 = xori %5, %false : tile<i1>
    %7 = cmpi not_equal %4, %cst_0_i32_1, signed : tile<i32> -> tile<i1>
    %8 = andi %6, %7 : tile<i1>
    %9 = addi %4, %cst_2_i32 : tile<i32>
    %10 = select %8, %9, %4 : tile<i1>, tile<i32>
    %11 = cmpi equal %10, %cst_0_i32_2, signed : tile<i32> -> tile<i1>
    %12 = if %11 -> (tile<i32>) {
      %cst_2_i32_4 = constant <i32: 2> : tile<i32>
      %14 = divi %arg4, %cst_2_i32_4 signed rounding<negative_inf> : tile<i32>
      yield %14 : tile<i32>
    } else {
      %cst_3_i32 = constant <i32: 3> : tile<i32>
      %14 = muli %cst_3_i32, %arg4 : tile<i32>
      %cst_1_i32_4 = constant <i32: 1> : tile<i32>
      %15 = addi %14, %cst_1_i32_4 : tile<i32>
      yield %15 : tile<i32>
    }
    %13 = addi %arg5, %cst_1_i32_3 : tile<i32>
    continue %12, %13 : tile<i32>, tile<i32>
  }
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %reshape = reshape %1#1 : tile<i32> -> tile<1xi32>
  %pview = make_partition_view %tview : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>
  %2 = store_view_tko weak %reshape, %pview[%blockId_x] token = %0 : tile<1xi32>, partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  return
}
