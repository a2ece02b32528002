entry @float_divmod_Kt2_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f32>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f32>>, %arg10: tile<i32>, %arg11: tile<i32>) optimization_hints=<sm_90 = {}> {
  %0 = make_token : token loc(#loc9)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc9)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc9)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc9)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc9)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc9)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc9)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc9)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc9)
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc9)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc9)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc9)
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc9)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc10)
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc11)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token loc(#loc11)
  %pview_10 = make_partition_view %tview_3 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc12)
  %tile_11, %result_token_12 = load_view_tko weak %pview_10[%blockId_x] token = %0 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token loc(#loc12)
  %1 = divf %tile, %tile_11  : tile<64xf32> loc(#loc13)
  %2 = floor %1 : tile<64xf32> loc(#loc13)
  %pview_13 = make_partition_view %tview_6 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc14)
  %3 = store_view_tko weak %2, %pview_13[%blockId_x] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc14)
  %4 = remf %tile, %tile_11 : tile<64xf32> loc(#loc15)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<64xf32> loc(#loc15)
  %5 = cmpf less_than ordered %4, %cst_0_f32 : tile<64xf32> -> tile<64xi1> loc(#loc15)
  %6 = cmpf less_than ordered %tile_11, %cst_0_f32 : tile<64xf32> -> tile<64xi1> loc(#loc15)
  %7 = xori %5, %6 : tile<64xi1> loc(#loc15)
  %8 = cmpf not_equal unordered %4, %cst_0_f32 : tile<64xf32> -> tile<64xi1> loc(#loc15)
  %9 = andi %7, %8 : tile<64xi1> loc(#loc15)
  %10 = addf %4, %tile_11  : tile<64xf32> loc(#loc15)
  %11 = select %9, %10, %4 : tile<64xi1>, tile<64xf32> loc(#loc15)
  %pview_14 = make_partition_view %tview_9 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc16)
  %12 = store_view_tko weak %11, %pview_14[%blockId_x] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc16)
  return loc(#loc8)
} loc(#loc9)
#di_file = #cuda_tile.di_file<"float_divmod.py" in "xtask/python/kernels">
#loc = loc("xtask/python/kernels/float_divmod.py":10:0)
#loc1 = loc("xtask/python/kernels/float_divmod.py":11:10)
#loc2 = loc("xtask/python/kernels/float_divmod.py":12:8)
#loc3 = loc("xtask/python/kernels/float_divmod.py":13:8)
#loc4 = loc("xtask/python/kernels/float_divmod.py":14:35)
#loc5 = loc("xtask/python/kernels/float_divmod.py":14:4)
#loc6 = loc("xtask/python/kernels/float_divmod.py":15:35)
#loc7 = loc("xtask/python/kernels/float_divmod.py":15:4)
#loc8 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 9, name = "float_divmod", linkageName = "float_divmod_Kt2_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_I64", compileUnit = #di_compile_unit, scopeLine = 9>
#loc9 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc10 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc11 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
