entry @ew_bf16_Kt2_A1bf16_1l0_A1bf16_1l0_A1bf16_1l0_I128(%arg0: tile<ptr<bf16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<bf16>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<bf16>>, %arg7: tile<i32>, %arg8: tile<i32>) optimization_hints=<sm_80 = {}> {
  %0 = make_token : token loc(#loc12)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc12)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc12)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xbf16, strides=[?]> loc(#loc12)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc12)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc12)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xbf16, strides=[?]> loc(#loc12)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc12)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc12)
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xbf16, strides=[?]> loc(#loc12)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc13)
  %pview = make_partition_view %tview : partition_view<tile=(128), padding_value = zero, tensor_view<?xbf16, strides=[?]>> loc(#loc14)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xbf16, strides=[?]>>, tile<i32> -> tile<128xbf16>, token loc(#loc14)
  %pview_7 = make_partition_view %tview_3 : partition_view<tile=(128), padding_value = zero, tensor_view<?xbf16, strides=[?]>> loc(#loc15)
  %tile_8, %result_token_9 = load_view_tko weak %pview_7[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xbf16, strides=[?]>>, tile<i32> -> tile<128xbf16>, token loc(#loc15)
  %1 = subf %tile, %tile_8  : tile<128xbf16> loc(#loc16)
  %cst_bf16 = constant <bf16: 5.000000e-01> : tile<bf16> loc(#loc17)
  %reshape = reshape %cst_bf16 : tile<bf16> -> tile<1xbf16> loc(#loc17)
  %bcast = broadcast %reshape : tile<1xbf16> -> tile<128xbf16> loc(#loc17)
  %2 = mulf %1, %bcast  : tile<128xbf16> loc(#loc17)
  %3 = mulf %tile, %tile_8  : tile<128xbf16> loc(#loc18)
  %4 = negf %3 : tile<128xbf16> loc(#loc19)
  %5 = cmpf greater_than ordered %tile, %tile_8 : tile<128xbf16> -> tile<128xi1> loc(#loc20)
  %6 = select %5, %2, %4 : tile<128xi1>, tile<128xbf16> loc(#loc21)
  %pview_10 = make_partition_view %tview_6 : partition_view<tile=(128), tensor_view<?xbf16, strides=[?]>> loc(#loc22)
  %7 = store_view_tko weak %6, %pview_10[%blockId_x] token = %0 : tile<128xbf16>, partition_view<tile=(128), tensor_view<?xbf16, strides=[?]>>, tile<i32> -> token loc(#loc22)
  return loc(#loc11)
} loc(#loc12)
#di_file = #cuda_tile.di_file<"ew_bf16.py" in "xtask/python/kernels">
#loc = loc("xtask/python/kernels/ew_bf16.py":10:0)
#loc1 = loc("xtask/python/kernels/ew_bf16.py":11:10)
#loc2 = loc("xtask/python/kernels/ew_bf16.py":12:8)
#loc3 = loc("xtask/python/kernels/ew_bf16.py":13:8)
#loc4 = loc("xtask/python/kernels/ew_bf16.py":14:9)
#loc5 = loc("xtask/python/kernels/ew_bf16.py":14:8)
#loc6 = loc("xtask/python/kernels/ew_bf16.py":15:10)
#loc7 = loc("xtask/python/kernels/ew_bf16.py":15:8)
#loc8 = loc("xtask/python/kernels/ew_bf16.py":16:46)
#loc9 = loc("xtask/python/kernels/ew_bf16.py":16:37)
#loc10 = loc("xtask/python/kernels/ew_bf16.py":16:4)
#loc11 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 9, name = "ew_bf16", linkageName = "ew_bf16_Kt2_A1bf16_1l0_A1bf16_1l0_A1bf16_1l0_I128", compileUnit = #di_compile_unit, scopeLine = 9>
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
