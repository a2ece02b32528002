entry @reduce_ints_Kt2_A2i64_3l0_A2i16_3l0_A2u32_3l0_A2i8_3l0_A2i64_3l0_A2i16_3l0_A1u32_1l0_A1i8_1l0_I8_I16(%arg0: tile<ptr<i64>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<i16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<i32>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<i8>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<ptr<i64>>, %arg21: tile<i32>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<ptr<i16>>, %arg26: tile<i32>, %arg27: tile<i32>, %arg28: tile<i32>, %arg29: tile<i32>, %arg30: tile<ptr<i32>>, %arg31: tile<i32>, %arg32: tile<i32>, %arg33: tile<ptr<i8>>, %arg34: tile<i32>, %arg35: tile<i32>) optimization_hints=<sm_90 = {}> {
  %0 = make_token : token loc(#loc24)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc24)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc24)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc24)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc24)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xi64, strides=[?,?]> loc(#loc24)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc24)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc24)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc24)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc24)
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xi16, strides=[?,?]> loc(#loc24)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc24)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc24)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc24)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc24)
  %tview_12 = make_tensor_view %arg10, shape = [%assume_8, %assume_9], strides = [%assume_10, %assume_11] : tile<i32> -> tensor_view<?x?xi32, strides=[?,?]> loc(#loc24)
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc24)
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc24)
  %assume_15 = assume bounded<0, ?>, %arg18 : tile<i32> loc(#loc24)
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32> loc(#loc24)
  %tview_17 = make_tensor_view %arg15, shape = [%assume_13, %assume_14], strides = [%assume_15, %assume_16] : tile<i32> -> tensor_view<?x?xi8, strides=[?,?]> loc(#loc24)
  %assume_18 = assume bounded<0, ?>, %arg21 : tile<i32> loc(#loc24)
  %assume_19 = assume bounded<0, ?>, %arg22 : tile<i32> loc(#loc24)
  %assume_20 = assume bounded<0, ?>, %arg23 : tile<i32> loc(#loc24)
  %assume_21 = assume bounded<0, ?>, %arg24 : tile<i32> loc(#loc24)
  %tview_22 = make_tensor_view %arg20, shape = [%assume_18, %assume_19], strides = [%assume_20, %assume_21] : tile<i32> -> tensor_view<?x?xi64, strides=[?,?]> loc(#loc24)
  %assume_23 = assume bounded<0, ?>, %arg26 : tile<i32> loc(#loc24)
  %assume_24 = assume bounded<0, ?>, %arg27 : tile<i32> loc(#loc24)
  %assume_25 = assume bounded<0, ?>, %arg28 : tile<i32> loc(#loc24)
  %assume_26 = assume bounded<0, ?>, %arg29 : tile<i32> loc(#loc24)
  %tview_27 = make_tensor_view %arg25, shape = [%assume_23, %assume_24], strides = [%assume_25, %assume_26] : tile<i32> -> tensor_view<?x?xi16, strides=[?,?]> loc(#loc24)
  %assume_28 = assume bounded<0, ?>, %arg31 : tile<i32> loc(#loc24)
  %assume_29 = assume bounded<0, ?>, %arg32 : tile<i32> loc(#loc24)
  %tview_30 = make_tensor_view %arg30, shape = [%assume_28], strides = [%assume_29] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc24)
  %assume_31 = assume bounded<0, ?>, %arg34 : tile<i32> loc(#loc24)
  %assume_32 = assume bounded<0, ?>, %arg35 : tile<i32> loc(#loc24)
  %tview_33 = make_tensor_view %arg33, shape = [%assume_31], strides = [%assume_32] : tile<i32> -> tensor_view<?xi8, strides=[?]> loc(#loc24)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc25)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc26)
  %pview = make_partition_view %tview : partition_view<tile=(8x16), tensor_view<?x?xi64, strides=[?,?]>> loc(#loc27)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(8x16), tensor_view<?x?xi64, strides=[?,?]>>, tile<i32> -> tile<8x16xi64>, token loc(#loc27)
  %cst_0_i32_34 = constant <i32: 0> : tile<i32> loc(#loc28)
  %pview_35 = make_partition_view %tview_7 : partition_view<tile=(8x16), tensor_view<?x?xi16, strides=[?,?]>> loc(#loc29)
  %tile_36, %result_token_37 = load_view_tko weak %pview_35[%blockId_x, %cst_0_i32_34] token = %0 : partition_view<tile=(8x16), tensor_view<?x?xi16, strides=[?,?]>>, tile<i32> -> tile<8x16xi16>, token loc(#loc29)
  %cst_0_i32_38 = constant <i32: 0> : tile<i32> loc(#loc30)
  %pview_39 = make_partition_view %tview_12 : partition_view<tile=(8x16), tensor_view<?x?xi32, strides=[?,?]>> loc(#loc31)
  %tile_40, %result_token_41 = load_view_tko weak %pview_39[%blockId_x, %cst_0_i32_38] token = %0 : partition_view<tile=(8x16), tensor_view<?x?xi32, strides=[?,?]>>, tile<i32> -> tile<8x16xi32>, token loc(#loc31)
  %cst_0_i32_42 = constant <i32: 0> : tile<i32> loc(#loc32)
  %pview_43 = make_partition_view %tview_17 : partition_view<tile=(8x16), tensor_view<?x?xi8, strides=[?,?]>> loc(#loc33)
  %tile_44, %result_token_45 = load_view_tko weak %pview_43[%blockId_x, %cst_0_i32_42] token = %0 : partition_view<tile=(8x16), tensor_view<?x?xi8, strides=[?,?]>>, tile<i32> -> tile<8x16xi8>, token loc(#loc33)
  %cst_0_i32_46 = constant <i32: 0> : tile<i32> loc(#loc34)
  %reduce = reduce %tile dim=1 identities=[1] : tile<8x16xi64> -> tile<8xi64> 
  (%reduce_lhs: tile<i64>, %reduce_rhs: tile<i64>) {
    %5 = muli %reduce_lhs, %reduce_rhs : tile<i64> loc(#loc35)
    yield %5 : tile<i64> loc(#loc35)
  } loc(#loc35)
  %reshape = reshape %reduce : tile<8xi64> -> tile<1x8xi64> loc(#loc36)
  %pview_47 = make_partition_view %tview_22 : partition_view<tile=(1x8), tensor_view<?x?xi64, strides=[?,?]>> loc(#loc37)
  %1 = store_view_tko weak %reshape, %pview_47[%blockId_x, %cst_0_i32_46] token = %0 : tile<1x8xi64>, partition_view<tile=(1x8), tensor_view<?x?xi64, strides=[?,?]>>, tile<i32> -> token loc(#loc37)
  %cst_0_i32_48 = constant <i32: 0> : tile<i32> loc(#loc38)
  %reduce_49 = reduce %tile_36 dim=0 identities=[32767 : i16] : tile<8x16xi16> -> tile<16xi16> 
  (%reduce_lhs: tile<i16>, %reduce_rhs: tile<i16>) {
    %5 = mini %reduce_lhs, %reduce_rhs signed : tile<i16> loc(#loc39)
    yield %5 : tile<i16> loc(#loc39)
  } loc(#loc39)
  %reshape_50 = reshape %reduce_49 : tile<16xi16> -> tile<1x16xi16> loc(#loc39)
  %pview_51 = make_partition_view %tview_27 : partition_view<tile=(1x16), tensor_view<?x?xi16, strides=[?,?]>> loc(#loc40)
  %2 = store_view_tko weak %reshape_50, %pview_51[%blockId_x, %cst_0_i32_48] token = %0 : tile<1x16xi16>, partition_view<tile=(1x16), tensor_view<?x?xi16, strides=[?,?]>>, tile<i32> -> token loc(#loc40)
  %reduce_52 = reduce %tile_40 dim=0 identities=[0 : i32] : tile<8x16xi32> -> tile<16xi32> 
  (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
    %5 = maxi %reduce_lhs, %reduce_rhs unsigned : tile<i32> loc(#loc41)
    yield %5 : tile<i32> loc(#loc41)
  } loc(#loc41)
  %reduce_53 = reduce %reduce_52 dim=0 identities=[0 : i32] : tile<16xi32> -> tile<i32> 
  (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
    %5 = maxi %reduce_lhs, %reduce_rhs unsigned : tile<i32> loc(#loc41)
    yield %5 : tile<i32> loc(#loc41)
  } loc(#loc41)
  %reshape_54 = reshape %reduce_53 : tile<i32> -> tile<1xi32> loc(#loc42)
  %pview_55 = make_partition_view %tview_30 : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>> loc(#loc43)
  %3 = store_view_tko weak %reshape_54, %pview_55[%blockId_x] token = %0 : tile<1xi32>, partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc43)
  %reduce_56 = reduce %tile_44 dim=0 identities=[0 : i8] : tile<8x16xi8> -> tile<16xi8> 
  (%reduce_lhs: tile<i8>, %reduce_rhs: tile<i8>) {
    %5 = addi %reduce_lhs, %reduce_rhs : tile<i8> loc(#loc44)
    yield %5 : tile<i8> loc(#loc44)
  } loc(#loc44)
  %reduce_57 = reduce %reduce_56 dim=0 identities=[0 : i8] : tile<16xi8> -> tile<i8> 
  (%reduce_lhs: tile<i8>, %reduce_rhs: tile<i8>) {
    %5 = addi %reduce_lhs, %reduce_rhs : tile<i8> loc(#loc44)
    yield %5 : tile<i8> loc(#loc44)
  } loc(#loc44)
  %reshape_58 = reshape %reduce_57 : tile<i8> -> tile<1xi8> loc(#loc45)
  %pview_59 = make_partition_view %tview_33 : partition_view<tile=(1), tensor_view<?xi8, strides=[?]>> loc(#loc46)
  %4 = store_view_tko weak %reshape_58, %pview_59[%blockId_x] token = %0 : tile<1xi8>, partition_view<tile=(1), tensor_view<?xi8, strides=[?]>>, tile<i32> -> token loc(#loc46)
  return loc(#loc23)
} loc(#loc24)
#di_file = #cuda_tile.di_file<"reduce_ints.py" in "xtask/python/kernels">
#loc = loc("xtask/python/kernels/reduce_ints.py":10:0)
#loc1 = loc("xtask/python/kernels/reduce_ints.py":11:10)
#loc2 = loc("xtask/python/kernels/reduce_ints.py":12:32)
#loc3 = loc("xtask/python/kernels/reduce_ints.py":12:9)
#loc4 = loc("xtask/python/kernels/reduce_ints.py":13:32)
#loc5 = loc("xtask/python/kernels/reduce_ints.py":13:9)
#loc6 = loc("xtask/python/kernels/reduce_ints.py":14:32)
#loc7 = loc("xtask/python/kernels/reduce_ints.py":14:9)
#loc8 = loc("xtask/python/kernels/reduce_ints.py":15:32)
#loc9 = loc("xtask/python/kernels/reduce_ints.py":15:9)
#loc10 = loc("xtask/python/kernels/reduce_ints.py":16:32)
#loc11 = loc("xtask/python/kernels/reduce_ints.py":16:52)
#loc12 = loc("xtask/python/kernels/reduce_ints.py":16:41)
#loc13 = loc("xtask/python/kernels/reduce_ints.py":16:4)
#loc14 = loc("xtask/python/kernels/reduce_ints.py":17:31)
#loc15 = loc("xtask/python/kernels/reduce_ints.py":17:40)
#loc16 = loc("xtask/python/kernels/reduce_ints.py":17:4)
#loc17 = loc("xtask/python/kernels/reduce_ints.py":18:49)
#loc18 = loc("xtask/python/kernels/reduce_ints.py":18:38)
#loc19 = loc("xtask/python/kernels/reduce_ints.py":18:4)
#loc20 = loc("xtask/python/kernels/reduce_ints.py":19:49)
#loc21 = loc("xtask/python/kernels/reduce_ints.py":19:38)
#loc22 = loc("xtask/python/kernels/reduce_ints.py":19:4)
#loc23 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 9, name = "reduce_ints", linkageName = "reduce_ints_Kt2_A2i64_3l0_A2i16_3l0_A2u32_3l0_A2i8_3l0_A2i64_3l0_A2i16_3l0_A1u32_1l0_A1i8_1l0_I8_I16", compileUnit = #di_compile_unit, scopeLine = 9>
#loc24 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc37 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc38 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc39 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc40 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc41 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc42 = #cuda_tile.di_loc<#loc18 in #di_subprogram>
#loc43 = #cuda_tile.di_loc<#loc19 in #di_subprogram>
#loc44 = #cuda_tile.di_loc<#loc20 in #di_subprogram>
#loc45 = #cuda_tile.di_loc<#loc21 in #di_subprogram>
#loc46 = #cuda_tile.di_loc<#loc22 in #di_subprogram>
