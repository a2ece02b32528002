entry @rmsnorm_Kt2_A2f16_3l0_A1f16_1l0_A2f16_3l0_F3eb0c6f7a0b5ed8d_I256(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<f16>>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>) optimization_hints=<sm_80 = {}> {
  %0 = make_token : token loc(#loc17)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc17)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc17)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc17)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc17)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]> loc(#loc17)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc17)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc17)
  %tview_5 = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xf16, strides=[?]> loc(#loc17)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc17)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc17)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc17)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc17)
  %tview_10 = make_tensor_view %arg8, shape = [%assume_6, %assume_7], strides = [%assume_8, %assume_9] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]> loc(#loc17)
  %cst_f32 = constant <f32: 9.99999997E-7> : tile<f32> loc(#loc17)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc18)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc19)
  %pview = make_partition_view %tview : partition_view<tile=(1x256), tensor_view<?x?xf16, strides=[?,?]>> loc(#loc20)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(1x256), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> tile<1x256xf16>, token loc(#loc20)
  %1 = ftof %tile  : tile<1x256xf16> -> tile<1x256xf32> loc(#loc35)
  %2 = mulf %1, %1  : tile<1x256xf32> loc(#loc22)
  %reduce = reduce %2 dim=1 identities=[0.000000e+00 : f32] : tile<1x256xf32> -> tile<1xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %11 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc23)
    yield %11 : tile<f32> loc(#loc23)
  } loc(#loc23)
  %reshape = reshape %reduce : tile<1xf32> -> tile<1x1xf32> loc(#loc23)
  %cst_256_f32 = constant <f32: 2.560000e+02> : tile<f32> loc(#loc23)
  %reshape_11 = reshape %cst_256_f32 : tile<f32> -> tile<1x1xf32> loc(#loc23)
  %3 = divf %reshape, %reshape_11  : tile<1x1xf32> loc(#loc23)
  %cst_0_i32_12 = constant <i32: 0> : tile<i32> loc(#loc24)
  %pview_13 = make_partition_view %tview_5 : partition_view<tile=(256), tensor_view<?xf16, strides=[?]>> loc(#loc25)
  %tile_14, %result_token_15 = load_view_tko weak %pview_13[%cst_0_i32_12] token = %0 : partition_view<tile=(256), tensor_view<?xf16, strides=[?]>>, tile<i32> -> tile<256xf16>, token loc(#loc25)
  %4 = ftof %tile_14  : tile<256xf16> -> tile<256xf32> loc(#loc36)
  %reshape_16 = reshape %cst_f32 : tile<f32> -> tile<1x1xf32> loc(#loc27)
  %5 = addf %3, %reshape_16  : tile<1x1xf32> loc(#loc27)
  %6 = rsqrt %5 : tile<1x1xf32> loc(#loc28)
  %bcast = broadcast %6 : tile<1x1xf32> -> tile<1x256xf32> loc(#loc29)
  %7 = mulf %1, %bcast  : tile<1x256xf32> loc(#loc29)
  %reshape_17 = reshape %4 : tile<256xf32> -> tile<1x256xf32> loc(#loc30)
  %8 = mulf %7, %reshape_17  : tile<1x256xf32> loc(#loc29)
  %cst_0_i32_18 = constant <i32: 0> : tile<i32> loc(#loc31)
  %9 = ftof %8  : tile<1x256xf32> -> tile<1x256xf16> loc(#loc37)
  %pview_19 = make_partition_view %tview_10 : partition_view<tile=(1x256), tensor_view<?x?xf16, strides=[?,?]>> loc(#loc34)
  %10 = store_view_tko weak %9, %pview_19[%blockId_x, %cst_0_i32_18] token = %0 : tile<1x256xf16>, partition_view<tile=(1x256), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> token loc(#loc34)
  return loc(#loc16)
} loc(#loc17)
#di_file = #cuda_tile.di_file<"rmsnorm.py" in "xtask/python/kernels">
#di_file1 = #cuda_tile.di_file<"_stub.py" in "cuda/tile">
#loc = loc("xtask/python/kernels/rmsnorm.py":10:0)
#loc1 = loc("xtask/python/kernels/rmsnorm.py":11:10)
#loc2 = loc("xtask/python/kernels/rmsnorm.py":12:31)
#loc3 = loc("xtask/python/kernels/rmsnorm.py":12:8)
#loc4 = loc("cuda/tile/_stub.py":678:15)
#loc5 = loc("xtask/python/kernels/rmsnorm.py":13:16)
#loc6 = loc("xtask/python/kernels/rmsnorm.py":13:9)
#loc7 = loc("xtask/python/kernels/rmsnorm.py":14:31)
#loc8 = loc("xtask/python/kernels/rmsnorm.py":14:13)
#loc9 = loc("xtask/python/kernels/rmsnorm.py":15:23)
#loc10 = loc("xtask/python/kernels/rmsnorm.py":15:14)
#loc11 = loc("xtask/python/kernels/rmsnorm.py":15:10)
#loc12 = loc("xtask/python/kernels/rmsnorm.py":15:35)
#loc13 = loc("xtask/python/kernels/rmsnorm.py":16:28)
#loc14 = loc("xtask/python/kernels/rmsnorm.py":16:37)
#loc15 = loc("xtask/python/kernels/rmsnorm.py":16:4)
#loc16 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_compile_unit1 = #cuda_tile.di_compile_unit<file = #di_file1>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 9, name = "rmsnorm", linkageName = "rmsnorm_Kt2_A2f16_3l0_A1f16_1l0_A2f16_3l0_F3eb0c6f7a0b5ed8d_I256", compileUnit = #di_compile_unit, scopeLine = 9>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s0", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram2 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s1", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram3 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s2", compileUnit = #di_compile_unit1, scopeLine = 676>
#loc17 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc4 in #di_subprogram1>
#loc22 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc4 in #di_subprogram2>
#loc27 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc4 in #di_subprogram3>
#loc33 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc35 = loc(callsite(#loc21 at #loc20))
#loc36 = loc(callsite(#loc26 at #loc25))
#loc37 = loc(callsite(#loc32 at #loc33))
