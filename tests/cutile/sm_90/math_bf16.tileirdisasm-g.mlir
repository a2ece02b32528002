entry @math_bf16_Kt2_A1bf16_1l0_A1bf16_1l0_A1bf16_1l0_A1bf16_1l0_I128(%arg0: tile<ptr<bf16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<bf16>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<bf16>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<bf16>>, %arg10: tile<i32>, %arg11: tile<i32>) optimization_hints=<sm_90 = {}> {
  %0 = make_token : token loc(#loc14)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc14)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc14)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xbf16, strides=[?]> loc(#loc14)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc14)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc14)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xbf16, strides=[?]> loc(#loc14)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc14)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc14)
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xbf16, strides=[?]> loc(#loc14)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc14)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc14)
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xbf16, strides=[?]> loc(#loc14)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc15)
  %pview = make_partition_view %tview : partition_view<tile=(128), tensor_view<?xbf16, strides=[?]>> loc(#loc16)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), tensor_view<?xbf16, strides=[?]>>, tile<i32> -> tile<128xbf16>, token loc(#loc16)
  %1 = negf %tile : tile<128xbf16> loc(#loc17)
  %2 = exp %1  : tile<128xbf16> loc(#loc18)
  %cst_1_bf16 = constant <bf16: 1.000000e+00> : tile<bf16> loc(#loc19)
  %reshape = reshape %cst_1_bf16 : tile<bf16> -> tile<1xbf16> loc(#loc19)
  %bcast = broadcast %reshape : tile<1xbf16> -> tile<128xbf16> loc(#loc19)
  %3 = addf %bcast, %2  : tile<128xbf16> loc(#loc19)
  %cst_1_bf16_10 = constant <bf16: 1.000000e+00> : tile<bf16> loc(#loc20)
  %reshape_11 = reshape %cst_1_bf16_10 : tile<bf16> -> tile<1xbf16> loc(#loc20)
  %bcast_12 = broadcast %reshape_11 : tile<1xbf16> -> tile<128xbf16> loc(#loc20)
  %4 = divf %bcast_12, %3  : tile<128xbf16> loc(#loc20)
  %pview_13 = make_partition_view %tview_3 : partition_view<tile=(128), tensor_view<?xbf16, strides=[?]>> loc(#loc21)
  %5 = store_view_tko weak %4, %pview_13[%blockId_x] token = %0 : tile<128xbf16>, partition_view<tile=(128), tensor_view<?xbf16, strides=[?]>>, tile<i32> -> token loc(#loc21)
  %6 = exp %tile  : tile<128xbf16> loc(#loc22)
  %pview_14 = make_partition_view %tview_6 : partition_view<tile=(128), tensor_view<?xbf16, strides=[?]>> loc(#loc23)
  %7 = store_view_tko weak %6, %pview_14[%blockId_x] token = %0 : tile<128xbf16>, partition_view<tile=(128), tensor_view<?xbf16, strides=[?]>>, tile<i32> -> token loc(#loc23)
  %8 = absf %tile : tile<128xbf16> loc(#loc24)
  %cst_1_bf16_15 = constant <bf16: 1.000000e+00> : tile<bf16> loc(#loc24)
  %reshape_16 = reshape %cst_1_bf16_15 : tile<bf16> -> tile<1xbf16> loc(#loc24)
  %bcast_17 = broadcast %reshape_16 : tile<1xbf16> -> tile<128xbf16> loc(#loc24)
  %9 = addf %8, %bcast_17  : tile<128xbf16> loc(#loc24)
  %10 = rsqrt %9 : tile<128xbf16> loc(#loc25)
  %pview_18 = make_partition_view %tview_9 : partition_view<tile=(128), tensor_view<?xbf16, strides=[?]>> loc(#loc26)
  %11 = store_view_tko weak %10, %pview_18[%blockId_x] token = %0 : tile<128xbf16>, partition_view<tile=(128), tensor_view<?xbf16, strides=[?]>>, tile<i32> -> token loc(#loc26)
  return loc(#loc13)
} loc(#loc14)
#di_file = #cuda_tile.di_file<"math_bf16.py" in "xtask/python/kernels">
#loc = loc("xtask/python/kernels/math_bf16.py":10:0)
#loc1 = loc("xtask/python/kernels/math_bf16.py":11:10)
#loc2 = loc("xtask/python/kernels/math_bf16.py":12:8)
#loc3 = loc("xtask/python/kernels/math_bf16.py":13:57)
#loc4 = loc("xtask/python/kernels/math_bf16.py":13:50)
#loc5 = loc("xtask/python/kernels/math_bf16.py":13:44)
#loc6 = loc("xtask/python/kernels/math_bf16.py":13:37)
#loc7 = loc("xtask/python/kernels/math_bf16.py":13:4)
#loc8 = loc("xtask/python/kernels/math_bf16.py":14:35)
#loc9 = loc("xtask/python/kernels/math_bf16.py":14:4)
#loc10 = loc("xtask/python/kernels/math_bf16.py":15:45)
#loc11 = loc("xtask/python/kernels/math_bf16.py":15:36)
#loc12 = loc("xtask/python/kernels/math_bf16.py":15:4)
#loc13 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 9, name = "math_bf16", linkageName = "math_bf16_Kt2_A1bf16_1l0_A1bf16_1l0_A1bf16_1l0_A1bf16_1l0_I128", compileUnit = #di_compile_unit, scopeLine = 9>
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
