entry @outer_product_Kt2_A1f32_1l0_A1f32_1l0_A2f32_3l0_A2f32_3l0_Sf32_I32_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f32>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<ptr<f32>>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<f32>) optimization_hints=<sm_80 = {}> {
  %0 = make_token : token loc(#loc14)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc14)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc14)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc14)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc14)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc14)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc14)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc14)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc14)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc14)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc14)
  %tview_8 = make_tensor_view %arg6, shape = [%assume_4, %assume_5], strides = [%assume_6, %assume_7] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc14)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc14)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc14)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc14)
  %assume_12 = assume bounded<0, ?>, %arg15 : tile<i32> loc(#loc14)
  %tview_13 = make_tensor_view %arg11, shape = [%assume_9, %assume_10], strides = [%assume_11, %assume_12] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc14)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc15)
  %blockId_x_14, %blockId_y_15, %blockId_z_16 = get_tile_block_id : tile<i32> loc(#loc16)
  %pview = make_partition_view %tview : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>> loc(#loc17)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<32xf32>, token loc(#loc17)
  %reshape = reshape %tile : tile<32xf32> -> tile<32x1xf32> loc(#loc18)
  %pview_17 = make_partition_view %tview_3 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc19)
  %tile_18, %result_token_19 = load_view_tko weak %pview_17[%blockId_y_15] token = %0 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token loc(#loc19)
  %reshape_20 = reshape %tile_18 : tile<64xf32> -> tile<1x64xf32> loc(#loc20)
  %bcast = broadcast %reshape : tile<32x1xf32> -> tile<32x64xf32> loc(#loc21)
  %bcast_21 = broadcast %reshape_20 : tile<1x64xf32> -> tile<32x64xf32> loc(#loc21)
  %reshape_22 = reshape %arg16 : tile<f32> -> tile<1x1xf32> loc(#loc21)
  %bcast_23 = broadcast %reshape_22 : tile<1x1xf32> -> tile<32x64xf32> loc(#loc21)
  %1 = fma %bcast, %bcast_21, %bcast_23  : tile<32x64xf32> loc(#loc21)
  %pview_24 = make_partition_view %tview_8 : partition_view<tile=(32x64), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc22)
  %2 = store_view_tko weak %1, %pview_24[%blockId_x, %blockId_y_15] token = %0 : tile<32x64xf32>, partition_view<tile=(32x64), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token loc(#loc22)
  %reduce = reduce %1 dim=1 identities=[0.000000e+00 : f32] : tile<32x64xf32> -> tile<32xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %6 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc23)
    yield %6 : tile<f32> loc(#loc23)
  } loc(#loc23)
  %reshape_25 = reshape %reduce : tile<32xf32> -> tile<32x1xf32> loc(#loc23)
  %cst_64_f32 = constant <f32: 6.400000e+01> : tile<f32> loc(#loc23)
  %reshape_26 = reshape %cst_64_f32 : tile<f32> -> tile<1x1xf32> loc(#loc23)
  %bcast_27 = broadcast %reshape_26 : tile<1x1xf32> -> tile<32x1xf32> loc(#loc23)
  %3 = divf %reshape_25, %bcast_27  : tile<32x1xf32> loc(#loc23)
  %bcast_28 = broadcast %3 : tile<32x1xf32> -> tile<32x64xf32> loc(#loc24)
  %4 = subf %1, %bcast_28  : tile<32x64xf32> loc(#loc25)
  %pview_29 = make_partition_view %tview_13 : partition_view<tile=(32x64), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc26)
  %5 = store_view_tko weak %4, %pview_29[%blockId_x, %blockId_y_15] token = %0 : tile<32x64xf32>, partition_view<tile=(32x64), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token loc(#loc26)
  return loc(#loc13)
} loc(#loc14)
#di_file = #cuda_tile.di_file<"outer_product.py" in "xtask/python/kernels">
#loc = loc("xtask/python/kernels/outer_product.py":10:0)
#loc1 = loc("xtask/python/kernels/outer_product.py":11:9)
#loc2 = loc("xtask/python/kernels/outer_product.py":12:9)
#loc3 = loc("xtask/python/kernels/outer_product.py":13:25)
#loc4 = loc("xtask/python/kernels/outer_product.py":13:10)
#loc5 = loc("xtask/python/kernels/outer_product.py":14:21)
#loc6 = loc("xtask/python/kernels/outer_product.py":14:10)
#loc7 = loc("xtask/python/kernels/outer_product.py":15:11)
#loc8 = loc("xtask/python/kernels/outer_product.py":16:4)
#loc9 = loc("xtask/python/kernels/outer_product.py":17:11)
#loc10 = loc("xtask/python/kernels/outer_product.py":18:51)
#loc11 = loc("xtask/python/kernels/outer_product.py":18:44)
#loc12 = loc("xtask/python/kernels/outer_product.py":18:4)
#loc13 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 9, name = "outer_product", linkageName = "outer_product_Kt2_A1f32_1l0_A1f32_1l0_A2f32_3l0_A2f32_3l0_Sf32_I32_I64", compileUnit = #di_compile_unit, scopeLine = 9>
#loc14 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
