entry @layernorm_chunked_Kt2_A2bf16_3l0_A1bf16_1l0_A1bf16_1l0_A2f32_3l0_F3ee4f8b588e368f1_I128(%arg0: tile<ptr<bf16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<bf16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<bf16>>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<ptr<f32>>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>) optimization_hints=<sm_80 = {}> {
  %0 = make_token : token loc(#loc27)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc27)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc27)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc27)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc27)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,?]> loc(#loc27)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc27)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc27)
  %tview_5 = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xbf16, strides=[?]> loc(#loc27)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc27)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc27)
  %tview_8 = make_tensor_view %arg8, shape = [%assume_6], strides = [%assume_7] : tile<i32> -> tensor_view<?xbf16, strides=[?]> loc(#loc27)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc27)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc27)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc27)
  %assume_12 = assume bounded<0, ?>, %arg15 : tile<i32> loc(#loc27)
  %tview_13 = make_tensor_view %arg11, shape = [%assume_9, %assume_10], strides = [%assume_11, %assume_12] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc27)
  %cst_f32 = constant <f32: 9.99999974E-6> : tile<f32> loc(#loc27)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc28)
  %pview = make_partition_view %tview : partition_view<tile=(1x128), tensor_view<?x?xbf16, strides=[?,?]>> loc(#loc29)
  %1:2 = get_index_space_shape %pview : partition_view<tile=(1x128), tensor_view<?x?xbf16, strides=[?,?]>> -> tile<i32> loc(#loc29)
  %pview_14 = make_partition_view %tview : partition_view<tile=(1x1), tensor_view<?x?xbf16, strides=[?,?]>> loc(#loc30)
  %2:2 = get_index_space_shape %pview_14 : partition_view<tile=(1x1), tensor_view<?x?xbf16, strides=[?,?]>> -> tile<i32> loc(#loc30)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<1x128xf32> loc(#loc31)
  %cst_0_f32_15 = constant <f32: 0.000000e+00> : tile<1x128xf32> loc(#loc32)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc33)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc33)
  %for:2 = for %loopIdx in (%cst_0_i32 to %1#1, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_f32_15, %iterArg1 = %cst_0_f32) -> (tile<1x128xf32>, tile<1x128xf32>) {
    %pview_24 = make_partition_view %tview : partition_view<tile=(1x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,?]>> loc(#loc35)
    %tile, %result_token = load_view_tko weak %pview_24[%blockId_x, %loopIdx] token = %0 : partition_view<tile=(1x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,?]>>, tile<i32> -> tile<1x128xbf16>, token loc(#loc35)
    %11 = ftof %tile  : tile<1x128xbf16> -> tile<1x128xf32> loc(#loc56)
    %12 = addf %iterArg1, %11  : tile<1x128xf32> loc(#loc37)
    %13 = fma %11, %11, %iterArg0  : tile<1x128xf32> loc(#loc38)
    continue %13, %12 : tile<1x128xf32>, tile<1x128xf32> loc(#loc34)
  } loc(#loc34)
  %reduce = reduce %for#1 dim=1 identities=[0.000000e+00 : f32] : tile<1x128xf32> -> tile<1xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %11 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc39)
    yield %11 : tile<f32> loc(#loc39)
  } loc(#loc39)
  %reshape = reshape %reduce : tile<1xf32> -> tile<1x1xf32> loc(#loc39)
  %3 = itof %2#1 signed  : tile<i32> -> tile<f32> loc(#loc39)
  %reshape_16 = reshape %3 : tile<f32> -> tile<1x1xf32> loc(#loc39)
  %4 = divf %reshape, %reshape_16  : tile<1x1xf32> loc(#loc39)
  %reduce_17 = reduce %for#0 dim=1 identities=[0.000000e+00 : f32] : tile<1x128xf32> -> tile<1xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %11 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc40)
    yield %11 : tile<f32> loc(#loc40)
  } loc(#loc40)
  %reshape_18 = reshape %reduce_17 : tile<1xf32> -> tile<1x1xf32> loc(#loc40)
  %5 = itof %2#1 signed  : tile<i32> -> tile<f32> loc(#loc40)
  %reshape_19 = reshape %5 : tile<f32> -> tile<1x1xf32> loc(#loc40)
  %6 = divf %reshape_18, %reshape_19  : tile<1x1xf32> loc(#loc40)
  %7 = negf %4 : tile<1x1xf32> loc(#loc40)
  %8 = fma %7, %4, %6  : tile<1x1xf32> loc(#loc40)
  %reshape_20 = reshape %cst_f32 : tile<f32> -> tile<1x1xf32> loc(#loc41)
  %9 = addf %8, %reshape_20  : tile<1x1xf32> loc(#loc41)
  %10 = rsqrt %9 : tile<1x1xf32> loc(#loc42)
  %cst_0_i32_21 = constant <i32: 0> : tile<i32> loc(#loc43)
  %cst_1_i32_22 = constant <i32: 1> : tile<i32> loc(#loc43)
  %bcast = broadcast %4 : tile<1x1xf32> -> tile<1x128xf32> loc(#loc44)
  %bcast_23 = broadcast %10 : tile<1x1xf32> -> tile<1x128xf32> loc(#loc45)
  for %loopIdx in (%cst_0_i32_21 to %1#1, step %cst_1_i32_22) : tile<i32> {
    %pview_24 = make_partition_view %tview : partition_view<tile=(1x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,?]>> loc(#loc47)
    %tile, %result_token = load_view_tko weak %pview_24[%blockId_x, %loopIdx] token = %0 : partition_view<tile=(1x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,?]>>, tile<i32> -> tile<1x128xbf16>, token loc(#loc47)
    %11 = ftof %tile  : tile<1x128xbf16> -> tile<1x128xf32> loc(#loc57)
    %pview_25 = make_partition_view %tview_5 : partition_view<tile=(128), padding_value = zero, tensor_view<?xbf16, strides=[?]>> loc(#loc49)
    %tile_26, %result_token_27 = load_view_tko weak %pview_25[%loopIdx] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xbf16, strides=[?]>>, tile<i32> -> tile<128xbf16>, token loc(#loc49)
    %12 = ftof %tile_26  : tile<128xbf16> -> tile<128xf32> loc(#loc58)
    %pview_28 = make_partition_view %tview_8 : partition_view<tile=(128), padding_value = zero, tensor_view<?xbf16, strides=[?]>> loc(#loc51)
    %tile_29, %result_token_30 = load_view_tko weak %pview_28[%loopIdx] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xbf16, strides=[?]>>, tile<i32> -> tile<128xbf16>, token loc(#loc51)
    %13 = ftof %tile_29  : tile<128xbf16> -> tile<128xf32> loc(#loc59)
    %14 = subf %11, %bcast  : tile<1x128xf32> loc(#loc44)
    %15 = mulf %14, %bcast_23  : tile<1x128xf32> loc(#loc45)
    %reshape_31 = reshape %12 : tile<128xf32> -> tile<1x128xf32> loc(#loc53)
    %reshape_32 = reshape %13 : tile<128xf32> -> tile<1x128xf32> loc(#loc54)
    %16 = fma %15, %reshape_31, %reshape_32  : tile<1x128xf32> loc(#loc45)
    %pview_33 = make_partition_view %tview_13 : partition_view<tile=(1x128), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc55)
    %17 = store_view_tko weak %16, %pview_33[%blockId_x, %loopIdx] token = %0 : tile<1x128xf32>, partition_view<tile=(1x128), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token loc(#loc55)
  } loc(#loc46)
  return loc(#loc26)
} loc(#loc27)
#di_file = #cuda_tile.di_file<"layernorm_chunked.py" in "xtask/python/kernels">
#di_file1 = #cuda_tile.di_file<"_stub.py" in "cuda/tile">
#loc = loc("xtask/python/kernels/layernorm_chunked.py":11:0)
#loc1 = loc("xtask/python/kernels/layernorm_chunked.py":12:10)
#loc2 = loc("xtask/python/kernels/layernorm_chunked.py":13:8)
#loc3 = loc("xtask/python/kernels/layernorm_chunked.py":14:11)
#loc4 = loc("xtask/python/kernels/layernorm_chunked.py":15:12)
#loc5 = loc("xtask/python/kernels/layernorm_chunked.py":16:14)
#loc6 = loc("xtask/python/kernels/layernorm_chunked.py":17:13)
#loc7 = loc("xtask/python/kernels/layernorm_chunked.py":17:4)
#loc8 = loc("xtask/python/kernels/layernorm_chunked.py":18:12)
#loc9 = loc("cuda/tile/_stub.py":678:15)
#loc10 = loc("xtask/python/kernels/layernorm_chunked.py":19:16)
#loc11 = loc("xtask/python/kernels/layernorm_chunked.py":20:18)
#loc12 = loc("xtask/python/kernels/layernorm_chunked.py":21:11)
#loc13 = loc("xtask/python/kernels/layernorm_chunked.py":22:10)
#loc14 = loc("xtask/python/kernels/layernorm_chunked.py":23:19)
#loc15 = loc("xtask/python/kernels/layernorm_chunked.py":23:10)
#loc16 = loc("xtask/python/kernels/layernorm_chunked.py":24:13)
#loc17 = loc("xtask/python/kernels/layernorm_chunked.py":28:42)
#loc18 = loc("xtask/python/kernels/layernorm_chunked.py":28:41)
#loc19 = loc("xtask/python/kernels/layernorm_chunked.py":24:4)
#loc20 = loc("xtask/python/kernels/layernorm_chunked.py":25:12)
#loc21 = loc("xtask/python/kernels/layernorm_chunked.py":26:12)
#loc22 = loc("xtask/python/kernels/layernorm_chunked.py":27:12)
#loc23 = loc("xtask/python/kernels/layernorm_chunked.py":28:60)
#loc24 = loc("xtask/python/kernels/layernorm_chunked.py":28:73)
#loc25 = loc("xtask/python/kernels/layernorm_chunked.py":28:8)
#loc26 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_compile_unit1 = #cuda_tile.di_compile_unit<file = #di_file1>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 10, name = "layernorm_chunked", linkageName = "layernorm_chunked_Kt2_A2bf16_3l0_A1bf16_1l0_A1bf16_1l0_A2f32_3l0_F3ee4f8b588e368f1_I128", compileUnit = #di_compile_unit, scopeLine = 10>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s0", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram2 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s1", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram3 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s2", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram4 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s3", compileUnit = #di_compile_unit1, scopeLine = 676>
#loc27 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc9 in #di_subprogram1>
#loc37 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc38 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc39 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc40 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc41 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc42 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc43 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc44 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc45 = #cuda_tile.di_loc<#loc18 in #di_subprogram>
#loc46 = #cuda_tile.di_loc<#loc19 in #di_subprogram>
#loc47 = #cuda_tile.di_loc<#loc20 in #di_subprogram>
#loc48 = #cuda_tile.di_loc<#loc9 in #di_subprogram2>
#loc49 = #cuda_tile.di_loc<#loc21 in #di_subprogram>
#loc50 = #cuda_tile.di_loc<#loc9 in #di_subprogram3>
#loc51 = #cuda_tile.di_loc<#loc22 in #di_subprogram>
#loc52 = #cuda_tile.di_loc<#loc9 in #di_subprogram4>
#loc53 = #cuda_tile.di_loc<#loc23 in #di_subprogram>
#loc54 = #cuda_tile.di_loc<#loc24 in #di_subprogram>
#loc55 = #cuda_tile.di_loc<#loc25 in #di_subprogram>
#loc56 = loc(callsite(#loc36 at #loc35))
#loc57 = loc(callsite(#loc48 at #loc47))
#loc58 = loc(callsite(#loc50 at #loc49))
#loc59 = loc(callsite(#loc52 at #loc51))
