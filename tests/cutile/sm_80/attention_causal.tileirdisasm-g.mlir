entry @attention_causal_Kt2_A2f16_3l0_A2f16_3l0_A2f16_3l0_A2f16_3l0_Sf32_I16_I16_I32(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f16>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<f16>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<f32>) optimization_hints=<sm_80 = {}> {
  %0 = make_token : token loc(#loc45)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc45)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc45)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc45)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc45)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]> loc(#loc45)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc45)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc45)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc45)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc45)
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]> loc(#loc45)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc45)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc45)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc45)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc45)
  %tview_12 = make_tensor_view %arg10, shape = [%assume_8, %assume_9], strides = [%assume_10, %assume_11] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]> loc(#loc45)
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc45)
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc45)
  %assume_15 = assume bounded<0, ?>, %arg18 : tile<i32> loc(#loc45)
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32> loc(#loc45)
  %tview_17 = make_tensor_view %arg15, shape = [%assume_13, %assume_14], strides = [%assume_15, %assume_16] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]> loc(#loc45)
  %cst_16_i32 = constant <i32: 16> : tile<i32> loc(#loc45)
  %cst_16_i32_18 = constant <i32: 16> : tile<i32> loc(#loc45)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc90)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc91)
  %pview = make_partition_view %tview : partition_view<tile=(16x32), tensor_view<?x?xf16, strides=[?,?]>> loc(#loc92)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(16x32), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> tile<16x32xf16>, token loc(#loc92)
  %cst_f32 = constant <f32: 0xFF800000> : tile<16x1xf32> loc(#loc93)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<16x1xf32> loc(#loc94)
  %cst_0_f32_19 = constant <f32: 0.000000e+00> : tile<16x32xf32> loc(#loc95)
  %1 = muli %blockId_x, %cst_16_i32 : tile<i32> loc(#loc96)
  %2 = addi %1, %cst_16_i32 : tile<i32> loc(#loc96)
  %3 = addi %2, %cst_16_i32_18 : tile<i32> loc(#loc96)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc97)
  %4 = subi %3, %cst_1_i32 : tile<i32> loc(#loc96)
  %5 = divi %4, %cst_16_i32_18 signed rounding<negative_inf> : tile<i32> loc(#loc98)
  %6 = iota : tile<16xi32> loc(#loc99)
  %7 = muli %blockId_x, %cst_16_i32 : tile<i32> loc(#loc100)
  %reshape = reshape %7 : tile<i32> -> tile<1xi32> loc(#loc99)
  %bcast = broadcast %reshape : tile<1xi32> -> tile<16xi32> loc(#loc99)
  %8 = addi %6, %bcast : tile<16xi32> loc(#loc99)
  %cst_0_i32_20 = constant <i32: 0> : tile<i32> loc(#loc101)
  %cst_1_i32_21 = constant <i32: 1> : tile<i32> loc(#loc101)
  %cst_0_i32_22 = constant <i32: 0> : tile<i32> loc(#loc102)
  %cst_0_i32_23 = constant <i32: 0> : tile<i32> loc(#loc103)
  %cst_0_f32_24 = constant <f32: 0.000000e+00> : tile<16x16xf32> loc(#loc104)
  %reshape_25 = reshape %arg20 : tile<f32> -> tile<1x1xf32> loc(#loc105)
  %bcast_26 = broadcast %reshape_25 : tile<1x1xf32> -> tile<16x16xf32> loc(#loc105)
  %9 = iota : tile<16xi32> loc(#loc106)
  %reshape_27 = reshape %8 : tile<16xi32> -> tile<16x1xi32> loc(#loc107)
  %bcast_28 = broadcast %reshape_27 : tile<16x1xi32> -> tile<16x16xi32> loc(#loc108)
  %cst_f32_29 = constant <f32: 0xFF800000> : tile<f32> loc(#loc109)
  %reshape_30 = reshape %cst_f32_29 : tile<f32> -> tile<1x1xf32> loc(#loc110)
  %bcast_31 = broadcast %reshape_30 : tile<1x1xf32> -> tile<16x16xf32> loc(#loc110)
  %for:3 = for %loopIdx in (%cst_0_i32_20 to %5, step %cst_1_i32_21) : tile<i32> iter_values(%iterArg0 = %cst_0_f32_19, %iterArg1 = %cst_0_f32, %iterArg2 = %cst_f32) -> (tile<16x32xf32>, tile<16x1xf32>, tile<16x1xf32>) {
    %pview_35 = make_partition_view %tview_7 : partition_view<tile=(16x32), tensor_view<?x?xf16, strides=[?,?]>> loc(#loc112)
    %tile_36, %result_token_37 = load_view_tko weak %pview_35[%loopIdx, %cst_0_i32_22] token = %0 : partition_view<tile=(16x32), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> tile<16x32xf16>, token loc(#loc112)
    %pview_38 = make_partition_view %tview_12 : partition_view<tile=(16x32), tensor_view<?x?xf16, strides=[?,?]>> loc(#loc113)
    %tile_39, %result_token_40 = load_view_tko weak %pview_38[%loopIdx, %cst_0_i32_23] token = %0 : partition_view<tile=(16x32), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> tile<16x32xf16>, token loc(#loc113)
    %13 = permute %tile_36 [1, 0] : tile<16x32xf16> -> tile<32x16xf16> loc(#loc114)
    %14 = mmaf %tile, %13, %cst_0_f32_24 : tile<16x32xf16>, tile<32x16xf16>, tile<16x16xf32> loc(#loc105)
    %15 = mulf %14, %bcast_26  : tile<16x16xf32> loc(#loc105)
    %16 = muli %loopIdx, %cst_16_i32_18 : tile<i32> loc(#loc115)
    %reshape_41 = reshape %16 : tile<i32> -> tile<1xi32> loc(#loc106)
    %bcast_42 = broadcast %reshape_41 : tile<1xi32> -> tile<16xi32> loc(#loc106)
    %17 = addi %9, %bcast_42 : tile<16xi32> loc(#loc106)
    %reshape_43 = reshape %17 : tile<16xi32> -> tile<1x16xi32> loc(#loc108)
    %bcast_44 = broadcast %reshape_43 : tile<1x16xi32> -> tile<16x16xi32> loc(#loc108)
    %18 = cmpi less_than_or_equal %bcast_44, %bcast_28, signed : tile<16x16xi32> -> tile<16x16xi1> loc(#loc108)
    %19 = select %18, %15, %bcast_31 : tile<16x16xi1>, tile<16x16xf32> loc(#loc110)
    %reduce = reduce %19 dim=1 identities=[0xFF800000 : f32] : tile<16x16xf32> -> tile<16xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %29 = maxf %reduce_lhs, %reduce_rhs : tile<f32> loc(#loc116)
      yield %29 : tile<f32> loc(#loc116)
    } loc(#loc116)
    %reshape_45 = reshape %reduce : tile<16xf32> -> tile<16x1xf32> loc(#loc116)
    %20 = maxf %iterArg2, %reshape_45 : tile<16x1xf32> loc(#loc117)
    %bcast_46 = broadcast %20 : tile<16x1xf32> -> tile<16x16xf32> loc(#loc118)
    %21 = subf %19, %bcast_46  : tile<16x16xf32> loc(#loc118)
    %22 = exp %21  : tile<16x16xf32> loc(#loc119)
    %23 = subf %iterArg2, %20  : tile<16x1xf32> loc(#loc120)
    %24 = exp %23  : tile<16x1xf32> loc(#loc121)
    %reduce_47 = reduce %22 dim=1 identities=[0.000000e+00 : f32] : tile<16x16xf32> -> tile<16xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %29 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc122)
      yield %29 : tile<f32> loc(#loc122)
    } loc(#loc122)
    %reshape_48 = reshape %reduce_47 : tile<16xf32> -> tile<16x1xf32> loc(#loc122)
    %25 = fma %iterArg1, %24, %reshape_48  : tile<16x1xf32> loc(#loc123)
    %26 = ftof %22  : tile<16x16xf32> -> tile<16x16xf16> loc(#loc131)
    %bcast_49 = broadcast %24 : tile<16x1xf32> -> tile<16x32xf32> loc(#loc125)
    %27 = mulf %iterArg0, %bcast_49  : tile<16x32xf32> loc(#loc125)
    %28 = mmaf %26, %tile_39, %27 : tile<16x16xf16>, tile<16x32xf16>, tile<16x32xf32> loc(#loc126)
    continue %28, %25, %20 : tile<16x32xf32>, tile<16x1xf32>, tile<16x1xf32> loc(#loc111)
  } loc(#loc111)
  %cst_0_i32_32 = constant <i32: 0> : tile<i32> loc(#loc127)
  %bcast_33 = broadcast %for#1 : tile<16x1xf32> -> tile<16x32xf32> loc(#loc128)
  %10 = divf %for#0, %bcast_33  : tile<16x32xf32> loc(#loc128)
  %11 = ftof %10  : tile<16x32xf32> -> tile<16x32xf16> loc(#loc132)
  %pview_34 = make_partition_view %tview_17 : partition_view<tile=(16x32), tensor_view<?x?xf16, strides=[?,?]>> loc(#loc130)
  %12 = store_view_tko weak %11, %pview_34[%blockId_x, %cst_0_i32_32] token = %0 : tile<16x32xf16>, partition_view<tile=(16x32), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> token loc(#loc130)
  return loc(#loc44)
} loc(#loc45)
#di_file = #cuda_tile.di_file<"attention.py" in "xtask/python/kernels">
#di_file1 = #cuda_tile.di_file<"_stub.py" in "cuda/tile">
#loc = loc("xtask/python/kernels/attention.py":44:0)
#loc1 = loc("xtask/python/kernels/attention.py":13:9)
#loc2 = loc("xtask/python/kernels/attention.py":45:4)
#loc3 = loc("xtask/python/kernels/attention.py":14:31)
#loc4 = loc("xtask/python/kernels/attention.py":14:9)
#loc5 = loc("xtask/python/kernels/attention.py":15:8)
#loc6 = loc("xtask/python/kernels/attention.py":16:8)
#loc7 = loc("xtask/python/kernels/attention.py":17:10)
#loc8 = loc("xtask/python/kernels/attention.py":20:13)
#loc9 = loc("xtask/python/kernels/attention.py":20:33)
#loc10 = loc("xtask/python/kernels/attention.py":20:12)
#loc11 = loc("xtask/python/kernels/attention.py":21:11)
#loc12 = loc("xtask/python/kernels/attention.py":21:43)
#loc13 = loc("xtask/python/kernels/attention.py":22:13)
#loc14 = loc("xtask/python/kernels/attention.py":23:34)
#loc15 = loc("xtask/python/kernels/attention.py":24:34)
#loc16 = loc("xtask/python/kernels/attention.py":25:41)
#loc17 = loc("xtask/python/kernels/attention.py":25:12)
#loc18 = loc("xtask/python/kernels/attention.py":27:19)
#loc19 = loc("xtask/python/kernels/attention.py":28:42)
#loc20 = loc("xtask/python/kernels/attention.py":28:25)
#loc21 = loc("xtask/python/kernels/attention.py":28:60)
#loc22 = loc("xtask/python/kernels/attention.py":28:16)
#loc23 = loc("xtask/python/kernels/attention.py":22:4)
#loc24 = loc("xtask/python/kernels/attention.py":23:13)
#loc25 = loc("xtask/python/kernels/attention.py":24:13)
#loc26 = loc("xtask/python/kernels/attention.py":25:23)
#loc27 = loc("xtask/python/kernels/attention.py":27:51)
#loc28 = loc("xtask/python/kernels/attention.py":29:30)
#loc29 = loc("xtask/python/kernels/attention.py":29:16)
#loc30 = loc("xtask/python/kernels/attention.py":30:19)
#loc31 = loc("xtask/python/kernels/attention.py":30:12)
#loc32 = loc("xtask/python/kernels/attention.py":31:23)
#loc33 = loc("xtask/python/kernels/attention.py":31:16)
#loc34 = loc("xtask/python/kernels/attention.py":32:24)
#loc35 = loc("xtask/python/kernels/attention.py":32:12)
#loc36 = loc("cuda/tile/_stub.py":678:15)
#loc37 = loc("xtask/python/kernels/attention.py":33:21)
#loc38 = loc("xtask/python/kernels/attention.py":33:47)
#loc39 = loc("xtask/python/kernels/attention.py":33:14)
#loc40 = loc("xtask/python/kernels/attention.py":35:29)
#loc41 = loc("xtask/python/kernels/attention.py":35:39)
#loc42 = loc("xtask/python/kernels/attention.py":35:38)
#loc43 = loc("xtask/python/kernels/attention.py":35:4)
#loc44 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_compile_unit1 = #cuda_tile.di_compile_unit<file = #di_file1>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 43, name = "attention_causal", linkageName = "attention_causal_Kt2_A2f16_3l0_A2f16_3l0_A2f16_3l0_A2f16_3l0_Sf32_I16_I16_I32", compileUnit = #di_compile_unit, scopeLine = 43>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file, line = 11, name = "attend", linkageName = "attend@attention:11:1_s0", compileUnit = #di_compile_unit, scopeLine = 11>
#di_subprogram2 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s1", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram3 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s2", compileUnit = #di_compile_unit1, scopeLine = 676>
#loc45 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc46 = #cuda_tile.di_loc<#loc1 in #di_subprogram1>
#loc47 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc48 = #cuda_tile.di_loc<#loc3 in #di_subprogram1>
#loc49 = #cuda_tile.di_loc<#loc4 in #di_subprogram1>
#loc50 = #cuda_tile.di_loc<#loc5 in #di_subprogram1>
#loc51 = #cuda_tile.di_loc<#loc6 in #di_subprogram1>
#loc52 = #cuda_tile.di_loc<#loc7 in #di_subprogram1>
#loc53 = #cuda_tile.di_loc<#loc8 in #di_subprogram1>
#loc54 = #cuda_tile.di_loc<#loc9 in #di_subprogram1>
#loc55 = #cuda_tile.di_loc<#loc10 in #di_subprogram1>
#loc56 = #cuda_tile.di_loc<#loc11 in #di_subprogram1>
#loc57 = #cuda_tile.di_loc<#loc12 in #di_subprogram1>
#loc58 = #cuda_tile.di_loc<#loc13 in #di_subprogram1>
#loc59 = #cuda_tile.di_loc<#loc14 in #di_subprogram1>
#loc60 = #cuda_tile.di_loc<#loc15 in #di_subprogram1>
#loc61 = #cuda_tile.di_loc<#loc16 in #di_subprogram1>
#loc62 = #cuda_tile.di_loc<#loc17 in #di_subprogram1>
#loc63 = #cuda_tile.di_loc<#loc18 in #di_subprogram1>
#loc64 = #cuda_tile.di_loc<#loc19 in #di_subprogram1>
#loc65 = #cuda_tile.di_loc<#loc20 in #di_subprogram1>
#loc66 = #cuda_tile.di_loc<#loc21 in #di_subprogram1>
#loc67 = #cuda_tile.di_loc<#loc22 in #di_subprogram1>
#loc68 = #cuda_tile.di_loc<#loc23 in #di_subprogram1>
#loc69 = #cuda_tile.di_loc<#loc24 in #di_subprogram1>
#loc70 = #cuda_tile.di_loc<#loc25 in #di_subprogram1>
#loc71 = #cuda_tile.di_loc<#loc26 in #di_subprogram1>
#loc72 = #cuda_tile.di_loc<#loc27 in #di_subprogram1>
#loc73 = #cuda_tile.di_loc<#loc28 in #di_subprogram1>
#loc74 = #cuda_tile.di_loc<#loc29 in #di_subprogram1>
#loc75 = #cuda_tile.di_loc<#loc30 in #di_subprogram1>
#loc76 = #cuda_tile.di_loc<#loc31 in #di_subprogram1>
#loc77 = #cuda_tile.di_loc<#loc32 in #di_subprogram1>
#loc78 = #cuda_tile.di_loc<#loc33 in #di_subprogram1>
#loc79 = #cuda_tile.di_loc<#loc34 in #di_subprogram1>
#loc80 = #cuda_tile.di_loc<#loc35 in #di_subprogram1>
#loc81 = #cuda_tile.di_loc<#loc36 in #di_subprogram2>
#loc82 = #cuda_tile.di_loc<#loc37 in #di_subprogram1>
#loc83 = #cuda_tile.di_loc<#loc38 in #di_subprogram1>
#loc84 = #cuda_tile.di_loc<#loc39 in #di_subprogram1>
#loc85 = #cuda_tile.di_loc<#loc40 in #di_subprogram1>
#loc86 = #cuda_tile.di_loc<#loc41 in #di_subprogram1>
#loc87 = #cuda_tile.di_loc<#loc36 in #di_subprogram3>
#loc88 = #cuda_tile.di_loc<#loc42 in #di_subprogram1>
#loc89 = #cuda_tile.di_loc<#loc43 in #di_subprogram1>
#loc90 = loc(callsite(#loc46 at #loc47))
#loc91 = loc(callsite(#loc48 at #loc47))
#loc92 = loc(callsite(#loc49 at #loc47))
#loc93 = loc(callsite(#loc50 at #loc47))
#loc94 = loc(callsite(#loc51 at #loc47))
#loc95 = loc(callsite(#loc52 at #loc47))
#loc96 = loc(callsite(#loc53 at #loc47))
#loc97 = loc(callsite(#loc54 at #loc47))
#loc98 = loc(callsite(#loc55 at #loc47))
#loc99 = loc(callsite(#loc56 at #loc47))
#loc100 = loc(callsite(#loc57 at #loc47))
#loc101 = loc(callsite(#loc58 at #loc47))
#loc102 = loc(callsite(#loc59 at #loc47))
#loc103 = loc(callsite(#loc60 at #loc47))
#loc104 = loc(callsite(#loc61 at #loc47))
#loc105 = loc(callsite(#loc62 at #loc47))
#loc106 = loc(callsite(#loc63 at #loc47))
#loc107 = loc(callsite(#loc64 at #loc47))
#loc108 = loc(callsite(#loc65 at #loc47))
#loc109 = loc(callsite(#loc66 at #loc47))
#loc110 = loc(callsite(#loc67 at #loc47))
#loc111 = loc(callsite(#loc68 at #loc47))
#loc112 = loc(callsite(#loc69 at #loc47))
#loc113 = loc(callsite(#loc70 at #loc47))
#loc114 = loc(callsite(#loc71 at #loc47))
#loc115 = loc(callsite(#loc72 at #loc47))
#loc116 = loc(callsite(#loc73 at #loc47))
#loc117 = loc(callsite(#loc74 at #loc47))
#loc118 = loc(callsite(#loc75 at #loc47))
#loc119 = loc(callsite(#loc76 at #loc47))
#loc120 = loc(callsite(#loc77 at #loc47))
#loc121 = loc(callsite(#loc78 at #loc47))
#loc122 = loc(callsite(#loc79 at #loc47))
#loc123 = loc(callsite(#loc80 at #loc47))
#loc124 = loc(callsite(#loc82 at #loc47))
#loc125 = loc(callsite(#loc83 at #loc47))
#loc126 = loc(callsite(#loc84 at #loc47))
#loc127 = loc(callsite(#loc85 at #loc47))
#loc128 = loc(callsite(#loc86 at #loc47))
#loc129 = loc(callsite(#loc88 at #loc47))
#loc130 = loc(callsite(#loc89 at #loc47))
#loc131 = loc(callsite(#loc81 at #loc124))
#loc132 = loc(callsite(#loc87 at #loc129))
