entry @collatz_steps_Kt2_Si32_A1i32_1l0(%arg0: tile<i32>, %arg1: tile<ptr<i32>>, %arg2: tile<i32>, %arg3: tile<i32>) optimization_hints=<sm_90 = {}> {
  %0 = make_token : token loc(#loc19)
  %assume = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc19)
  %assume_0 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc19)
  %tview = make_tensor_view %arg1, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc19)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc20)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc21)
  %cst_2_i32 = constant <i32: 2> : tile<i32> loc(#loc22)
  %cst_0_i32_1 = constant <i32: 0> : tile<i32> loc(#loc23)
  %false = constant <i1: false> : tile<i1> loc(#loc23)
  %cst_0_i32_2 = constant <i32: 0> : tile<i32> loc(#loc24)
  %cst_1_i32_3 = constant <i32: 1> : tile<i32> loc(#loc25)
  %1:2 = loop iter_values(%arg4 = %arg0, %arg5 = %cst_0_i32) : tile<i32>, tile<i32> -> tile<i32>, tile<i32> {
    %3 = cmpi not_equal %arg4, %cst_1_i32, signed : tile<i32> -> tile<i1> loc(#loc27)
    if %3 {
    } else {
      break %arg4, %arg5 : tile<i32>, tile<i32> loc(#loc26)
    } loc(#loc26)
    %4 = remi %arg4, %cst_2_i32 signed : tile<i32> loc(#loc23)
    %5 = cmpi less_than %4, %cst_0_i32_1, signed : tile<i32> -> tile<i1> loc(#loc23)
    %6 = xori %5, %false : tile<i1> loc(#loc23)
    %7 = cmpi not_equal %4, %cst_0_i32_1, signed : tile<i32> -> tile<i1> loc(#loc23)
    %8 = andi %6, %7 : tile<i1> loc(#loc23)
    %9 = addi %4, %cst_2_i32 : tile<i32> loc(#loc23)
    %10 = select %8, %9, %4 : tile<i1>, tile<i32> loc(#loc23)
    %11 = cmpi equal %10, %cst_0_i32_2, signed : tile<i32> -> tile<i1> loc(#loc23)
    %12 = if %11 -> (tile<i32>) {
      %cst_2_i32_4 = constant <i32: 2> : tile<i32> loc(#loc29)
      %14 = divi %arg4, %cst_2_i32_4 signed rounding<negative_inf> : tile<i32> loc(#loc30)
      yield %14 : tile<i32> loc(#loc28)
    } else {
      %cst_3_i32 = constant <i32: 3> : tile<i32> loc(#loc31)
      %14 = muli %cst_3_i32, %arg4 : tile<i32> loc(#loc31)
      %cst_1_i32_4 = constant <i32: 1> : tile<i32> loc(#loc32)
      %15 = addi %14, %cst_1_i32_4 : tile<i32> loc(#loc31)
      yield %15 : tile<i32> loc(#loc28)
    } loc(#loc28)
    %13 = addi %arg5, %cst_1_i32_3 : tile<i32> loc(#loc33)
    continue %12, %13 : tile<i32>, tile<i32> loc(#loc26)
  } loc(#loc26)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc34)
  %reshape = reshape %1#1 : tile<i32> -> tile<1xi32> loc(#loc35)
  %pview = make_partition_view %tview : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>> loc(#loc36)
  %2 = store_view_tko weak %reshape, %pview[%blockId_x] token = %0 : tile<1xi32>, partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc36)
  return loc(#loc18)
} loc(#loc19)
#di_file = #cuda_tile.di_file<"collatz_steps.py" in "xtask/python/kernels">
#loc = loc("xtask/python/kernels/collatz_steps.py":9:0)
#loc1 = loc("xtask/python/kernels/collatz_steps.py":11:12)
#loc2 = loc("xtask/python/kernels/collatz_steps.py":12:15)
#loc3 = loc("xtask/python/kernels/collatz_steps.py":13:15)
#loc4 = loc("xtask/python/kernels/collatz_steps.py":13:11)
#loc5 = loc("xtask/python/kernels/collatz_steps.py":13:20)
#loc6 = loc("xtask/python/kernels/collatz_steps.py":17:17)
#loc7 = loc("xtask/python/kernels/collatz_steps.py":12:4)
#loc8 = loc("xtask/python/kernels/collatz_steps.py":12:10)
#loc9 = loc("xtask/python/kernels/collatz_steps.py":13:8)
#loc10 = loc("xtask/python/kernels/collatz_steps.py":14:21)
#loc11 = loc("xtask/python/kernels/collatz_steps.py":14:16)
#loc12 = loc("xtask/python/kernels/collatz_steps.py":16:16)
#loc13 = loc("xtask/python/kernels/collatz_steps.py":16:24)
#loc14 = loc("xtask/python/kernels/collatz_steps.py":17:8)
#loc15 = loc("xtask/python/kernels/collatz_steps.py":18:25)
#loc16 = loc("xtask/python/kernels/collatz_steps.py":18:43)
#loc17 = loc("xtask/python/kernels/collatz_steps.py":18:4)
#loc18 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 8, name = "collatz_steps", linkageName = "collatz_steps_Kt2_Si32_A1i32_1l0", compileUnit = #di_compile_unit, scopeLine = 8>
#loc19 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
