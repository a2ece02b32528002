entry @cas_product_Kt2_A1u32_1l0_A1u32_1l0(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %1 = exti %blockId_x signed : tile<i32> -> tile<i64>
  %2 = exti %assume_1 signed : tile<i32> -> tile<i64>
  %3 = cmpi less_than %1, %2, unsigned : tile<i64> -> tile<i1>
  %4 = exti %assume_2 signed : tile<i32> -> tile<i64>
  %5 = muli %1, %4 : tile<i64>
  %6 = offset %arg3, %5 : tile<ptr<i32>>, tile<i64> -> tile<ptr<i32>>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %result, %result_token = load_ptr_tko weak %6, %3, %cst_0_i32 token=%0 : tile<ptr<i32>>, tile<i1>, tile<i32> -> tile<i32>, token
  %7 = join_tokens %0, %result_token : token
  %cst_0_i64 = constant <i64: 0> : tile<i64>
  %8 = exti %assume signed : tile<i32> -> tile<i64>
  %9 = cmpi less_than %cst_0_i64, %8, unsigned : tile<i64> -> tile<i1>
  %10 = exti %assume_0 signed : tile<i32> -> tile<i64>
  %11 = muli %cst_0_i64, %10 : tile<i64>
  %12 = offset %arg0, %11 : tile<ptr<i32>>, tile<i64> -> tile<ptr<i32>>
  %cst_0_i32_3 = constant <i32: 0> : tile<i32>
  %result_4, %result_token_5 = load_ptr_tko weak %12, %9, %cst_0_i32_3 token=%0 : tile<ptr<i32>>, tile<i1>, tile<i32> -> tile<i32>, token
  %13 = join_tokens %0, %result_token_5 : token
  %cst_0_i64_6 = constant <i64: 0> : tile<i64>
  %14 = exti %assume signed : tile<i32> -> tile<i64>
  %15 = cmpi less_than %cst_0_i64_6, %14, unsigned : tile<i64> -> tile<i1>
  %16 = exti %assume_0 signed : tile<i32> -> tile<i64>
  %17 = muli %cst_0_i64_6, %16 : tile<i64>
  %18 = offset %arg0, %17 : tile<ptr<i32>>, tile<i64> -> tile<ptr<i32>>
  %19:3 = loop iter_values(%arg6 = %result_4, %arg7 = %13, %arg8 = %0) : tile<i32>, token, token -> tile<i32>, token, token {
    %20 = muli %arg6, %result : tile<i32>
    %21 = join_tokens %arg7, %7, %arg8 : token
    %result_7, %result_token_8 = atomic_cas_tko acq_rel device %18, %arg6, %20, %15 token=%21 : tile<ptr<i32>>, tile<i32>, tile<i1> -> tile<i32>, token
    %22 = cmpi equal %result_7, %arg6, unsigned : tile<i32> -> tile<i1>
    if %22 {
      break %arg6, %result_token_8, %result_token_8 : tile<i32>, token, token
    } else {
    }
    continue %result_7, %result_token_8, %result_token_8 : tile<i32>, token, token
  }
  return
}
