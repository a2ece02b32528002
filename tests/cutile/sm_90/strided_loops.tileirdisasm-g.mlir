entry @strided_loops_Kt2_A1i32_1l0_A1i32_1l0_A1i32_1l0_Si32_I32(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i32>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>) optimization_hints=<sm_90 = {}> {
  %0 = make_token : token loc(#loc19)
  %cst_2_i32 = constant <i32: 2> : tile<32xi32> loc(#loc20)
  %cst_3_i32 = constant <i32: 3> : tile<32xi32> loc(#loc21)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc19)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc19)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc19)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc19)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc19)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc19)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc19)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc19)
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc19)
  %pview = make_partition_view %tview : partition_view<tile=(32), tensor_view<?xi32, strides=[?]>> loc(#loc22)
  %1 = get_index_space_shape %pview : partition_view<tile=(32), tensor_view<?xi32, strides=[?]>> -> tile<i32> loc(#loc22)
  %cst_0_i32 = constant <i32: 0> : tile<32xi32> loc(#loc23)
  %cst_3_i32_7 = constant <i32: 3> : tile<i32> loc(#loc24)
  %for = for %loopIdx in (%arg9 to %1, step %cst_3_i32_7) : tile<i32> iter_values(%iterArg0 = %cst_0_i32) -> (tile<32xi32>) {
    %5 = muli %iterArg0, %cst_2_i32 : tile<32xi32> loc(#loc20)
    %pview_16 = make_partition_view %tview : partition_view<tile=(32), tensor_view<?xi32, strides=[?]>> loc(#loc26)
    %tile, %result_token = load_view_tko weak %pview_16[%loopIdx] token = %0 : partition_view<tile=(32), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<32xi32>, token loc(#loc26)
    %6 = addi %5, %tile : tile<32xi32> loc(#loc20)
    continue %6 : tile<32xi32> loc(#loc25)
  } loc(#loc25)
  %cst_0_i32_8 = constant <i32: 0> : tile<i32> loc(#loc27)
  %pview_9 = make_partition_view %tview_3 : partition_view<tile=(32), tensor_view<?xi32, strides=[?]>> loc(#loc28)
  %2 = store_view_tko weak %for, %pview_9[%cst_0_i32_8] token = %0 : tile<32xi32>, partition_view<tile=(32), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc28)
  %cst_0_i32_10 = constant <i32: 0> : tile<32xi32> loc(#loc29)
  %cst_0_i32_11 = constant <i32: 0> : tile<i32> loc(#loc30)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc30)
  %cst_1_i32_12 = constant <i32: 1> : tile<i32> loc(#loc31)
  %3 = subi %1, %cst_1_i32_12 : tile<i32> loc(#loc32)
  %for_13 = for %loopIdx in (%cst_0_i32_11 to %1, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_i32_10) -> (tile<32xi32>) {
    %5 = muli %iterArg0, %cst_3_i32 : tile<32xi32> loc(#loc21)
    %6 = subi %3, %loopIdx : tile<i32> loc(#loc32)
    %pview_16 = make_partition_view %tview : partition_view<tile=(32), tensor_view<?xi32, strides=[?]>> loc(#loc34)
    %tile, %result_token = load_view_tko weak %pview_16[%6] token = %0 : partition_view<tile=(32), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<32xi32>, token loc(#loc34)
    %7 = addi %5, %tile : tile<32xi32> loc(#loc21)
    continue %7 : tile<32xi32> loc(#loc33)
  } loc(#loc33)
  %cst_0_i32_14 = constant <i32: 0> : tile<i32> loc(#loc35)
  %pview_15 = make_partition_view %tview_6 : partition_view<tile=(32), tensor_view<?xi32, strides=[?]>> loc(#loc36)
  %4 = store_view_tko weak %for_13, %pview_15[%cst_0_i32_14] token = %0 : tile<32xi32>, partition_view<tile=(32), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc36)
  return loc(#loc18)
} loc(#loc19)
#di_file = #cuda_tile.di_file<"strided_loops.py" in "xtask/python/kernels">
#loc = loc("xtask/python/kernels/strided_loops.py":11:0)
#loc1 = loc("xtask/python/kernels/strided_loops.py":15:14)
#loc2 = loc("xtask/python/kernels/strided_loops.py":19:14)
#loc3 = loc("xtask/python/kernels/strided_loops.py":12:8)
#loc4 = loc("xtask/python/kernels/strided_loops.py":13:10)
#loc5 = loc("xtask/python/kernels/strided_loops.py":14:29)
#loc6 = loc("xtask/python/kernels/strided_loops.py":14:4)
#loc7 = loc("xtask/python/kernels/strided_loops.py":15:24)
#loc8 = loc("xtask/python/kernels/strided_loops.py":16:25)
#loc9 = loc("xtask/python/kernels/strided_loops.py":16:4)
#loc10 = loc("xtask/python/kernels/strided_loops.py":17:10)
#loc11 = loc("xtask/python/kernels/strided_loops.py":18:13)
#loc12 = loc("xtask/python/kernels/strided_loops.py":19:46)
#loc13 = loc("xtask/python/kernels/strided_loops.py":19:42)
#loc14 = loc("xtask/python/kernels/strided_loops.py":18:4)
#loc15 = loc("xtask/python/kernels/strided_loops.py":19:24)
#loc16 = loc("xtask/python/kernels/strided_loops.py":20:25)
#loc17 = loc("xtask/python/kernels/strided_loops.py":20:4)
#loc18 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 10, name = "strided_loops", linkageName = "strided_loops_Kt2_A1i32_1l0_A1i32_1l0_A1i32_1l0_Si32_I32", compileUnit = #di_compile_unit, scopeLine = 10>
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
