entry @bitcast_bits_Kt2_A1f32_1l0_A1f32_1l0_A1f16_1l0_A1f32_1l0_A1f32_1l0_A1i32_1l0_A1i16_1l0_I128(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f16>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f32>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<f32>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<i32>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<i16>>, %arg19: tile<i32>, %arg20: tile<i32>) optimization_hints=<sm_80 = {}> {
  %0 = make_token : token loc(#loc20)
  %cst_2147483647_i32 = constant <i32: 2147483647> : tile<128xi32> loc(#loc21)
  %cst_-2147483648_i32 = constant <i32: -2147483648> : tile<128xi32> loc(#loc22)
  %cst_23_i32 = constant <i32: 23> : tile<128xi32> loc(#loc23)
  %cst_127_i32 = constant <i32: 127> : tile<128xi32> loc(#loc24)
  %cst_31744_i16 = constant <i16: 31744> : tile<128xi16> loc(#loc25)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc20)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc20)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc20)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc20)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc20)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc20)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc20)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc20)
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xf16, strides=[?]> loc(#loc20)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc20)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc20)
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc20)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc20)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc20)
  %tview_12 = make_tensor_view %arg12, shape = [%assume_10], strides = [%assume_11] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc20)
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc20)
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc20)
  %tview_15 = make_tensor_view %arg15, shape = [%assume_13], strides = [%assume_14] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc20)
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32> loc(#loc20)
  %assume_17 = assume bounded<0, ?>, %arg20 : tile<i32> loc(#loc20)
  %tview_18 = make_tensor_view %arg18, shape = [%assume_16], strides = [%assume_17] : tile<i32> -> tensor_view<?xi16, strides=[?]> loc(#loc20)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc26)
  %pview = make_partition_view %tview : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[?]>> loc(#loc27)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<128xf32>, token loc(#loc27)
  %1 = bitcast %tile : tile<128xf32> -> tile<128xi32> loc(#loc28)
  %pview_19 = make_partition_view %tview_3 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[?]>> loc(#loc29)
  %tile_20, %result_token_21 = load_view_tko weak %pview_19[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<128xf32>, token loc(#loc29)
  %2 = bitcast %tile_20 : tile<128xf32> -> tile<128xi32> loc(#loc30)
  %pview_22 = make_partition_view %tview_6 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf16, strides=[?]>> loc(#loc31)
  %tile_23, %result_token_24 = load_view_tko weak %pview_22[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf16, strides=[?]>>, tile<i32> -> tile<128xf16>, token loc(#loc31)
  %3 = andi %1, %cst_2147483647_i32 : tile<128xi32> loc(#loc21)
  %4 = bitcast %3 : tile<128xi32> -> tile<128xf32> loc(#loc32)
  %pview_25 = make_partition_view %tview_9 : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>> loc(#loc33)
  %5 = store_view_tko weak %4, %pview_25[%blockId_x] token = %0 : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc33)
  %6 = andi %2, %cst_-2147483648_i32 : tile<128xi32> loc(#loc22)
  %7 = ori %3, %6 : tile<128xi32> loc(#loc34)
  %8 = bitcast %7 : tile<128xi32> -> tile<128xf32> loc(#loc35)
  %pview_26 = make_partition_view %tview_12 : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>> loc(#loc36)
  %9 = store_view_tko weak %8, %pview_26[%blockId_x] token = %0 : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc36)
  %10 = shri %3, %cst_23_i32 unsigned : tile<128xi32> loc(#loc23)
  %11 = bitcast %10 : tile<128xi32> -> tile<128xi32> loc(#loc24)
  %12 = subi %11, %cst_127_i32 : tile<128xi32> loc(#loc24)
  %pview_27 = make_partition_view %tview_15 : partition_view<tile=(128), tensor_view<?xi32, strides=[?]>> loc(#loc37)
  %13 = store_view_tko weak %12, %pview_27[%blockId_x] token = %0 : tile<128xi32>, partition_view<tile=(128), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc37)
  %14 = bitcast %tile_23 : tile<128xf16> -> tile<128xi16> loc(#loc25)
  %15 = xori %14, %cst_31744_i16 : tile<128xi16> loc(#loc25)
  %pview_28 = make_partition_view %tview_18 : partition_view<tile=(128), tensor_view<?xi16, strides=[?]>> loc(#loc38)
  %16 = store_view_tko weak %15, %pview_28[%blockId_x] token = %0 : tile<128xi16>, partition_view<tile=(128), tensor_view<?xi16, strides=[?]>>, tile<i32> -> token loc(#loc38)
  return loc(#loc19)
} loc(#loc20)
#di_file = #cuda_tile.di_file<"bitcast_bits.py" in "xtask/python/kernels">
#loc = loc("xtask/python/kernels/bitcast_bits.py":10:0)
#loc1 = loc("xtask/python/kernels/bitcast_bits.py":15:8)
#loc2 = loc("xtask/python/kernels/bitcast_bits.py":17:59)
#loc3 = loc("xtask/python/kernels/bitcast_bits.py":18:54)
#loc4 = loc("xtask/python/kernels/bitcast_bits.py":18:42)
#loc5 = loc("xtask/python/kernels/bitcast_bits.py":19:39)
#loc6 = loc("xtask/python/kernels/bitcast_bits.py":11:10)
#loc7 = loc("xtask/python/kernels/bitcast_bits.py":12:20)
#loc8 = loc("xtask/python/kernels/bitcast_bits.py":12:9)
#loc9 = loc("xtask/python/kernels/bitcast_bits.py":13:20)
#loc10 = loc("xtask/python/kernels/bitcast_bits.py":13:9)
#loc11 = loc("xtask/python/kernels/bitcast_bits.py":14:9)
#loc12 = loc("xtask/python/kernels/bitcast_bits.py":16:37)
#loc13 = loc("xtask/python/kernels/bitcast_bits.py":16:4)
#loc14 = loc("xtask/python/kernels/bitcast_bits.py":17:54)
#loc15 = loc("xtask/python/kernels/bitcast_bits.py":17:43)
#loc16 = loc("xtask/python/kernels/bitcast_bits.py":17:4)
#loc17 = loc("xtask/python/kernels/bitcast_bits.py":18:4)
#loc18 = loc("xtask/python/kernels/bitcast_bits.py":19:4)
#loc19 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 9, name = "bitcast_bits", linkageName = "bitcast_bits_Kt2_A1f32_1l0_A1f32_1l0_A1f16_1l0_A1f32_1l0_A1f32_1l0_A1i32_1l0_A1i16_1l0_I128", compileUnit = #di_compile_unit, scopeLine = 9>
#loc20 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc37 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc38 = #cuda_tile.di_loc<#loc18 in #di_subprogram>
