entry @bias_rows_Kt2_A2i32_3l0_A1i32_1l0_A1i32_1l0_A2i32_3l0_I16_I32(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<i32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<i32>>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<ptr<i32>>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>) optimization_hints=<sm_80 = {}> {
  %0 = make_token : token loc(#loc12)
  %cst_0_i32 = constant <i32: 0> : tile<16x32xi32> loc(#loc13)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc12)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc12)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc12)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc12)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xi32, strides=[?,?]> loc(#loc12)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc12)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc12)
  %tview_5 = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc12)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc12)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc12)
  %tview_8 = make_tensor_view %arg8, shape = [%assume_6], strides = [%assume_7] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc12)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc12)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc12)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc12)
  %assume_12 = assume bounded<0, ?>, %arg15 : tile<i32> loc(#loc12)
  %tview_13 = make_tensor_view %arg11, shape = [%assume_9, %assume_10], strides = [%assume_11, %assume_12] : tile<i32> -> tensor_view<?x?xi32, strides=[?,?]> loc(#loc12)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc14)
  %blockId_x_14, %blockId_y_15, %blockId_z_16 = get_tile_block_id : tile<i32> loc(#loc15)
  %pview = make_partition_view %tview : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x?xi32, strides=[?,?]>> loc(#loc16)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %blockId_y_15] token = %0 : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x?xi32, strides=[?,?]>>, tile<i32> -> tile<16x32xi32>, token loc(#loc16)
  %pview_17 = make_partition_view %tview_5 : partition_view<tile=(16), padding_value = zero, tensor_view<?xi32, strides=[?]>> loc(#loc17)
  %tile_18, %result_token_19 = load_view_tko weak %pview_17[%blockId_x] token = %0 : partition_view<tile=(16), padding_value = zero, tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<16xi32>, token loc(#loc17)
  %pview_20 = make_partition_view %tview_8 : partition_view<tile=(32), padding_value = zero, tensor_view<?xi32, strides=[?]>> loc(#loc18)
  %tile_21, %result_token_22 = load_view_tko weak %pview_20[%blockId_y_15] token = %0 : partition_view<tile=(32), padding_value = zero, tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<32xi32>, token loc(#loc18)
  %reshape = reshape %tile_18 : tile<16xi32> -> tile<16x1xi32> loc(#loc19)
  %bcast = broadcast %reshape : tile<16x1xi32> -> tile<16x32xi32> loc(#loc20)
  %1 = muli %tile, %bcast : tile<16x32xi32> loc(#loc20)
  %reshape_23 = reshape %tile_21 : tile<32xi32> -> tile<1x32xi32> loc(#loc21)
  %bcast_24 = broadcast %reshape_23 : tile<1x32xi32> -> tile<16x32xi32> loc(#loc20)
  %2 = addi %1, %bcast_24 : tile<16x32xi32> loc(#loc20)
  %3 = maxi %2, %cst_0_i32 signed : tile<16x32xi32> loc(#loc13)
  %pview_25 = make_partition_view %tview_13 : partition_view<tile=(16x32), tensor_view<?x?xi32, strides=[?,?]>> loc(#loc22)
  %4 = store_view_tko weak %3, %pview_25[%blockId_x, %blockId_y_15] token = %0 : tile<16x32xi32>, partition_view<tile=(16x32), tensor_view<?x?xi32, strides=[?,?]>>, tile<i32> -> token loc(#loc22)
  return loc(#loc11)
} loc(#loc12)
#di_file = #cuda_tile.di_file<"bias_rows.py" in "xtask/python/kernels">
#loc = loc("xtask/python/kernels/bias_rows.py":10:0)
#loc1 = loc("xtask/python/kernels/bias_rows.py":17:37)
#loc2 = loc("xtask/python/kernels/bias_rows.py":11:9)
#loc3 = loc("xtask/python/kernels/bias_rows.py":12:9)
#loc4 = loc("xtask/python/kernels/bias_rows.py":13:8)
#loc5 = loc("xtask/python/kernels/bias_rows.py":14:8)
#loc6 = loc("xtask/python/kernels/bias_rows.py":15:8)
#loc7 = loc("xtask/python/kernels/bias_rows.py":16:14)
#loc8 = loc("xtask/python/kernels/bias_rows.py":16:10)
#loc9 = loc("xtask/python/kernels/bias_rows.py":16:27)
#loc10 = loc("xtask/python/kernels/bias_rows.py":17:4)
#loc11 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 9, name = "bias_rows", linkageName = "bias_rows_Kt2_A2i32_3l0_A1i32_1l0_A1i32_1l0_A2i32_3l0_I16_I32", compileUnit = #di_compile_unit, scopeLine = 9>
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
