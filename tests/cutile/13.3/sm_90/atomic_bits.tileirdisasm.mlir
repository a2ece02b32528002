entry @atomic_bits_Kt2_A1i32_1l0_A1i32_1l0_A1i32_1l0(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i32>>, %arg7: tile<i32>, %arg8: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %assume_3 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg8 : tile<i32>
  %tview = make_tensor_view %arg6, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_32_i32 = constant <i32: 32> : tile<i32>
  %1 = remi %blockId_x, %cst_32_i32 signed : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %2 = cmpi less_than %1, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %false = constant <i1: false> : tile<i1>
  %3 = xori %2, %false : tile<i1>
  %4 = cmpi not_equal %1, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %5 = andi %3, %4 : tile<i1>
  %6 = addi %1, %cst_32_i32 : tile<i32>
  %7 = select %5, %6, %1 : tile<i1>, tile<i32>
  %8 = shli %cst_1_i32, %7 : tile<i32>
  %cst_32_i32_5 = constant <i32: 32> : tile<i32>
  %9 = divi %blockId_x, %cst_32_i32_5 signed rounding<negative_inf> : tile<i32>
  %cst_3_i32 = constant <i32: 3> : tile<i32>
  %10 = muli %9, %cst_3_i32 : tile<i32>
  %11 = exti %10 signed : tile<i32> -> tile<i64>
  %12 = exti %assume signed : tile<i32> -> tile<i64>
  %13 = cmpi less_than %11, %12, unsigned : tile<i64> -> tile<i1>
  %14 = exti %assume_0 signed : tile<i32> -> tile<i64>
  %15 = muli %11, %14 : tile<i64>
  %16 = offset %arg0, %15 : tile<ptr<i32>>, tile<i64> -> tile<ptr<i32>>
  %result, %result_token = atomic_rmw_tko acq_rel device %16, or, %8, %13 token=%0 : tile<ptr<i32>>, tile<i32>, tile<i1> -> tile<i32>, token
  %cst_3_i32_6 = constant <i32: 3> : tile<i32>
  %17 = muli %9, %cst_3_i32_6 : tile<i32>
  %cst_1_i32_7 = constant <i32: 1> : tile<i32>
  %18 = addi %17, %cst_1_i32_7 : tile<i32>
  %cst_-1_i32 = constant <i32: -1> : tile<i32>
  %19 = xori %8, %cst_-1_i32 : tile<i32>
  %20 = exti %18 signed : tile<i32> -> tile<i64>
  %21 = exti %assume signed : tile<i32> -> tile<i64>
  %22 = cmpi less_than %20, %21, unsigned : tile<i64> -> tile<i1>
  %23 = exti %assume_0 signed : tile<i32> -> tile<i64>
  %24 = muli %20, %23 : tile<i64>
  %25 = offset %arg0, %24 : tile<ptr<i32>>, tile<i64> -> tile<ptr<i32>>
  %result_8, %result_token_9 = atomic_rmw_tko acq_rel device %25, and, %19, %22 token=%result_token : tile<ptr<i32>>, tile<i32>, tile<i1> -> tile<i32>, token
  %cst_3_i32_10 = constant <i32: 3> : tile<i32>
  %26 = muli %9, %cst_3_i32_10 : tile<i32>
  %cst_2_i32 = constant <i32: 2> : tile<i32>
  %27 = addi %26, %cst_2_i32 : tile<i32>
  %28 = exti %27 signed : tile<i32> -> tile<i64>
  %29 = exti %assume signed : tile<i32> -> tile<i64>
  %30 = cmpi less_than %28, %29, unsigned : tile<i64> -> tile<i1>
  %31 = exti %assume_0 signed : tile<i32> -> tile<i64>
  %32 = muli %28, %31 : tile<i64>
  %33 = offset %arg0, %32 : tile<ptr<i32>>, tile<i64> -> tile<ptr<i32>>
  %result_11, %result_token_12 = atomic_rmw_tko acq_rel device %33, xor, %8, %30 token=%result_token_9 : tile<ptr<i32>>, tile<i32>, tile<i1> -> tile<i32>, token
  %cst_7_i32 = constant <i32: 7> : tile<i32>
  %34 = muli %blockId_x, %cst_7_i32 : tile<i32>
  %cst_1_i32_13 = constant <i32: 1> : tile<i32>
  %35 = addi %34, %cst_1_i32_13 : tile<i32>
  %36 = exti %blockId_x signed : tile<i32> -> tile<i64>
  %37 = exti %assume_1 signed : tile<i32> -> tile<i64>
  %38 = cmpi less_than %36, %37, unsigned : tile<i64> -> tile<i1>
  %39 = exti %assume_2 signed : tile<i32> -> tile<i64>
  %40 = muli %36, %39 : tile<i64>
  %41 = offset %arg3, %40 : tile<ptr<i32>>, tile<i64> -> tile<ptr<i32>>
  %42 = join_tokens %0, %result_token_12 : token
  %result_14, %result_token_15 = atomic_rmw_tko acq_rel device %41, xchg, %35, %38 token=%42 : tile<ptr<i32>>, tile<i32>, tile<i1> -> tile<i32>, token
  %reshape = reshape %result_14 : tile<i32> -> tile<1xi32>
  %pview = make_partition_view %tview : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>
  %43 = join_tokens %0, %result_token_15 : token
  %44 = store_view_tko weak %reshape, %pview[%blockId_x] token = %43 : tile<1xi32>, partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  return
}
