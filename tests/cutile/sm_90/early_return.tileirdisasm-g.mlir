entry @early_return_Kt2_A1i32_1l0_A1i32_1l0_Si32_I64(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>) optimization_hints=<sm_90 = {}> {
  %0 = make_token : token loc(#loc9)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc9)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc9)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc9)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc9)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc9)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc9)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc10)
  %1 = cmpi greater_than_or_equal %blockId_x, %arg6, signed : tile<i32> -> tile<i1> loc(#loc11)
  if %1 {
    return loc(#loc13)
  } else {
  } loc(#loc12)
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xi32, strides=[?]>> loc(#loc14)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(64), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<64xi32>, token loc(#loc14)
  %2 = muli %tile, %tile : tile<64xi32> loc(#loc15)
  %pview_4 = make_partition_view %tview_3 : partition_view<tile=(64), tensor_view<?xi32, strides=[?]>> loc(#loc16)
  %3 = store_view_tko weak %2, %pview_4[%blockId_x] token = %0 : tile<64xi32>, partition_view<tile=(64), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc16)
  return loc(#loc8)
} loc(#loc9)
#di_file = #cuda_tile.di_file<"early_return.py" in "xtask/python/kernels">
#loc = loc("xtask/python/kernels/early_return.py":10:0)
#loc1 = loc("xtask/python/kernels/early_return.py":11:10)
#loc2 = loc("xtask/python/kernels/early_return.py":12:7)
#loc3 = loc("xtask/python/kernels/early_return.py":12:4)
#loc4 = loc("xtask/python/kernels/early_return.py":13:8)
#loc5 = loc("xtask/python/kernels/early_return.py":14:8)
#loc6 = loc("xtask/python/kernels/early_return.py":15:35)
#loc7 = loc("xtask/python/kernels/early_return.py":15:4)
#loc8 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 9, name = "early_return", linkageName = "early_return_Kt2_A1i32_1l0_A1i32_1l0_Si32_I64", compileUnit = #di_compile_unit, scopeLine = 9>
#loc9 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc10 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc11 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
