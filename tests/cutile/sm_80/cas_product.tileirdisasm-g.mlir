entry @cas_product_Kt2_A1u32_1l0_A1u32_1l0(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<sm_80 = {}> {
  %0 = make_token : token loc(#loc11)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc11)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc11)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc11)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc11)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc12)
  %1 = exti %blockId_x signed : tile<i32> -> tile<i64> loc(#loc13)
  %2 = exti %assume_1 signed : tile<i32> -> tile<i64> loc(#loc13)
  %3 = cmpi less_than %1, %2, unsigned : tile<i64> -> tile<i1> loc(#loc13)
  %4 = exti %assume_2 signed : tile<i32> -> tile<i64> loc(#loc13)
  %5 = muli %1, %4 : tile<i64> loc(#loc13)
  %6 = offset %arg3, %5 : tile<ptr<i32>>, tile<i64> -> tile<ptr<i32>> loc(#loc13)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc13)
  %result, %result_token = load_ptr_tko weak %6, %3, %cst_0_i32 token=%0 : tile<ptr<i32>>, tile<i1>, tile<i32> -> tile<i32>, token loc(#loc13)
  %7 = join_tokens %0, %result_token : token loc(#loc13)
  %cst_0_i64 = constant <i64: 0> : tile<i64> loc(#loc14)
  %8 = exti %assume signed : tile<i32> -> tile<i64> loc(#loc14)
  %9 = cmpi less_than %cst_0_i64, %8, unsigned : tile<i64> -> tile<i1> loc(#loc14)
  %10 = exti %assume_0 signed : tile<i32> -> tile<i64> loc(#loc14)
  %11 = muli %cst_0_i64, %10 : tile<i64> loc(#loc14)
  %12 = offset %arg0, %11 : tile<ptr<i32>>, tile<i64> -> tile<ptr<i32>> loc(#loc14)
  %cst_0_i32_3 = constant <i32: 0> : tile<i32> loc(#loc14)
  %result_4, %result_token_5 = load_ptr_tko weak %12, %9, %cst_0_i32_3 token=%0 : tile<ptr<i32>>, tile<i1>, tile<i32> -> tile<i32>, token loc(#loc14)
  %13 = join_tokens %0, %result_token_5 : token loc(#loc14)
  %cst_0_i64_6 = constant <i64: 0> : tile<i64> loc(#loc15)
  %14 = exti %assume signed : tile<i32> -> tile<i64> loc(#loc15)
  %15 = cmpi less_than %cst_0_i64_6, %14, unsigned : tile<i64> -> tile<i1> loc(#loc15)
  %16 = exti %assume_0 signed : tile<i32> -> tile<i64> loc(#loc15)
  %17 = muli %cst_0_i64_6, %16 : tile<i64> loc(#loc15)
  %18 = offset %arg0, %17 : tile<ptr<i32>>, tile<i64> -> tile<ptr<i32>> loc(#loc15)
  %19:3 = loop iter_values(%arg6 = %result_4, %arg7 = %13, %arg8 = %0) : tile<i32>, token, token -> tile<i32>, token, token {
    %20 = muli %arg6, %result : tile<i32> loc(#loc17)
    %21 = join_tokens %arg7, %7, %arg8 : token loc(#loc15)
    %result_7, %result_token_8 = atomic_cas_tko acq_rel device %18, %arg6, %20, %15 token=%21 : tile<ptr<i32>>, tile<i32>, tile<i1> -> tile<i32>, token loc(#loc15)
    %22 = cmpi equal %result_7, %arg6, unsigned : tile<i32> -> tile<i1> loc(#loc18)
    if %22 {
      break %arg6, %result_token_8, %result_token_8 : tile<i32>, token, token loc(#loc20)
    } else {
    } loc(#loc19)
    continue %result_7, %result_token_8, %result_token_8 : tile<i32>, token, token loc(#loc16)
  } loc(#loc16)
  return loc(#loc10)
} loc(#loc11)
#di_file = #cuda_tile.di_file<"cas_product.py" in "xtask/python/kernels">
#loc = loc("xtask/python/kernels/cas_product.py":11:0)
#loc1 = loc("xtask/python/kernels/cas_product.py":12:10)
#loc2 = loc("xtask/python/kernels/cas_product.py":13:8)
#loc3 = loc("xtask/python/kernels/cas_product.py":14:11)
#loc4 = loc("xtask/python/kernels/cas_product.py":16:14)
#loc5 = loc("xtask/python/kernels/cas_product.py":15:4)
#loc6 = loc("xtask/python/kernels/cas_product.py":16:46)
#loc7 = loc("xtask/python/kernels/cas_product.py":17:11)
#loc8 = loc("xtask/python/kernels/cas_product.py":17:8)
#loc9 = loc("xtask/python/kernels/cas_product.py":18:12)
#loc10 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 10, name = "cas_product", linkageName = "cas_product_Kt2_A1u32_1l0_A1u32_1l0", compileUnit = #di_compile_unit, scopeLine = 10>
#loc11 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
