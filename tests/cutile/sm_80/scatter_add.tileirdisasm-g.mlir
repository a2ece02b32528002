entry @scatter_add_Kt2_A1f32_1l0_A1i32_1l0_A1f32_1l0_I128(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f32>>, %arg7: tile<i32>, %arg8: tile<i32>) optimization_hints=<sm_80 = {}> {
  %0 = make_token : token loc(#loc6)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc6)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc6)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc6)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc6)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc6)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc6)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc6)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc6)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc7)
  %pview = make_partition_view %tview : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[?]>> loc(#loc8)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<128xf32>, token loc(#loc8)
  %1 = join_tokens %0, %result_token : token loc(#loc8)
  %pview_6 = make_partition_view %tview_3 : partition_view<tile=(128), padding_value = zero, tensor_view<?xi32, strides=[?]>> loc(#loc9)
  %tile_7, %result_token_8 = load_view_tko weak %pview_6[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<128xi32>, token loc(#loc9)
  %2 = join_tokens %0, %result_token_8 : token loc(#loc9)
  %3 = exti %tile_7 signed : tile<128xi32> -> tile<128xi64> loc(#loc10)
  %4 = exti %assume_4 signed : tile<i32> -> tile<i64> loc(#loc10)
  %reshape = reshape %4 : tile<i64> -> tile<1xi64> loc(#loc10)
  %bcast = broadcast %reshape : tile<1xi64> -> tile<128xi64> loc(#loc10)
  %5 = cmpi less_than %3, %bcast, unsigned : tile<128xi64> -> tile<128xi1> loc(#loc10)
  %6 = exti %assume_5 signed : tile<i32> -> tile<i64> loc(#loc10)
  %reshape_9 = reshape %6 : tile<i64> -> tile<1xi64> loc(#loc10)
  %bcast_10 = broadcast %reshape_9 : tile<1xi64> -> tile<128xi64> loc(#loc10)
  %7 = muli %3, %bcast_10 : tile<128xi64> loc(#loc10)
  %reshape_11 = reshape %arg6 : tile<ptr<f32>> -> tile<1xptr<f32>> loc(#loc10)
  %bcast_12 = broadcast %reshape_11 : tile<1xptr<f32>> -> tile<128xptr<f32>> loc(#loc10)
  %8 = offset %bcast_12, %7 : tile<128xptr<f32>>, tile<128xi64> -> tile<128xptr<f32>> loc(#loc10)
  %9 = join_tokens %0, %1, %2 : token loc(#loc10)
  %result, %result_token_13 = atomic_rmw_tko acq_rel device %8, addf, %tile, %5 token=%9 : tile<128xptr<f32>>, tile<128xf32>, tile<128xi1> -> tile<128xf32>, token loc(#loc10)
  return loc(#loc5)
} loc(#loc6)
#di_file = #cuda_tile.di_file<"scatter_add.py" in "xtask/python/kernels">
#loc = loc("xtask/python/kernels/scatter_add.py":10:0)
#loc1 = loc("xtask/python/kernels/scatter_add.py":11:10)
#loc2 = loc("xtask/python/kernels/scatter_add.py":12:8)
#loc3 = loc("xtask/python/kernels/scatter_add.py":13:8)
#loc4 = loc("xtask/python/kernels/scatter_add.py":14:4)
#loc5 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 9, name = "scatter_add", linkageName = "scatter_add_Kt2_A1f32_1l0_A1i32_1l0_A1f32_1l0_I128", compileUnit = #di_compile_unit, scopeLine = 9>
#loc6 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc7 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc8 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc9 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc10 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
