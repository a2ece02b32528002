entry @half_reduce_Kt2_A2f16_3l0_A2bf16_3l0_A1f16_1l0_A1bf16_1l0_A1f16_1l0_I64(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<bf16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f16>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<ptr<bf16>>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<ptr<f16>>, %arg17: tile<i32>, %arg18: tile<i32>) optimization_hints=<sm_90 = {}> {
  %0 = make_token : token loc(#loc15)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc15)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc15)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc15)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc15)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]> loc(#loc15)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc15)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc15)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc15)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc15)
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,?]> loc(#loc15)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc15)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc15)
  %tview_10 = make_tensor_view %arg10, shape = [%assume_8], strides = [%assume_9] : tile<i32> -> tensor_view<?xf16, strides=[?]> loc(#loc15)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc15)
  %assume_12 = assume bounded<0, ?>, %arg15 : tile<i32> loc(#loc15)
  %tview_13 = make_tensor_view %arg13, shape = [%assume_11], strides = [%assume_12] : tile<i32> -> tensor_view<?xbf16, strides=[?]> loc(#loc15)
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc15)
  %assume_15 = assume bounded<0, ?>, %arg18 : tile<i32> loc(#loc15)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc16)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc17)
  %pview = make_partition_view %tview : partition_view<tile=(1x64), tensor_view<?x?xf16, strides=[?,?]>> loc(#loc18)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(1x64), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> tile<1x64xf16>, token loc(#loc18)
  %1 = join_tokens %0, %result_token : token loc(#loc18)
  %cst_0_i32_16 = constant <i32: 0> : tile<i32> loc(#loc19)
  %pview_17 = make_partition_view %tview_7 : partition_view<tile=(1x64), tensor_view<?x?xbf16, strides=[?,?]>> loc(#loc20)
  %tile_18, %result_token_19 = load_view_tko weak %pview_17[%blockId_x, %cst_0_i32_16] token = %0 : partition_view<tile=(1x64), tensor_view<?x?xbf16, strides=[?,?]>>, tile<i32> -> tile<1x64xbf16>, token loc(#loc20)
  %2 = join_tokens %0, %result_token_19 : token loc(#loc20)
  %reduce = reduce %tile dim=1 identities=[0.000000e+00 : f16] : tile<1x64xf16> -> tile<1xf16> 
  (%reduce_lhs: tile<f16>, %reduce_rhs: tile<f16>) {
    %13 = addf %reduce_lhs, %reduce_rhs  : tile<f16> loc(#loc21)
    yield %13 : tile<f16> loc(#loc21)
  } loc(#loc21)
  %pview_20 = make_partition_view %tview_10 : partition_view<tile=(1), tensor_view<?xf16, strides=[?]>> loc(#loc22)
  %3 = store_view_tko weak %reduce, %pview_20[%blockId_x] token = %0 : tile<1xf16>, partition_view<tile=(1), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token loc(#loc22)
  %reduce_21 = reduce %tile_18 dim=1 identities=[0xFF80 : bf16] : tile<1x64xbf16> -> tile<1xbf16> 
  (%reduce_lhs: tile<bf16>, %reduce_rhs: tile<bf16>) {
    %13 = maxf %reduce_lhs, %reduce_rhs : tile<bf16> loc(#loc23)
    yield %13 : tile<bf16> loc(#loc23)
  } loc(#loc23)
  %pview_22 = make_partition_view %tview_13 : partition_view<tile=(1), tensor_view<?xbf16, strides=[?]>> loc(#loc24)
  %4 = store_view_tko weak %reduce_21, %pview_22[%blockId_x] token = %0 : tile<1xbf16>, partition_view<tile=(1), tensor_view<?xbf16, strides=[?]>>, tile<i32> -> token loc(#loc24)
  %cst_2_i32 = constant <i32: 2> : tile<i32> loc(#loc25)
  %5 = divi %blockId_x, %cst_2_i32 signed rounding<negative_inf> : tile<i32> loc(#loc26)
  %reduce_23 = reduce %tile dim=0 identities=[0.000000e+00 : f16] : tile<1x64xf16> -> tile<64xf16> 
  (%reduce_lhs: tile<f16>, %reduce_rhs: tile<f16>) {
    %13 = addf %reduce_lhs, %reduce_rhs  : tile<f16> loc(#loc27)
    yield %13 : tile<f16> loc(#loc27)
  } loc(#loc27)
  %reduce_24 = reduce %reduce_23 dim=0 identities=[0.000000e+00 : f16] : tile<64xf16> -> tile<f16> 
  (%reduce_lhs: tile<f16>, %reduce_rhs: tile<f16>) {
    %13 = addf %reduce_lhs, %reduce_rhs  : tile<f16> loc(#loc27)
    yield %13 : tile<f16> loc(#loc27)
  } loc(#loc27)
  %6 = exti %5 signed : tile<i32> -> tile<i64> loc(#loc28)
  %7 = exti %assume_14 signed : tile<i32> -> tile<i64> loc(#loc28)
  %8 = cmpi less_than %6, %7, unsigned : tile<i64> -> tile<i1> loc(#loc28)
  %9 = exti %assume_15 signed : tile<i32> -> tile<i64> loc(#loc28)
  %10 = muli %6, %9 : tile<i64> loc(#loc28)
  %11 = offset %arg16, %10 : tile<ptr<f16>>, tile<i64> -> tile<ptr<f16>> loc(#loc28)
  %12 = join_tokens %0, %1, %2, %3, %4 : token loc(#loc28)
  %result, %result_token_25 = atomic_rmw_tko acq_rel device %11, addf, %reduce_24, %8 token=%12 : tile<ptr<f16>>, tile<f16>, tile<i1> -> tile<f16>, token loc(#loc28)
  return loc(#loc14)
} loc(#loc15)
#di_file = #cuda_tile.di_file<"half_reduce.py" in "xtask/python/kernels">
#loc = loc("xtask/python/kernels/half_reduce.py":10:0)
#loc1 = loc("xtask/python/kernels/half_reduce.py":11:10)
#loc2 = loc("xtask/python/kernels/half_reduce.py":12:32)
#loc3 = loc("xtask/python/kernels/half_reduce.py":12:9)
#loc4 = loc("xtask/python/kernels/half_reduce.py":13:32)
#loc5 = loc("xtask/python/kernels/half_reduce.py":13:9)
#loc6 = loc("xtask/python/kernels/half_reduce.py":14:38)
#loc7 = loc("xtask/python/kernels/half_reduce.py":14:4)
#loc8 = loc("xtask/python/kernels/half_reduce.py":15:39)
#loc9 = loc("xtask/python/kernels/half_reduce.py":15:4)
#loc10 = loc("xtask/python/kernels/half_reduce.py":16:33)
#loc11 = loc("xtask/python/kernels/half_reduce.py":16:26)
#loc12 = loc("xtask/python/kernels/half_reduce.py":16:36)
#loc13 = loc("xtask/python/kernels/half_reduce.py":16:4)
#loc14 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 9, name = "half_reduce", linkageName = "half_reduce_Kt2_A2f16_3l0_A2bf16_3l0_A1f16_1l0_A1bf16_1l0_A1f16_1l0_I64", compileUnit = #di_compile_unit, scopeLine = 9>
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
