entry @tiny_tiles_Kt2_A2i32_3l0_A2i64_3l0_A2f16_3l0_A2f16_3l0_A2i32_3l0_A2i64_3l0_A2f32_3l0_A1i32_1l0(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<i64>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f16>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<f16>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<ptr<i32>>, %arg21: tile<i32>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<ptr<i64>>, %arg26: tile<i32>, %arg27: tile<i32>, %arg28: tile<i32>, %arg29: tile<i32>, %arg30: tile<ptr<f32>>, %arg31: tile<i32>, %arg32: tile<i32>, %arg33: tile<i32>, %arg34: tile<i32>, %arg35: tile<ptr<i32>>, %arg36: tile<i32>, %arg37: tile<i32>) optimization_hints=<sm_80 = {}> {
  %0 = make_token : token loc(#loc25)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc25)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc25)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc25)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc25)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xi32, strides=[?,?]> loc(#loc25)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc25)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc25)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc25)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc25)
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xi64, strides=[?,?]> loc(#loc25)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc25)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc25)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc25)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc25)
  %tview_12 = make_tensor_view %arg10, shape = [%assume_8, %assume_9], strides = [%assume_10, %assume_11] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]> loc(#loc25)
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc25)
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc25)
  %assume_15 = assume bounded<0, ?>, %arg18 : tile<i32> loc(#loc25)
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32> loc(#loc25)
  %tview_17 = make_tensor_view %arg15, shape = [%assume_13, %assume_14], strides = [%assume_15, %assume_16] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]> loc(#loc25)
  %assume_18 = assume bounded<0, ?>, %arg21 : tile<i32> loc(#loc25)
  %assume_19 = assume bounded<0, ?>, %arg22 : tile<i32> loc(#loc25)
  %assume_20 = assume bounded<0, ?>, %arg23 : tile<i32> loc(#loc25)
  %assume_21 = assume bounded<0, ?>, %arg24 : tile<i32> loc(#loc25)
  %tview_22 = make_tensor_view %arg20, shape = [%assume_18, %assume_19], strides = [%assume_20, %assume_21] : tile<i32> -> tensor_view<?x?xi32, strides=[?,?]> loc(#loc25)
  %assume_23 = assume bounded<0, ?>, %arg26 : tile<i32> loc(#loc25)
  %assume_24 = assume bounded<0, ?>, %arg27 : tile<i32> loc(#loc25)
  %assume_25 = assume bounded<0, ?>, %arg28 : tile<i32> loc(#loc25)
  %assume_26 = assume bounded<0, ?>, %arg29 : tile<i32> loc(#loc25)
  %tview_27 = make_tensor_view %arg25, shape = [%assume_23, %assume_24], strides = [%assume_25, %assume_26] : tile<i32> -> tensor_view<?x?xi64, strides=[?,?]> loc(#loc25)
  %assume_28 = assume bounded<0, ?>, %arg31 : tile<i32> loc(#loc25)
  %assume_29 = assume bounded<0, ?>, %arg32 : tile<i32> loc(#loc25)
  %assume_30 = assume bounded<0, ?>, %arg33 : tile<i32> loc(#loc25)
  %assume_31 = assume bounded<0, ?>, %arg34 : tile<i32> loc(#loc25)
  %tview_32 = make_tensor_view %arg30, shape = [%assume_28, %assume_29], strides = [%assume_30, %assume_31] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc25)
  %assume_33 = assume bounded<0, ?>, %arg36 : tile<i32> loc(#loc25)
  %assume_34 = assume bounded<0, ?>, %arg37 : tile<i32> loc(#loc25)
  %tview_35 = make_tensor_view %arg35, shape = [%assume_33], strides = [%assume_34] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc25)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc26)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc27)
  %pview = make_partition_view %tview : partition_view<tile=(2x4), tensor_view<?x?xi32, strides=[?,?]>> loc(#loc28)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(2x4), tensor_view<?x?xi32, strides=[?,?]>>, tile<i32> -> tile<2x4xi32>, token loc(#loc28)
  %cst_0_i32_36 = constant <i32: 0> : tile<i32> loc(#loc29)
  %reduce = reduce %tile dim=0 identities=[0 : i32] : tile<2x4xi32> -> tile<4xi32> 
  (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
    %8 = addi %reduce_lhs, %reduce_rhs : tile<i32> loc(#loc30)
    yield %8 : tile<i32> loc(#loc30)
  } loc(#loc30)
  %reshape = reshape %reduce : tile<4xi32> -> tile<1x4xi32> loc(#loc30)
  %pview_37 = make_partition_view %tview_22 : partition_view<tile=(1x4), tensor_view<?x?xi32, strides=[?,?]>> loc(#loc31)
  %1 = store_view_tko weak %reshape, %pview_37[%blockId_x, %cst_0_i32_36] token = %0 : tile<1x4xi32>, partition_view<tile=(1x4), tensor_view<?x?xi32, strides=[?,?]>>, tile<i32> -> token loc(#loc31)
  %cst_0_i32_38 = constant <i32: 0> : tile<i32> loc(#loc32)
  %cst_0_i32_39 = constant <i32: 0> : tile<i32> loc(#loc33)
  %pview_40 = make_partition_view %tview_7 : partition_view<tile=(1x8), tensor_view<?x?xi64, strides=[?,?]>> loc(#loc34)
  %tile_41, %result_token_42 = load_view_tko weak %pview_40[%blockId_x, %cst_0_i32_39] token = %0 : partition_view<tile=(1x8), tensor_view<?x?xi64, strides=[?,?]>>, tile<i32> -> tile<1x8xi64>, token loc(#loc34)
  %2 = scan %tile_41 dim=1 reverse=false identities=[1] : tile<1x8xi64> -> tile<1x8xi64> 
  (%arg38: tile<i64>, %arg39: tile<i64>) {
    %8 = muli %arg38, %arg39 : tile<i64> loc(#loc35)
    yield %8 : tile<i64> loc(#loc35)
  } loc(#loc35)
  %pview_43 = make_partition_view %tview_27 : partition_view<tile=(1x8), tensor_view<?x?xi64, strides=[?,?]>> loc(#loc36)
  %3 = store_view_tko weak %2, %pview_43[%blockId_x, %cst_0_i32_38] token = %0 : tile<1x8xi64>, partition_view<tile=(1x8), tensor_view<?x?xi64, strides=[?,?]>>, tile<i32> -> token loc(#loc36)
  %cst_0_i32_44 = constant <i32: 0> : tile<i32> loc(#loc37)
  %pview_45 = make_partition_view %tview_12 : partition_view<tile=(4x4), tensor_view<?x?xf16, strides=[?,?]>> loc(#loc38)
  %tile_46, %result_token_47 = load_view_tko weak %pview_45[%blockId_x, %cst_0_i32_44] token = %0 : partition_view<tile=(4x4), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> tile<4x4xf16>, token loc(#loc38)
  %cst_0_i32_48 = constant <i32: 0> : tile<i32> loc(#loc39)
  %pview_49 = make_partition_view %tview_17 : partition_view<tile=(4x2), tensor_view<?x?xf16, strides=[?,?]>> loc(#loc40)
  %tile_50, %result_token_51 = load_view_tko weak %pview_49[%blockId_x, %cst_0_i32_48] token = %0 : partition_view<tile=(4x2), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> tile<4x2xf16>, token loc(#loc40)
  %cst_0_i32_52 = constant <i32: 0> : tile<i32> loc(#loc41)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<4x2xf32> loc(#loc42)
  %4 = mmaf %tile_46, %tile_50, %cst_0_f32 : tile<4x4xf16>, tile<4x2xf16>, tile<4x2xf32> loc(#loc43)
  %pview_53 = make_partition_view %tview_32 : partition_view<tile=(4x2), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc44)
  %5 = store_view_tko weak %4, %pview_53[%blockId_x, %cst_0_i32_52] token = %0 : tile<4x2xf32>, partition_view<tile=(4x2), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token loc(#loc44)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc45)
  %6 = addi %blockId_x, %cst_1_i32 : tile<i32> loc(#loc46)
  %reshape_54 = reshape %6 : tile<i32> -> tile<1xi32> loc(#loc47)
  %pview_55 = make_partition_view %tview_35 : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>> loc(#loc48)
  %7 = store_view_tko weak %reshape_54, %pview_55[%blockId_x] token = %0 : tile<1xi32>, partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc48)
  return loc(#loc24)
} loc(#loc25)
#di_file = #cuda_tile.di_file<"tiny_tiles.py" in "xtask/python/kernels">
#loc = loc("xtask/python/kernels/tiny_tiles.py":10:0)
#loc1 = loc("xtask/python/kernels/tiny_tiles.py":11:10)
#loc2 = loc("xtask/python/kernels/tiny_tiles.py":12:31)
#loc3 = loc("xtask/python/kernels/tiny_tiles.py":12:8)
#loc4 = loc("xtask/python/kernels/tiny_tiles.py":13:34)
#loc5 = loc("xtask/python/kernels/tiny_tiles.py":13:43)
#loc6 = loc("xtask/python/kernels/tiny_tiles.py":13:4)
#loc7 = loc("xtask/python/kernels/tiny_tiles.py":14:32)
#loc8 = loc("xtask/python/kernels/tiny_tiles.py":14:75)
#loc9 = loc("xtask/python/kernels/tiny_tiles.py":14:52)
#loc10 = loc("xtask/python/kernels/tiny_tiles.py":14:41)
#loc11 = loc("xtask/python/kernels/tiny_tiles.py":14:4)
#loc12 = loc("xtask/python/kernels/tiny_tiles.py":15:32)
#loc13 = loc("xtask/python/kernels/tiny_tiles.py":15:9)
#loc14 = loc("xtask/python/kernels/tiny_tiles.py":16:32)
#loc15 = loc("xtask/python/kernels/tiny_tiles.py":16:9)
#loc16 = loc("xtask/python/kernels/tiny_tiles.py":17:28)
#loc17 = loc("xtask/python/kernels/tiny_tiles.py":17:52)
#loc18 = loc("xtask/python/kernels/tiny_tiles.py":17:37)
#loc19 = loc("xtask/python/kernels/tiny_tiles.py":17:4)
#loc20 = loc("xtask/python/kernels/tiny_tiles.py":18:58)
#loc21 = loc("xtask/python/kernels/tiny_tiles.py":18:52)
#loc22 = loc("xtask/python/kernels/tiny_tiles.py":18:38)
#loc23 = loc("xtask/python/kernels/tiny_tiles.py":18:4)
#loc24 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 9, name = "tiny_tiles", linkageName = "tiny_tiles_Kt2_A2i32_3l0_A2i64_3l0_A2f16_3l0_A2f16_3l0_A2i32_3l0_A2i64_3l0_A2f32_3l0_A1i32_1l0", compileUnit = #di_compile_unit, scopeLine = 9>
#loc25 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc37 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc38 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc39 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc40 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc41 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc42 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc43 = #cuda_tile.di_loc<#loc18 in #di_subprogram>
#loc44 = #cuda_tile.di_loc<#loc19 in #di_subprogram>
#loc45 = #cuda_tile.di_loc<#loc20 in #di_subprogram>
#loc46 = #cuda_tile.di_loc<#loc21 in #di_subprogram>
#loc47 = #cuda_tile.di_loc<#loc22 in #di_subprogram>
#loc48 = #cuda_tile.di_loc<#loc23 in #di_subprogram>
