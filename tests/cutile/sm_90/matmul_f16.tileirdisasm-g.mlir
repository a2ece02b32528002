entry @matmul_f16_Kt2_A2f16_3l0_A2f16_3l0_A2f16_3l0_I128_I128_I32(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f16>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>) optimization_hints=<sm_90 = {}> {
  %0 = make_token : token loc(#loc14)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc14)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc14)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc14)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc14)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]> loc(#loc14)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc14)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc14)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc14)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc14)
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]> loc(#loc14)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc14)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc14)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc14)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc14)
  %tview_12 = make_tensor_view %arg10, shape = [%assume_8, %assume_9], strides = [%assume_10, %assume_11] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]> loc(#loc14)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc15)
  %blockId_x_13, %blockId_y_14, %blockId_z_15 = get_tile_block_id : tile<i32> loc(#loc16)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<128x128xf32> loc(#loc17)
  %pview = make_partition_view %tview : partition_view<tile=(128x32), tensor_view<?x?xf16, strides=[?,?]>> loc(#loc18)
  %1:2 = get_index_space_shape %pview : partition_view<tile=(128x32), tensor_view<?x?xf16, strides=[?,?]>> -> tile<i32> loc(#loc18)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc19)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc19)
  %for = for %loopIdx in (%cst_0_i32 to %1#1, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_f32) -> (tile<128x128xf32>) {
    %pview_17 = make_partition_view %tview : partition_view<tile=(128x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,?]>> loc(#loc21)
    %tile, %result_token = load_view_tko weak %pview_17[%blockId_x, %loopIdx] token = %0 : partition_view<tile=(128x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> tile<128x32xf16>, token loc(#loc21)
    %pview_18 = make_partition_view %tview_7 : partition_view<tile=(32x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,?]>> loc(#loc22)
    %tile_19, %result_token_20 = load_view_tko weak %pview_18[%loopIdx, %blockId_y_14] token = %0 : partition_view<tile=(32x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> tile<32x128xf16>, token loc(#loc22)
    %4 = mmaf %tile, %tile_19, %iterArg0 : tile<128x32xf16>, tile<32x128xf16>, tile<128x128xf32> loc(#loc23)
    continue %4 : tile<128x128xf32> loc(#loc20)
  } loc(#loc20)
  %2 = ftof %for  : tile<128x128xf32> -> tile<128x128xf16> loc(#loc27)
  %pview_16 = make_partition_view %tview_12 : partition_view<tile=(128x128), tensor_view<?x?xf16, strides=[?,?]>> loc(#loc26)
  %3 = store_view_tko weak %2, %pview_16[%blockId_x, %blockId_y_14] token = %0 : tile<128x128xf16>, partition_view<tile=(128x128), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> token loc(#loc26)
  return loc(#loc13)
} loc(#loc14)
#di_file = #cuda_tile.di_file<"matmul_f16.py" in "xtask/python/kernels">
#di_file1 = #cuda_tile.di_file<"_stub.py" in "cuda/tile">
#loc = loc("xtask/python/kernels/matmul_f16.py":9:0)
#loc1 = loc("xtask/python/kernels/matmul_f16.py":10:9)
#loc2 = loc("xtask/python/kernels/matmul_f16.py":11:9)
#loc3 = loc("xtask/python/kernels/matmul_f16.py":12:10)
#loc4 = loc("xtask/python/kernels/matmul_f16.py":13:19)
#loc5 = loc("xtask/python/kernels/matmul_f16.py":13:13)
#loc6 = loc("xtask/python/kernels/matmul_f16.py":13:4)
#loc7 = loc("xtask/python/kernels/matmul_f16.py":14:13)
#loc8 = loc("xtask/python/kernels/matmul_f16.py":15:13)
#loc9 = loc("xtask/python/kernels/matmul_f16.py":16:14)
#loc10 = loc("cuda/tile/_stub.py":678:15)
#loc11 = loc("xtask/python/kernels/matmul_f16.py":17:37)
#loc12 = loc("xtask/python/kernels/matmul_f16.py":17:4)
#loc13 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_compile_unit1 = #cuda_tile.di_compile_unit<file = #di_file1>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 8, name = "matmul_f16", linkageName = "matmul_f16_Kt2_A2f16_3l0_A2f16_3l0_A2f16_3l0_I128_I128_I32", compileUnit = #di_compile_unit, scopeLine = 8>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s0", compileUnit = #di_compile_unit1, scopeLine = 676>
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
#loc24 = #cuda_tile.di_loc<#loc10 in #di_subprogram1>
#loc25 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc27 = loc(callsite(#loc24 at #loc25))
