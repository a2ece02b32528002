entry @math_f16_Kt2_A1f16_1l0_A1f16_1l0_A1f16_1l0_I128(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f16>>, %arg7: tile<i32>, %arg8: tile<i32>) optimization_hints=<sm_90 = {}> {
  %0 = make_token : token loc(#loc16)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc16)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc16)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf16, strides=[?]> loc(#loc16)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc16)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc16)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf16, strides=[?]> loc(#loc16)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc16)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc16)
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xf16, strides=[?]> loc(#loc16)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc17)
  %pview = make_partition_view %tview : partition_view<tile=(128), padding_value = zero, tensor_view<?xf16, strides=[?]>> loc(#loc18)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf16, strides=[?]>>, tile<i32> -> tile<128xf16>, token loc(#loc18)
  %cst_f16 = constant <f16: 4.470830e-02> : tile<f16> loc(#loc19)
  %reshape = reshape %cst_f16 : tile<f16> -> tile<1xf16> loc(#loc19)
  %bcast = broadcast %reshape : tile<1xf16> -> tile<128xf16> loc(#loc19)
  %1 = mulf %bcast, %tile  : tile<128xf16> loc(#loc19)
  %2 = mulf %1, %tile  : tile<128xf16> loc(#loc19)
  %3 = fma %2, %tile, %tile  : tile<128xf16> loc(#loc20)
  %cst_f16_7 = constant <f16: 7.978520e-01> : tile<f16> loc(#loc21)
  %reshape_8 = reshape %cst_f16_7 : tile<f16> -> tile<1xf16> loc(#loc21)
  %bcast_9 = broadcast %reshape_8 : tile<1xf16> -> tile<128xf16> loc(#loc21)
  %4 = mulf %bcast_9, %3  : tile<128xf16> loc(#loc21)
  %cst_f16_10 = constant <f16: 5.000000e-01> : tile<f16> loc(#loc22)
  %reshape_11 = reshape %cst_f16_10 : tile<f16> -> tile<1xf16> loc(#loc22)
  %bcast_12 = broadcast %reshape_11 : tile<1xf16> -> tile<128xf16> loc(#loc22)
  %5 = mulf %bcast_12, %tile  : tile<128xf16> loc(#loc22)
  %6 = tanh %4  : tile<128xf16> loc(#loc23)
  %cst_1_f16 = constant <f16: 1.000000e+00> : tile<f16> loc(#loc24)
  %reshape_13 = reshape %cst_1_f16 : tile<f16> -> tile<1xf16> loc(#loc24)
  %bcast_14 = broadcast %reshape_13 : tile<1xf16> -> tile<128xf16> loc(#loc24)
  %7 = addf %bcast_14, %6  : tile<128xf16> loc(#loc24)
  %8 = mulf %5, %7  : tile<128xf16> loc(#loc22)
  %pview_15 = make_partition_view %tview_3 : partition_view<tile=(128), tensor_view<?xf16, strides=[?]>> loc(#loc25)
  %9 = store_view_tko weak %8, %pview_15[%blockId_x] token = %0 : tile<128xf16>, partition_view<tile=(128), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token loc(#loc25)
  %10 = negf %tile : tile<128xf16> loc(#loc26)
  %11 = exp %10  : tile<128xf16> loc(#loc27)
  %cst_1_f16_16 = constant <f16: 1.000000e+00> : tile<f16> loc(#loc28)
  %reshape_17 = reshape %cst_1_f16_16 : tile<f16> -> tile<1xf16> loc(#loc28)
  %bcast_18 = broadcast %reshape_17 : tile<1xf16> -> tile<128xf16> loc(#loc28)
  %12 = addf %bcast_18, %11  : tile<128xf16> loc(#loc28)
  %cst_1_f16_19 = constant <f16: 1.000000e+00> : tile<f16> loc(#loc29)
  %reshape_20 = reshape %cst_1_f16_19 : tile<f16> -> tile<1xf16> loc(#loc29)
  %bcast_21 = broadcast %reshape_20 : tile<1xf16> -> tile<128xf16> loc(#loc29)
  %13 = divf %bcast_21, %12  : tile<128xf16> loc(#loc29)
  %pview_22 = make_partition_view %tview_6 : partition_view<tile=(128), tensor_view<?xf16, strides=[?]>> loc(#loc30)
  %14 = store_view_tko weak %13, %pview_22[%blockId_x] token = %0 : tile<128xf16>, partition_view<tile=(128), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token loc(#loc30)
  return loc(#loc15)
} loc(#loc16)
#di_file = #cuda_tile.di_file<"math_f16.py" in "xtask/python/kernels">
#loc = loc("xtask/python/kernels/math_f16.py":9:0)
#loc1 = loc("xtask/python/kernels/math_f16.py":10:10)
#loc2 = loc("xtask/python/kernels/math_f16.py":11:8)
#loc3 = loc("xtask/python/kernels/math_f16.py":12:32)
#loc4 = loc("xtask/python/kernels/math_f16.py":12:28)
#loc5 = loc("xtask/python/kernels/math_f16.py":12:12)
#loc6 = loc("xtask/python/kernels/math_f16.py":13:38)
#loc7 = loc("xtask/python/kernels/math_f16.py":13:55)
#loc8 = loc("xtask/python/kernels/math_f16.py":13:49)
#loc9 = loc("xtask/python/kernels/math_f16.py":13:4)
#loc10 = loc("xtask/python/kernels/math_f16.py":14:61)
#loc11 = loc("xtask/python/kernels/math_f16.py":14:54)
#loc12 = loc("xtask/python/kernels/math_f16.py":14:48)
#loc13 = loc("xtask/python/kernels/math_f16.py":14:41)
#loc14 = loc("xtask/python/kernels/math_f16.py":14:4)
#loc15 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 8, name = "math_f16", linkageName = "math_f16_Kt2_A1f16_1l0_A1f16_1l0_A1f16_1l0_I128", compileUnit = #di_compile_unit, scopeLine = 8>
#loc16 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
