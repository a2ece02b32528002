entry @reduce_3d_Kt2_A3i32_7l0_A3i32_7l0_A3i32_7l0_A2i32_3l0_A1i32_1l0_I4_I8_I16(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<ptr<i32>>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<ptr<i32>>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<ptr<i32>>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<ptr<i32>>, %arg27: tile<i32>, %arg28: tile<i32>) optimization_hints=<sm_90 = {}> {
  %0 = make_token : token loc(#loc20)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc20)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc20)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc20)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc20)
  %assume_3 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc20)
  %assume_4 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc20)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0, %assume_1], strides = [%assume_2, %assume_3, %assume_4] : tile<i32> -> tensor_view<?x?x?xi32, strides=[?,?,?]> loc(#loc20)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc20)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc20)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc20)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc20)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc20)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc20)
  %tview_11 = make_tensor_view %arg7, shape = [%assume_5, %assume_6, %assume_7], strides = [%assume_8, %assume_9, %assume_10] : tile<i32> -> tensor_view<?x?x?xi32, strides=[?,?,?]> loc(#loc20)
  %assume_12 = assume bounded<0, ?>, %arg15 : tile<i32> loc(#loc20)
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc20)
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc20)
  %assume_15 = assume bounded<0, ?>, %arg18 : tile<i32> loc(#loc20)
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32> loc(#loc20)
  %assume_17 = assume bounded<0, ?>, %arg20 : tile<i32> loc(#loc20)
  %tview_18 = make_tensor_view %arg14, shape = [%assume_12, %assume_13, %assume_14], strides = [%assume_15, %assume_16, %assume_17] : tile<i32> -> tensor_view<?x?x?xi32, strides=[?,?,?]> loc(#loc20)
  %assume_19 = assume bounded<0, ?>, %arg22 : tile<i32> loc(#loc20)
  %assume_20 = assume bounded<0, ?>, %arg23 : tile<i32> loc(#loc20)
  %assume_21 = assume bounded<0, ?>, %arg24 : tile<i32> loc(#loc20)
  %assume_22 = assume bounded<0, ?>, %arg25 : tile<i32> loc(#loc20)
  %tview_23 = make_tensor_view %arg21, shape = [%assume_19, %assume_20], strides = [%assume_21, %assume_22] : tile<i32> -> tensor_view<?x?xi32, strides=[?,?]> loc(#loc20)
  %assume_24 = assume bounded<0, ?>, %arg27 : tile<i32> loc(#loc20)
  %assume_25 = assume bounded<0, ?>, %arg28 : tile<i32> loc(#loc20)
  %tview_26 = make_tensor_view %arg26, shape = [%assume_24], strides = [%assume_25] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc20)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc21)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc22)
  %cst_0_i32_27 = constant <i32: 0> : tile<i32> loc(#loc23)
  %pview = make_partition_view %tview : partition_view<tile=(4x8x16), tensor_view<?x?x?xi32, strides=[?,?,?]>> loc(#loc24)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32, %cst_0_i32_27] token = %0 : partition_view<tile=(4x8x16), tensor_view<?x?x?xi32, strides=[?,?,?]>>, tile<i32> -> tile<4x8x16xi32>, token loc(#loc24)
  %cst_0_i32_28 = constant <i32: 0> : tile<i32> loc(#loc25)
  %cst_0_i32_29 = constant <i32: 0> : tile<i32> loc(#loc26)
  %reduce = reduce %tile dim=0 identities=[0 : i32] : tile<4x8x16xi32> -> tile<8x16xi32> 
  (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
    %5 = addi %reduce_lhs, %reduce_rhs : tile<i32> loc(#loc27)
    yield %5 : tile<i32> loc(#loc27)
  } loc(#loc27)
  %reshape = reshape %reduce : tile<8x16xi32> -> tile<1x8x16xi32> loc(#loc27)
  %pview_30 = make_partition_view %tview_11 : partition_view<tile=(1x8x16), tensor_view<?x?x?xi32, strides=[?,?,?]>> loc(#loc28)
  %1 = store_view_tko weak %reshape, %pview_30[%blockId_x, %cst_0_i32_28, %cst_0_i32_29] token = %0 : tile<1x8x16xi32>, partition_view<tile=(1x8x16), tensor_view<?x?x?xi32, strides=[?,?,?]>>, tile<i32> -> token loc(#loc28)
  %cst_0_i32_31 = constant <i32: 0> : tile<i32> loc(#loc29)
  %cst_0_i32_32 = constant <i32: 0> : tile<i32> loc(#loc30)
  %reduce_33 = reduce %tile dim=1 identities=[-2147483648 : i32] : tile<4x8x16xi32> -> tile<4x16xi32> 
  (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
    %5 = maxi %reduce_lhs, %reduce_rhs signed : tile<i32> loc(#loc31)
    yield %5 : tile<i32> loc(#loc31)
  } loc(#loc31)
  %reshape_34 = reshape %reduce_33 : tile<4x16xi32> -> tile<4x1x16xi32> loc(#loc31)
  %pview_35 = make_partition_view %tview_18 : partition_view<tile=(4x1x16), tensor_view<?x?x?xi32, strides=[?,?,?]>> loc(#loc32)
  %2 = store_view_tko weak %reshape_34, %pview_35[%blockId_x, %cst_0_i32_31, %cst_0_i32_32] token = %0 : tile<4x1x16xi32>, partition_view<tile=(4x1x16), tensor_view<?x?x?xi32, strides=[?,?,?]>>, tile<i32> -> token loc(#loc32)
  %cst_0_i32_36 = constant <i32: 0> : tile<i32> loc(#loc33)
  %reduce_37 = reduce %tile dim=2 identities=[2147483647 : i32] : tile<4x8x16xi32> -> tile<4x8xi32> 
  (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
    %5 = mini %reduce_lhs, %reduce_rhs signed : tile<i32> loc(#loc34)
    yield %5 : tile<i32> loc(#loc34)
  } loc(#loc34)
  %pview_38 = make_partition_view %tview_23 : partition_view<tile=(4x8), tensor_view<?x?xi32, strides=[?,?]>> loc(#loc35)
  %3 = store_view_tko weak %reduce_37, %pview_38[%blockId_x, %cst_0_i32_36] token = %0 : tile<4x8xi32>, partition_view<tile=(4x8), tensor_view<?x?xi32, strides=[?,?]>>, tile<i32> -> token loc(#loc35)
  %reduce_39 = reduce %tile dim=0 identities=[0 : i32] : tile<4x8x16xi32> -> tile<8x16xi32> 
  (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
    %5 = addi %reduce_lhs, %reduce_rhs : tile<i32> loc(#loc36)
    yield %5 : tile<i32> loc(#loc36)
  } loc(#loc36)
  %reduce_40 = reduce %reduce_39 dim=0 identities=[0 : i32] : tile<8x16xi32> -> tile<16xi32> 
  (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
    %5 = addi %reduce_lhs, %reduce_rhs : tile<i32> loc(#loc36)
    yield %5 : tile<i32> loc(#loc36)
  } loc(#loc36)
  %reduce_41 = reduce %reduce_40 dim=0 identities=[0 : i32] : tile<16xi32> -> tile<i32> 
  (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
    %5 = addi %reduce_lhs, %reduce_rhs : tile<i32> loc(#loc36)
    yield %5 : tile<i32> loc(#loc36)
  } loc(#loc36)
  %reshape_42 = reshape %reduce_41 : tile<i32> -> tile<1xi32> loc(#loc37)
  %pview_43 = make_partition_view %tview_26 : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>> loc(#loc38)
  %4 = store_view_tko weak %reshape_42, %pview_43[%blockId_x] token = %0 : tile<1xi32>, partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc38)
  return loc(#loc19)
} loc(#loc20)
#di_file = #cuda_tile.di_file<"reduce_3d.py" in "xtask/python/kernels">
#loc = loc("xtask/python/kernels/reduce_3d.py":10:0)
#loc1 = loc("xtask/python/kernels/reduce_3d.py":11:10)
#loc2 = loc("xtask/python/kernels/reduce_3d.py":12:31)
#loc3 = loc("xtask/python/kernels/reduce_3d.py":12:34)
#loc4 = loc("xtask/python/kernels/reduce_3d.py":12:8)
#loc5 = loc("xtask/python/kernels/reduce_3d.py":13:29)
#loc6 = loc("xtask/python/kernels/reduce_3d.py":13:32)
#loc7 = loc("xtask/python/kernels/reduce_3d.py":13:41)
#loc8 = loc("xtask/python/kernels/reduce_3d.py":13:4)
#loc9 = loc("xtask/python/kernels/reduce_3d.py":14:29)
#loc10 = loc("xtask/python/kernels/reduce_3d.py":14:32)
#loc11 = loc("xtask/python/kernels/reduce_3d.py":14:41)
#loc12 = loc("xtask/python/kernels/reduce_3d.py":14:4)
#loc13 = loc("xtask/python/kernels/reduce_3d.py":15:29)
#loc14 = loc("xtask/python/kernels/reduce_3d.py":15:38)
#loc15 = loc("xtask/python/kernels/reduce_3d.py":15:4)
#loc16 = loc("xtask/python/kernels/reduce_3d.py":16:50)
#loc17 = loc("xtask/python/kernels/reduce_3d.py":16:39)
#loc18 = loc("xtask/python/kernels/reduce_3d.py":16:4)
#loc19 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 9, name = "reduce_3d", linkageName = "reduce_3d_Kt2_A3i32_7l0_A3i32_7l0_A3i32_7l0_A2i32_3l0_A1i32_1l0_I4_I8_I16", compileUnit = #di_compile_unit, scopeLine = 9>
#loc20 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc37 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc38 = #cuda_tile.di_loc<#loc18 in #di_subprogram>
