entry @matmul_typed_Kt2_A2f32_3l0_A2f32_3l0_A2f32_3l0_I32_I32_I16(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f32>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>) optimization_hints=<sm_80 = {}> {
  %0 = make_token : token loc(#loc12)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc12)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc12)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc12)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc12)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc12)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc12)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc12)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc12)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc12)
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc12)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc12)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc12)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc12)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc12)
  %tview_12 = make_tensor_view %arg10, shape = [%assume_8, %assume_9], strides = [%assume_10, %assume_11] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc12)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc13)
  %blockId_x_13, %blockId_y_14, %blockId_z_15 = get_tile_block_id : tile<i32> loc(#loc14)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<32x32xf32> loc(#loc15)
  %pview = make_partition_view %tview : partition_view<tile=(32x16), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc16)
  %1:2 = get_index_space_shape %pview : partition_view<tile=(32x16), tensor_view<?x?xf32, strides=[?,?]>> -> tile<i32> loc(#loc16)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc17)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc17)
  %for = for %loopIdx in (%cst_0_i32 to %1#1, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_f32) -> (tile<32x32xf32>) {
    %pview_17 = make_partition_view %tview : partition_view<tile=(32x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,?]>> loc(#loc19)
    %tile, %result_token = load_view_tko weak %pview_17[%blockId_x, %loopIdx] token = %0 : partition_view<tile=(32x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<32x16xf32>, token loc(#loc19)
    %pview_18 = make_partition_view %tview_7 : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,?]>> loc(#loc20)
    %tile_19, %result_token_20 = load_view_tko weak %pview_18[%loopIdx, %blockId_y_14] token = %0 : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<16x32xf32>, token loc(#loc20)
    %3 = mmaf %tile, %tile_19, %iterArg0 : tile<32x16xf32>, tile<16x32xf32>, tile<32x32xf32> loc(#loc21)
    continue %3 : tile<32x32xf32> loc(#loc18)
  } loc(#loc18)
  %pview_16 = make_partition_view %tview_12 : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc22)
  %2 = store_view_tko weak %for, %pview_16[%blockId_x, %blockId_y_14] token = %0 : tile<32x32xf32>, partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token loc(#loc22)
  return loc(#loc11)
} loc(#loc12)
#di_file = #cuda_tile.di_file<"matmul_typed.py" in "xtask/python/kernels">
#loc = loc("xtask/python/kernels/matmul_typed.py":10:0)
#loc1 = loc("xtask/python/kernels/matmul_typed.py":11:9)
#loc2 = loc("xtask/python/kernels/matmul_typed.py":12:9)
#loc3 = loc("xtask/python/kernels/matmul_typed.py":13:10)
#loc4 = loc("xtask/python/kernels/matmul_typed.py":14:19)
#loc5 = loc("xtask/python/kernels/matmul_typed.py":14:13)
#loc6 = loc("xtask/python/kernels/matmul_typed.py":14:4)
#loc7 = loc("xtask/python/kernels/matmul_typed.py":15:13)
#loc8 = loc("xtask/python/kernels/matmul_typed.py":16:13)
#loc9 = loc("xtask/python/kernels/matmul_typed.py":17:14)
#loc10 = loc("xtask/python/kernels/matmul_typed.py":18:4)
#loc11 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 9, name = "matmul_typed", linkageName = "matmul_typed_Kt2_A2f32_3l0_A2f32_3l0_A2f32_3l0_I32_I32_I16", compileUnit = #di_compile_unit, scopeLine = 9>
#loc12 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
