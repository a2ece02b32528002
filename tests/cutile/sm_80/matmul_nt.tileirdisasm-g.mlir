entry @matmul_nt_Kt2_A2f16_3l0_A2f16_3l0_A2f16_3l0_I32_I32_I16(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f16>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>) optimization_hints=<sm_80 = {}> {
  %0 = make_token : token loc(#loc15)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc15)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc15)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc15)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc15)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]> loc(#loc15)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc15)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc15)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc15)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc15)
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]> loc(#loc15)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc15)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc15)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc15)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc15)
  %tview_12 = make_tensor_view %arg10, shape = [%assume_8, %assume_9], strides = [%assume_10, %assume_11] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]> loc(#loc15)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc16)
  %blockId_x_13, %blockId_y_14, %blockId_z_15 = get_tile_block_id : tile<i32> loc(#loc17)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<32x32xf32> loc(#loc18)
  %pview = make_partition_view %tview : partition_view<tile=(32x16), tensor_view<?x?xf16, strides=[?,?]>> loc(#loc19)
  %1:2 = get_index_space_shape %pview : partition_view<tile=(32x16), tensor_view<?x?xf16, strides=[?,?]>> -> tile<i32> loc(#loc19)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc20)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc20)
  %for = for %loopIdx in (%cst_0_i32 to %1#1, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_f32) -> (tile<32x32xf32>) {
    %pview_17 = make_partition_view %tview : partition_view<tile=(32x16), tensor_view<?x?xf16, strides=[?,?]>> loc(#loc22)
    %tile, %result_token = load_view_tko weak %pview_17[%blockId_x, %loopIdx] token = %0 : partition_view<tile=(32x16), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> tile<32x16xf16>, token loc(#loc22)
    %pview_18 = make_partition_view %tview_7 : partition_view<tile=(32x16), tensor_view<?x?xf16, strides=[?,?]>> loc(#loc23)
    %tile_19, %result_token_20 = load_view_tko weak %pview_18[%blockId_y_14, %loopIdx] token = %0 : partition_view<tile=(32x16), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> tile<32x16xf16>, token loc(#loc23)
    %4 = permute %tile_19 [1, 0] : tile<32x16xf16> -> tile<16x32xf16> loc(#loc24)
    %5 = mmaf %tile, %4, %iterArg0 : tile<32x16xf16>, tile<16x32xf16>, tile<32x32xf32> loc(#loc25)
    continue %5 : tile<32x32xf32> loc(#loc21)
  } loc(#loc21)
  %2 = ftof %for  : tile<32x32xf32> -> tile<32x32xf16> loc(#loc29)
  %pview_16 = make_partition_view %tview_12 : partition_view<tile=(32x32), tensor_view<?x?xf16, strides=[?,?]>> loc(#loc28)
  %3 = store_view_tko weak %2, %pview_16[%blockId_x, %blockId_y_14] token = %0 : tile<32x32xf16>, partition_view<tile=(32x32), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> token loc(#loc28)
  return loc(#loc14)
} loc(#loc15)
#di_file = #cuda_tile.di_file<"matmul_nt.py" in "xtask/python/kernels">
#di_file1 = #cuda_tile.di_file<"_stub.py" in "cuda/tile">
#loc = loc("xtask/python/kernels/matmul_nt.py":10:0)
#loc1 = loc("xtask/python/kernels/matmul_nt.py":11:9)
#loc2 = loc("xtask/python/kernels/matmul_nt.py":12:9)
#loc3 = loc("xtask/python/kernels/matmul_nt.py":13:10)
#loc4 = loc("xtask/python/kernels/matmul_nt.py":14:19)
#loc5 = loc("xtask/python/kernels/matmul_nt.py":14:13)
#loc6 = loc("xtask/python/kernels/matmul_nt.py":14:4)
#loc7 = loc("xtask/python/kernels/matmul_nt.py":15:13)
#loc8 = loc("xtask/python/kernels/matmul_nt.py":16:13)
#loc9 = loc("xtask/python/kernels/matmul_nt.py":17:25)
#loc10 = loc("xtask/python/kernels/matmul_nt.py":17:14)
#loc11 = loc("cuda/tile/_stub.py":678:15)
#loc12 = loc("xtask/python/kernels/matmul_nt.py":18:37)
#loc13 = loc("xtask/python/kernels/matmul_nt.py":18:4)
#loc14 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_compile_unit1 = #cuda_tile.di_compile_unit<file = #di_file1>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 9, name = "matmul_nt", linkageName = "matmul_nt_Kt2_A2f16_3l0_A2f16_3l0_A2f16_3l0_I32_I32_I16", compileUnit = #di_compile_unit, scopeLine = 9>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s0", compileUnit = #di_compile_unit1, scopeLine = 676>
#loc15 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc11 in #di_subprogram1>
#loc27 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc29 = loc(callsite(#loc26 at #loc27))
