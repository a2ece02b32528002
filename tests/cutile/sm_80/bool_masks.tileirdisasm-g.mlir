entry @bool_masks_Kt2_A1f32_1l0_A1b8_1l0_A1b8_1l0_A1i32_1l0_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i1>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i1>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<i32>>, %arg10: tile<i32>, %arg11: tile<i32>) optimization_hints=<sm_80 = {}> {
  %0 = make_token : token loc(#loc17)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc17)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc17)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc17)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc17)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc17)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi1, strides=[?]> loc(#loc17)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc17)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc17)
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xi1, strides=[?]> loc(#loc17)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc17)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc17)
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc17)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc18)
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc19)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token loc(#loc19)
  %pview_10 = make_partition_view %tview_3 : partition_view<tile=(64), tensor_view<?xi1, strides=[?]>> loc(#loc20)
  %tile_11, %result_token_12 = load_view_tko weak %pview_10[%blockId_x] token = %0 : partition_view<tile=(64), tensor_view<?xi1, strides=[?]>>, tile<i32> -> tile<64xi1>, token loc(#loc20)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32> loc(#loc21)
  %reshape = reshape %cst_0_f32 : tile<f32> -> tile<1xf32> loc(#loc21)
  %bcast = broadcast %reshape : tile<1xf32> -> tile<64xf32> loc(#loc21)
  %1 = cmpf greater_than ordered %tile, %bcast : tile<64xf32> -> tile<64xi1> loc(#loc21)
  %2 = andi %tile_11, %1 : tile<64xi1> loc(#loc22)
  %cst_f32 = constant <f32: -1.000000e+00> : tile<f32> loc(#loc23)
  %reshape_13 = reshape %cst_f32 : tile<f32> -> tile<1xf32> loc(#loc23)
  %bcast_14 = broadcast %reshape_13 : tile<1xf32> -> tile<64xf32> loc(#loc23)
  %3 = cmpf greater_than ordered %tile, %bcast_14 : tile<64xf32> -> tile<64xi1> loc(#loc23)
  %4 = ori %tile_11, %3 : tile<64xi1> loc(#loc24)
  %true = constant <i1: true> : tile<64xi1> loc(#loc25)
  %5 = xori %4, %true : tile<64xi1> loc(#loc25)
  %6 = ori %2, %5 : tile<64xi1> loc(#loc26)
  %pview_15 = make_partition_view %tview_6 : partition_view<tile=(64), tensor_view<?xi1, strides=[?]>> loc(#loc27)
  %7 = store_view_tko weak %6, %pview_15[%blockId_x] token = %0 : tile<64xi1>, partition_view<tile=(64), tensor_view<?xi1, strides=[?]>>, tile<i32> -> token loc(#loc27)
  %8 = exti %6 unsigned : tile<64xi1> -> tile<64xi32> loc(#loc33)
  %reduce = reduce %8 dim=0 identities=[0 : i32] : tile<64xi32> -> tile<i32> 
  (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
    %10 = addi %reduce_lhs, %reduce_rhs : tile<i32> loc(#loc30)
    yield %10 : tile<i32> loc(#loc30)
  } loc(#loc30)
  %reshape_16 = reshape %reduce : tile<i32> -> tile<1xi32> loc(#loc31)
  %pview_17 = make_partition_view %tview_9 : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>> loc(#loc32)
  %9 = store_view_tko weak %reshape_16, %pview_17[%blockId_x] token = %0 : tile<1xi32>, partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc32)
  return loc(#loc16)
} loc(#loc17)
#di_file = #cuda_tile.di_file<"bool_masks.py" in "xtask/python/kernels">
#di_file1 = #cuda_tile.di_file<"_stub.py" in "cuda/tile">
#loc = loc("xtask/python/kernels/bool_masks.py":10:0)
#loc1 = loc("xtask/python/kernels/bool_masks.py":11:10)
#loc2 = loc("xtask/python/kernels/bool_masks.py":12:8)
#loc3 = loc("xtask/python/kernels/bool_masks.py":13:8)
#loc4 = loc("xtask/python/kernels/bool_masks.py":14:14)
#loc5 = loc("xtask/python/kernels/bool_masks.py":14:9)
#loc6 = loc("xtask/python/kernels/bool_masks.py":14:31)
#loc7 = loc("xtask/python/kernels/bool_masks.py":14:26)
#loc8 = loc("xtask/python/kernels/bool_masks.py":14:24)
#loc9 = loc("xtask/python/kernels/bool_masks.py":14:8)
#loc10 = loc("xtask/python/kernels/bool_masks.py":15:4)
#loc11 = loc("cuda/tile/_stub.py":678:15)
#loc12 = loc("xtask/python/kernels/bool_masks.py":16:58)
#loc13 = loc("xtask/python/kernels/bool_masks.py":16:51)
#loc14 = loc("xtask/python/kernels/bool_masks.py":16:40)
#loc15 = loc("xtask/python/kernels/bool_masks.py":16:4)
#loc16 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_compile_unit1 = #cuda_tile.di_compile_unit<file = #di_file1>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 9, name = "bool_masks", linkageName = "bool_masks_Kt2_A1f32_1l0_A1b8_1l0_A1b8_1l0_A1i32_1l0_I64", compileUnit = #di_compile_unit, scopeLine = 9>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s0", compileUnit = #di_compile_unit1, scopeLine = 676>
#loc17 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc11 in #di_subprogram1>
#loc29 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc33 = loc(callsite(#loc28 at #loc29))
