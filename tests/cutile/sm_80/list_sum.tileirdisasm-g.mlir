entry @list_sum_Kt2_LA1f32_1l0_LA1f32_1l0_A1f32_1l0_I128(%arg0: tile<ptr<i64>>, %arg1: tile<i32>, %arg2: tile<ptr<i64>>, %arg3: tile<i32>, %arg4: tile<ptr<f32>>, %arg5: tile<i32>, %arg6: tile<i32>) optimization_hints=<sm_80 = {}> {
  %0 = make_token : token loc(#loc15)
  %tview = make_tensor_view %arg0, shape = [%arg1, 3], strides = [3, 1] : tile<i32> -> tensor_view<?x3xi64, strides=[3,1]> loc(#loc15)
  %pview = make_partition_view %tview : partition_view<tile=(1x4), tensor_view<?x3xi64, strides=[3,1]>> loc(#loc15)
  %tview_0 = make_tensor_view %arg2, shape = [%arg3, 3], strides = [3, 1] : tile<i32> -> tensor_view<?x3xi64, strides=[3,1]> loc(#loc15)
  %pview_1 = make_partition_view %tview_0 : partition_view<tile=(1x4), tensor_view<?x3xi64, strides=[3,1]>> loc(#loc15)
  %assume = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc15)
  %assume_2 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc15)
  %tview_3 = make_tensor_view %arg4, shape = [%assume], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc15)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc16)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<128xf32> loc(#loc17)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc18)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc18)
  %cst_1_i32_4 = constant <i32: 1> : tile<i32> loc(#loc19)
  %for:2 = for %loopIdx in (%cst_0_i32 to %arg1, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_f32, %iterArg1 = %0) -> (tile<128xf32>, token) {
    %cst_0_i32_6 = constant <i32: 0> : tile<i32> loc(#loc21)
    %tile, %result_token = load_view_tko weak %pview[%loopIdx, %cst_0_i32_6] : partition_view<tile=(1x4), tensor_view<?x3xi64, strides=[3,1]>>, tile<i32> -> tile<1x4xi64>, token loc(#loc21)
    %cst_0_i32_7 = constant <i32: 0> : tile<i32> loc(#loc21)
    %2 = extract %tile[%cst_0_i32_6, %cst_0_i32_7] : tile<1x4xi64> -> tile<1x1xi64> loc(#loc21)
    %reshape = reshape %2 : tile<1x1xi64> -> tile<i64> loc(#loc21)
    %cst_1_i32_8 = constant <i32: 1> : tile<i32> loc(#loc21)
    %3 = extract %tile[%cst_0_i32_6, %cst_1_i32_8] : tile<1x4xi64> -> tile<1x1xi64> loc(#loc21)
    %reshape_9 = reshape %3 : tile<1x1xi64> -> tile<i64> loc(#loc21)
    %cst_2_i32 = constant <i32: 2> : tile<i32> loc(#loc21)
    %4 = extract %tile[%cst_0_i32_6, %cst_2_i32] : tile<1x4xi64> -> tile<1x1xi64> loc(#loc21)
    %reshape_10 = reshape %4 : tile<1x1xi64> -> tile<i64> loc(#loc21)
    %5 = trunci %reshape_9 : tile<i64> -> tile<i32> loc(#loc21)
    %6 = trunci %reshape_10 : tile<i64> -> tile<i32> loc(#loc21)
    %7 = int_to_ptr %reshape : tile<i64> -> tile<ptr<f32>> loc(#loc21)
    %assume_11 = assume bounded<0, ?>, %5 : tile<i32> loc(#loc21)
    %assume_12 = assume bounded<0, ?>, %6 : tile<i32> loc(#loc21)
    %tview_13 = make_tensor_view %7, shape = [%assume_11], strides = [%assume_12] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc21)
    %pview_14 = make_partition_view %tview_13 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[?]>> loc(#loc22)
    %tile_15, %result_token_16 = load_view_tko weak %pview_14[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<128xf32>, token loc(#loc22)
    %8 = addf %iterArg0, %tile_15  : tile<128xf32> loc(#loc23)
    %cst_0_i32_17 = constant <i32: 0> : tile<i32> loc(#loc24)
    %tile_18, %result_token_19 = load_view_tko weak %pview_1[%loopIdx, %cst_0_i32_17] : partition_view<tile=(1x4), tensor_view<?x3xi64, strides=[3,1]>>, tile<i32> -> tile<1x4xi64>, token loc(#loc24)
    %cst_0_i32_20 = constant <i32: 0> : tile<i32> loc(#loc24)
    %9 = extract %tile_18[%cst_0_i32_17, %cst_0_i32_20] : tile<1x4xi64> -> tile<1x1xi64> loc(#loc24)
    %reshape_21 = reshape %9 : tile<1x1xi64> -> tile<i64> loc(#loc24)
    %cst_1_i32_22 = constant <i32: 1> : tile<i32> loc(#loc24)
    %10 = extract %tile_18[%cst_0_i32_17, %cst_1_i32_22] : tile<1x4xi64> -> tile<1x1xi64> loc(#loc24)
    %reshape_23 = reshape %10 : tile<1x1xi64> -> tile<i64> loc(#loc24)
    %cst_2_i32_24 = constant <i32: 2> : tile<i32> loc(#loc24)
    %11 = extract %tile_18[%cst_0_i32_17, %cst_2_i32_24] : tile<1x4xi64> -> tile<1x1xi64> loc(#loc24)
    %reshape_25 = reshape %11 : tile<1x1xi64> -> tile<i64> loc(#loc24)
    %12 = trunci %reshape_23 : tile<i64> -> tile<i32> loc(#loc24)
    %13 = trunci %reshape_25 : tile<i64> -> tile<i32> loc(#loc24)
    %14 = int_to_ptr %reshape_21 : tile<i64> -> tile<ptr<f32>> loc(#loc24)
    %assume_26 = assume bounded<0, ?>, %12 : tile<i32> loc(#loc24)
    %assume_27 = assume bounded<0, ?>, %13 : tile<i32> loc(#loc24)
    %tview_28 = make_tensor_view %14, shape = [%assume_26], strides = [%assume_27] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc24)
    %15 = addi %loopIdx, %cst_1_i32_4 : tile<i32> loc(#loc25)
    %16 = itof %15 signed  : tile<i32> -> tile<f32> loc(#loc26)
    %reshape_29 = reshape %16 : tile<f32> -> tile<1xf32> loc(#loc26)
    %bcast = broadcast %reshape_29 : tile<1xf32> -> tile<128xf32> loc(#loc26)
    %17 = mulf %tile_15, %bcast  : tile<128xf32> loc(#loc26)
    %pview_30 = make_partition_view %tview_28 : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>> loc(#loc27)
    %18 = store_view_tko weak %17, %pview_30[%blockId_x] token = %iterArg1 : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc27)
    continue %8, %18 : tile<128xf32>, token loc(#loc20)
  } loc(#loc20)
  %pview_5 = make_partition_view %tview_3 : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>> loc(#loc28)
  %1 = store_view_tko weak %for#0, %pview_5[%blockId_x] token = %0 : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc28)
  return loc(#loc14)
} loc(#loc15)
#di_file = #cuda_tile.di_file<"list_sum.py" in "xtask/python/kernels">
#loc = loc("xtask/python/kernels/list_sum.py":13:0)
#loc1 = loc("xtask/python/kernels/list_sum.py":14:10)
#loc2 = loc("xtask/python/kernels/list_sum.py":15:10)
#loc3 = loc("xtask/python/kernels/list_sum.py":16:13)
#loc4 = loc("xtask/python/kernels/list_sum.py":19:52)
#loc5 = loc("xtask/python/kernels/list_sum.py":16:4)
#loc6 = loc("xtask/python/kernels/list_sum.py":17:20)
#loc7 = loc("xtask/python/kernels/list_sum.py":17:12)
#loc8 = loc("xtask/python/kernels/list_sum.py":18:14)
#loc9 = loc("xtask/python/kernels/list_sum.py":19:17)
#loc10 = loc("xtask/python/kernels/list_sum.py":19:48)
#loc11 = loc("xtask/python/kernels/list_sum.py":19:43)
#loc12 = loc("xtask/python/kernels/list_sum.py":19:8)
#loc13 = loc("xtask/python/kernels/list_sum.py":20:4)
#loc14 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 12, name = "list_sum", linkageName = "list_sum_Kt2_LA1f32_1l0_LA1f32_1l0_A1f32_1l0_I128", compileUnit = #di_compile_unit, scopeLine = 12>
#loc15 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
