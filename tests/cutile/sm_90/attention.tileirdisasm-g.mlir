entry @attention_Kt2_A2f16_3l0_A2f16_3l0_A2f16_3l0_A2f16_3l0_Sf32_I16_I16_I32(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f16>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<f16>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<f32>) optimization_hints=<sm_90 = {}> {
  %0 = make_token : token loc(#loc35)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc35)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc35)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc35)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc35)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]> loc(#loc35)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc35)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc35)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc35)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc35)
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]> loc(#loc35)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc35)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc35)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc35)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc35)
  %tview_12 = make_tensor_view %arg10, shape = [%assume_8, %assume_9], strides = [%assume_10, %assume_11] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]> loc(#loc35)
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc35)
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc35)
  %assume_15 = assume bounded<0, ?>, %arg18 : tile<i32> loc(#loc35)
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32> loc(#loc35)
  %tview_17 = make_tensor_view %arg15, shape = [%assume_13, %assume_14], strides = [%assume_15, %assume_16] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]> loc(#loc35)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc70)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc71)
  %pview = make_partition_view %tview : partition_view<tile=(16x32), tensor_view<?x?xf16, strides=[?,?]>> loc(#loc72)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(16x32), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> tile<16x32xf16>, token loc(#loc72)
  %cst_f32 = constant <f32: 0xFF800000> : tile<16x1xf32> loc(#loc73)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<16x1xf32> loc(#loc74)
  %cst_0_f32_18 = constant <f32: 0.000000e+00> : tile<16x32xf32> loc(#loc75)
  %pview_19 = make_partition_view %tview_7 : partition_view<tile=(16x32), tensor_view<?x?xf16, strides=[?,?]>> loc(#loc76)
  %1:2 = get_index_space_shape %pview_19 : partition_view<tile=(16x32), tensor_view<?x?xf16, strides=[?,?]>> -> tile<i32> loc(#loc76)
  %cst_0_i32_20 = constant <i32: 0> : tile<i32> loc(#loc77)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc77)
  %cst_0_i32_21 = constant <i32: 0> : tile<i32> loc(#loc78)
  %cst_0_i32_22 = constant <i32: 0> : tile<i32> loc(#loc79)
  %cst_0_f32_23 = constant <f32: 0.000000e+00> : tile<16x16xf32> loc(#loc80)
  %reshape = reshape %arg20 : tile<f32> -> tile<1x1xf32> loc(#loc81)
  %bcast = broadcast %reshape : tile<1x1xf32> -> tile<16x16xf32> loc(#loc81)
  %for:3 = for %loopIdx in (%cst_0_i32_20 to %1#0, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_f32_18, %iterArg1 = %cst_0_f32, %iterArg2 = %cst_f32) -> (tile<16x32xf32>, tile<16x1xf32>, tile<16x1xf32>) {
    %pview_27 = make_partition_view %tview_7 : partition_view<tile=(16x32), tensor_view<?x?xf16, strides=[?,?]>> loc(#loc83)
    %tile_28, %result_token_29 = load_view_tko weak %pview_27[%loopIdx, %cst_0_i32_21] token = %0 : partition_view<tile=(16x32), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> tile<16x32xf16>, token loc(#loc83)
    %pview_30 = make_partition_view %tview_12 : partition_view<tile=(16x32), tensor_view<?x?xf16, strides=[?,?]>> loc(#loc84)
    %tile_31, %result_token_32 = load_view_tko weak %pview_30[%loopIdx, %cst_0_i32_22] token = %0 : partition_view<tile=(16x32), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> tile<16x32xf16>, token loc(#loc84)
    %5 = permute %tile_28 [1, 0] : tile<16x32xf16> -> tile<32x16xf16> loc(#loc85)
    %6 = mmaf %tile, %5, %cst_0_f32_23 : tile<16x32xf16>, tile<32x16xf16>, tile<16x16xf32> loc(#loc81)
    %7 = mulf %6, %bcast  : tile<16x16xf32> loc(#loc81)
    %reduce = reduce %7 dim=1 identities=[0xFF800000 : f32] : tile<16x16xf32> -> tile<16xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %17 = maxf %reduce_lhs, %reduce_rhs : tile<f32> loc(#loc86)
      yield %17 : tile<f32> loc(#loc86)
    } loc(#loc86)
    %reshape_33 = reshape %reduce : tile<16xf32> -> tile<16x1xf32> loc(#loc86)
    %8 = maxf %iterArg2, %reshape_33 : tile<16x1xf32> loc(#loc87)
    %bcast_34 = broadcast %8 : tile<16x1xf32> -> tile<16x16xf32> loc(#loc88)
    %9 = subf %7, %bcast_34  : tile<16x16xf32> loc(#loc88)
    %10 = exp %9  : tile<16x16xf32> loc(#loc89)
    %11 = subf %iterArg2, %8  : tile<16x1xf32> loc(#loc90)
    %12 = exp %11  : tile<16x1xf32> loc(#loc91)
    %reduce_35 = reduce %10 dim=1 identities=[0.000000e+00 : f32] : tile<16x16xf32> -> tile<16xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %17 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc92)
      yield %17 : tile<f32> loc(#loc92)
    } loc(#loc92)
    %reshape_36 = reshape %reduce_35 : tile<16xf32> -> tile<16x1xf32> loc(#loc92)
    %13 = fma %iterArg1, %12, %reshape_36  : tile<16x1xf32> loc(#loc93)
    %14 = ftof %10  : tile<16x16xf32> -> tile<16x16xf16> loc(#loc101)
    %bcast_37 = broadcast %12 : tile<16x1xf32> -> tile<16x32xf32> loc(#loc95)
    %15 = mulf %iterArg0, %bcast_37  : tile<16x32xf32> loc(#loc95)
    %16 = mmaf %14, %tile_31, %15 : tile<16x16xf16>, tile<16x32xf16>, tile<16x32xf32> loc(#loc96)
    continue %16, %13, %8 : tile<16x32xf32>, tile<16x1xf32>, tile<16x1xf32> loc(#loc82)
  } loc(#loc82)
  %cst_0_i32_24 = constant <i32: 0> : tile<i32> loc(#loc97)
  %bcast_25 = broadcast %for#1 : tile<16x1xf32> -> tile<16x32xf32> loc(#loc98)
  %2 = divf %for#0, %bcast_25  : tile<16x32xf32> loc(#loc98)
  %3 = ftof %2  : tile<16x32xf32> -> tile<16x32xf16> loc(#loc102)
  %pview_26 = make_partition_view %tview_17 : partition_view<tile=(16x32), tensor_view<?x?xf16, strides=[?,?]>> loc(#loc100)
  %4 = store_view_tko weak %3, %pview_26[%blockId_x, %cst_0_i32_24] token = %0 : tile<16x32xf16>, partition_view<tile=(16x32), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> token loc(#loc100)
  return loc(#loc34)
} loc(#loc35)
#di_file = #cuda_tile.di_file<"attention.py" in "xtask/python/kernels">
#di_file1 = #cuda_tile.di_file<"_stub.py" in "cuda/tile">
#loc = loc("xtask/python/kernels/attention.py":39:0)
#loc1 = loc("xtask/python/kernels/attention.py":13:9)
#loc2 = loc("xtask/python/kernels/attention.py":40:4)
#loc3 = loc("xtask/python/kernels/attention.py":14:31)
#loc4 = loc("xtask/python/kernels/attention.py":14:9)
#loc5 = loc("xtask/python/kernels/attention.py":15:8)
#loc6 = loc("xtask/python/kernels/attention.py":16:8)
#loc7 = loc("xtask/python/kernels/attention.py":17:10)
#loc8 = loc("xtask/python/kernels/attention.py":18:8)
#loc9 = loc("xtask/python/kernels/attention.py":22:13)
#loc10 = loc("xtask/python/kernels/attention.py":23:34)
#loc11 = loc("xtask/python/kernels/attention.py":24:34)
#loc12 = loc("xtask/python/kernels/attention.py":25:41)
#loc13 = loc("xtask/python/kernels/attention.py":25:12)
#loc14 = loc("xtask/python/kernels/attention.py":22:4)
#loc15 = loc("xtask/python/kernels/attention.py":23:13)
#loc16 = loc("xtask/python/kernels/attention.py":24:13)
#loc17 = loc("xtask/python/kernels/attention.py":25:23)
#loc18 = loc("xtask/python/kernels/attention.py":29:30)
#loc19 = loc("xtask/python/kernels/attention.py":29:16)
#loc20 = loc("xtask/python/kernels/attention.py":30:19)
#loc21 = loc("xtask/python/kernels/attention.py":30:12)
#loc22 = loc("xtask/python/kernels/attention.py":31:23)
#loc23 = loc("xtask/python/kernels/attention.py":31:16)
#loc24 = loc("xtask/python/kernels/attention.py":32:24)
#loc25 = loc("xtask/python/kernels/attention.py":32:12)
#loc26 = loc("cuda/tile/_stub.py":678:15)
#loc27 = loc("xtask/python/kernels/attention.py":33:21)
#loc28 = loc("xtask/python/kernels/attention.py":33:47)
#loc29 = loc("xtask/python/kernels/attention.py":33:14)
#loc30 = loc("xtask/python/kernels/attention.py":35:29)
#loc31 = loc("xtask/python/kernels/attention.py":35:39)
#loc32 = loc("xtask/python/kernels/attention.py":35:38)
#loc33 = loc("xtask/python/kernels/attention.py":35:4)
#loc34 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_compile_unit1 = #cuda_tile.di_compile_unit<file = #di_file1>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 38, name = "attention", linkageName = "attention_Kt2_A2f16_3l0_A2f16_3l0_A2f16_3l0_A2f16_3l0_Sf32_I16_I16_I32", compileUnit = #di_compile_unit, scopeLine = 38>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file, line = 11, name = "attend", linkageName = "attend@attention:11:1_s0", compileUnit = #di_compile_unit, scopeLine = 11>
#di_subprogram2 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s1", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram3 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s2", compileUnit = #di_compile_unit1, scopeLine = 676>
#loc35 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc1 in #di_subprogram1>
#loc37 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc38 = #cuda_tile.di_loc<#loc3 in #di_subprogram1>
#loc39 = #cuda_tile.di_loc<#loc4 in #di_subprogram1>
#loc40 = #cuda_tile.di_loc<#loc5 in #di_subprogram1>
#loc41 = #cuda_tile.di_loc<#loc6 in #di_subprogram1>
#loc42 = #cuda_tile.di_loc<#loc7 in #di_subprogram1>
#loc43 = #cuda_tile.di_loc<#loc8 in #di_subprogram1>
#loc44 = #cuda_tile.di_loc<#loc9 in #di_subprogram1>
#loc45 = #cuda_tile.di_loc<#loc10 in #di_subprogram1>
#loc46 = #cuda_tile.di_loc<#loc11 in #di_subprogram1>
#loc47 = #cuda_tile.di_loc<#loc12 in #di_subprogram1>
#loc48 = #cuda_tile.di_loc<#loc13 in #di_subprogram1>
#loc49 = #cuda_tile.di_loc<#loc14 in #di_subprogram1>
#loc50 = #cuda_tile.di_loc<#loc15 in #di_subprogram1>
#loc51 = #cuda_tile.di_loc<#loc16 in #di_subprogram1>
#loc52 = #cuda_tile.di_loc<#loc17 in #di_subprogram1>
#loc53 = #cuda_tile.di_loc<#loc18 in #di_subprogram1>
#loc54 = #cuda_tile.di_loc<#loc19 in #di_subprogram1>
#loc55 = #cuda_tile.di_loc<#loc20 in #di_subprogram1>
#loc56 = #cuda_tile.di_loc<#loc21 in #di_subprogram1>
#loc57 = #cuda_tile.di_loc<#loc22 in #di_subprogram1>
#loc58 = #cuda_tile.di_loc<#loc23 in #di_subprogram1>
#loc59 = #cuda_tile.di_loc<#loc24 in #di_subprogram1>
#loc60 = #cuda_tile.di_loc<#loc25 in #di_subprogram1>
#loc61 = #cuda_tile.di_loc<#loc26 in #di_subprogram2>
#loc62 = #cuda_tile.di_loc<#loc27 in #di_subprogram1>
#loc63 = #cuda_tile.di_loc<#loc28 in #di_subprogram1>
#loc64 = #cuda_tile.di_loc<#loc29 in #di_subprogram1>
#loc65 = #cuda_tile.di_loc<#loc30 in #di_subprogram1>
#loc66 = #cuda_tile.di_loc<#loc31 in #di_subprogram1>
#loc67 = #cuda_tile.di_loc<#loc26 in #di_subprogram3>
#loc68 = #cuda_tile.di_loc<#loc32 in #di_subprogram1>
#loc69 = #cuda_tile.di_loc<#loc33 in #di_subprogram1>
#loc70 = loc(callsite(#loc36 at #loc37))
#loc71 = loc(callsite(#loc38 at #loc37))
#loc72 = loc(callsite(#loc39 at #loc37))
#loc73 = loc(callsite(#loc40 at #loc37))
#loc74 = loc(callsite(#loc41 at #loc37))
#loc75 = loc(callsite(#loc42 at #loc37))
#loc76 = loc(callsite(#loc43 at #loc37))
#loc77 = loc(callsite(#loc44 at #loc37))
#loc78 = loc(callsite(#loc45 at #loc37))
#loc79 = loc(callsite(#loc46 at #loc37))
#loc80 = loc(callsite(#loc47 at #loc37))
#loc81 = loc(callsite(#loc48 at #loc37))
#loc82 = loc(callsite(#loc49 at #loc37))
#loc83 = loc(callsite(#loc50 at #loc37))
#loc84 = loc(callsite(#loc51 at #loc37))
#loc85 = loc(callsite(#loc52 at #loc37))
#loc86 = loc(callsite(#loc53 at #loc37))
#loc87 = loc(callsite(#loc54 at #loc37))
#loc88 = loc(callsite(#loc55 at #loc37))
#loc89 = loc(callsite(#loc56 at #loc37))
#loc90 = loc(callsite(#loc57 at #loc37))
#loc91 = loc(callsite(#loc58 at #loc37))
#loc92 = loc(callsite(#loc59 at #loc37))
#loc93 = loc(callsite(#loc60 at #loc37))
#loc94 = loc(callsite(#loc62 at #loc37))
#loc95 = loc(callsite(#loc63 at #loc37))
#loc96 = loc(callsite(#loc64 at #loc37))
#loc97 = loc(callsite(#loc65 at #loc37))
#loc98 = loc(callsite(#loc66 at #loc37))
#loc99 = loc(callsite(#loc68 at #loc37))
#loc100 = loc(callsite(#loc69 at #loc37))
#loc101 = loc(callsite(#loc61 at #loc94))
#loc102 = loc(callsite(#loc67 at #loc99))
