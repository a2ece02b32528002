entry @matmul_splitk_Kt2_A2f16_3l0_A2f16_3l0_A2f32_3l0_I32_I32_I16(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f32>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>) optimization_hints=<sm_80 = {}> {
  %0 = make_token : token loc(#loc25)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc25)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc25)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc25)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc25)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]> loc(#loc25)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc25)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc25)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc25)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc25)
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]> loc(#loc25)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc25)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc25)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc25)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc25)
  %cst_32_i32 = constant <i32: 32> : tile<i32> loc(#loc25)
  %cst_32_i32_12 = constant <i32: 32> : tile<i32> loc(#loc25)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc26)
  %blockId_x_13, %blockId_y_14, %blockId_z_15 = get_tile_block_id : tile<i32> loc(#loc27)
  %blockId_x_16, %blockId_y_17, %blockId_z_18 = get_tile_block_id : tile<i32> loc(#loc28)
  %pview = make_partition_view %tview : partition_view<tile=(32x16), tensor_view<?x?xf16, strides=[?,?]>> loc(#loc29)
  %1:2 = get_index_space_shape %pview : partition_view<tile=(32x16), tensor_view<?x?xf16, strides=[?,?]>> -> tile<i32> loc(#loc29)
  %gridSize_x, %gridSize_y, %gridSize_z = get_num_tile_blocks : tile<i32> loc(#loc30)
  %2 = divi %1#1, %gridSize_z signed rounding<positive_inf> : tile<i32> loc(#loc31)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<32x32xf32> loc(#loc32)
  %3 = muli %blockId_z_18, %2 : tile<i32> loc(#loc33)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc34)
  %4 = addi %blockId_z_18, %cst_1_i32 : tile<i32> loc(#loc35)
  %5 = muli %4, %2 : tile<i32> loc(#loc36)
  %cst_1_i32_19 = constant <i32: 1> : tile<i32> loc(#loc37)
  %for:3 = for %loopIdx in (%3 to %5, step %cst_1_i32_19) : tile<i32> iter_values(%iterArg0 = %cst_0_f32, %iterArg1 = %0, %iterArg2 = %0) -> (tile<32x32xf32>, token, token) {
    %pview_36 = make_partition_view %tview : partition_view<tile=(32x16), padding_value = zero, tensor_view<?x?xf16, strides=[?,?]>> loc(#loc39)
    %tile, %result_token_37 = load_view_tko weak %pview_36[%blockId_x, %loopIdx] token = %0 : partition_view<tile=(32x16), padding_value = zero, tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> tile<32x16xf16>, token loc(#loc39)
    %26 = join_tokens %iterArg1, %result_token_37 : token loc(#loc39)
    %pview_38 = make_partition_view %tview_7 : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,?]>> loc(#loc40)
    %tile_39, %result_token_40 = load_view_tko weak %pview_38[%loopIdx, %blockId_y_14] token = %0 : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> tile<16x32xf16>, token loc(#loc40)
    %27 = join_tokens %iterArg2, %result_token_40 : token loc(#loc40)
    %28 = mmaf %tile, %tile_39, %iterArg0 : tile<32x16xf16>, tile<16x32xf16>, tile<32x32xf32> loc(#loc41)
    continue %28, %26, %27 : tile<32x32xf32>, token, token loc(#loc38)
  } loc(#loc38)
  %6 = iota : tile<32xi32> loc(#loc42)
  %7 = muli %blockId_x, %cst_32_i32 : tile<i32> loc(#loc43)
  %reshape = reshape %7 : tile<i32> -> tile<1xi32> loc(#loc42)
  %bcast = broadcast %reshape : tile<1xi32> -> tile<32xi32> loc(#loc42)
  %8 = addi %6, %bcast : tile<32xi32> loc(#loc42)
  %9 = iota : tile<32xi32> loc(#loc44)
  %10 = muli %blockId_y_14, %cst_32_i32_12 : tile<i32> loc(#loc45)
  %reshape_20 = reshape %10 : tile<i32> -> tile<1xi32> loc(#loc44)
  %bcast_21 = broadcast %reshape_20 : tile<1xi32> -> tile<32xi32> loc(#loc44)
  %11 = addi %9, %bcast_21 : tile<32xi32> loc(#loc44)
  %reshape_22 = reshape %8 : tile<32xi32> -> tile<32x1xi32> loc(#loc46)
  %reshape_23 = reshape %11 : tile<32xi32> -> tile<1x32xi32> loc(#loc47)
  %12 = exti %reshape_22 signed : tile<32x1xi32> -> tile<32x1xi64> loc(#loc48)
  %bcast_24 = broadcast %12 : tile<32x1xi64> -> tile<32x32xi64> loc(#loc48)
  %13 = exti %assume_8 signed : tile<i32> -> tile<i64> loc(#loc48)
  %reshape_25 = reshape %13 : tile<i64> -> tile<1x1xi64> loc(#loc48)
  %bcast_26 = broadcast %reshape_25 : tile<1x1xi64> -> tile<32x32xi64> loc(#loc48)
  %14 = cmpi less_than %bcast_24, %bcast_26, unsigned : tile<32x32xi64> -> tile<32x32xi1> loc(#loc48)
  %15 = exti %assume_10 signed : tile<i32> -> tile<i64> loc(#loc48)
  %reshape_27 = reshape %15 : tile<i64> -> tile<1x1xi64> loc(#loc48)
  %bcast_28 = broadcast %reshape_27 : tile<1x1xi64> -> tile<32x32xi64> loc(#loc48)
  %16 = muli %bcast_24, %bcast_28 : tile<32x32xi64> loc(#loc48)
  %17 = exti %reshape_23 signed : tile<1x32xi32> -> tile<1x32xi64> loc(#loc48)
  %bcast_29 = broadcast %17 : tile<1x32xi64> -> tile<32x32xi64> loc(#loc48)
  %18 = exti %assume_9 signed : tile<i32> -> tile<i64> loc(#loc48)
  %reshape_30 = reshape %18 : tile<i64> -> tile<1x1xi64> loc(#loc48)
  %bcast_31 = broadcast %reshape_30 : tile<1x1xi64> -> tile<32x32xi64> loc(#loc48)
  %19 = cmpi less_than %bcast_29, %bcast_31, unsigned : tile<32x32xi64> -> tile<32x32xi1> loc(#loc48)
  %20 = andi %14, %19 : tile<32x32xi1> loc(#loc48)
  %21 = exti %assume_11 signed : tile<i32> -> tile<i64> loc(#loc48)
  %reshape_32 = reshape %21 : tile<i64> -> tile<1x1xi64> loc(#loc48)
  %bcast_33 = broadcast %reshape_32 : tile<1x1xi64> -> tile<32x32xi64> loc(#loc48)
  %22 = muli %bcast_29, %bcast_33 : tile<32x32xi64> loc(#loc48)
  %23 = addi %16, %22 : tile<32x32xi64> loc(#loc48)
  %reshape_34 = reshape %arg10 : tile<ptr<f32>> -> tile<1x1xptr<f32>> loc(#loc48)
  %bcast_35 = broadcast %reshape_34 : tile<1x1xptr<f32>> -> tile<32x32xptr<f32>> loc(#loc48)
  %24 = offset %bcast_35, %23 : tile<32x32xptr<f32>>, tile<32x32xi64> -> tile<32x32xptr<f32>> loc(#loc48)
  %25 = join_tokens %0, %for#1, %for#2 : token loc(#loc48)
  %result, %result_token = atomic_rmw_tko acq_rel device %24, addf, %for#0, %20 token=%25 : tile<32x32xptr<f32>>, tile<32x32xf32>, tile<32x32xi1> -> tile<32x32xf32>, token loc(#loc48)
  return loc(#loc24)
} loc(#loc25)
#di_file = #cuda_tile.di_file<"matmul_splitk.py" in "xtask/python/kernels">
#loc = loc("xtask/python/kernels/matmul_splitk.py":10:0)
#loc1 = loc("xtask/python/kernels/matmul_splitk.py":11:9)
#loc2 = loc("xtask/python/kernels/matmul_splitk.py":12:9)
#loc3 = loc("xtask/python/kernels/matmul_splitk.py":13:11)
#loc4 = loc("xtask/python/kernels/matmul_splitk.py":14:23)
#loc5 = loc("xtask/python/kernels/matmul_splitk.py":14:64)
#loc6 = loc("xtask/python/kernels/matmul_splitk.py":14:15)
#loc7 = loc("xtask/python/kernels/matmul_splitk.py":15:10)
#loc8 = loc("xtask/python/kernels/matmul_splitk.py":16:19)
#loc9 = loc("xtask/python/kernels/matmul_splitk.py":16:44)
#loc10 = loc("xtask/python/kernels/matmul_splitk.py":16:37)
#loc11 = loc("xtask/python/kernels/matmul_splitk.py":16:36)
#loc12 = loc("xtask/python/kernels/matmul_splitk.py":16:13)
#loc13 = loc("xtask/python/kernels/matmul_splitk.py":16:4)
#loc14 = loc("xtask/python/kernels/matmul_splitk.py":17:13)
#loc15 = loc("xtask/python/kernels/matmul_splitk.py":18:13)
#loc16 = loc("xtask/python/kernels/matmul_splitk.py":19:14)
#loc17 = loc("xtask/python/kernels/matmul_splitk.py":20:11)
#loc18 = loc("xtask/python/kernels/matmul_splitk.py":20:43)
#loc19 = loc("xtask/python/kernels/matmul_splitk.py":21:11)
#loc20 = loc("xtask/python/kernels/matmul_splitk.py":21:43)
#loc21 = loc("xtask/python/kernels/matmul_splitk.py":22:22)
#loc22 = loc("xtask/python/kernels/matmul_splitk.py":22:37)
#loc23 = loc("xtask/python/kernels/matmul_splitk.py":22:4)
#loc24 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 9, name = "matmul_splitk", linkageName = "matmul_splitk_Kt2_A2f16_3l0_A2f16_3l0_A2f32_3l0_I32_I32_I16", compileUnit = #di_compile_unit, scopeLine = 9>
#loc25 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc37 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc38 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc39 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc40 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc41 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc42 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc43 = #cuda_tile.di_loc<#loc18 in #di_subprogram>
#loc44 = #cuda_tile.di_loc<#loc19 in #di_subprogram>
#loc45 = #cuda_tile.di_loc<#loc20 in #di_subprogram>
#loc46 = #cuda_tile.di_loc<#loc21 in #di_subprogram>
#loc47 = #cuda_tile.di_loc<#loc22 in #di_subprogram>
#loc48 = #cuda_tile.di_loc<#loc23 in #di_subprogram>
