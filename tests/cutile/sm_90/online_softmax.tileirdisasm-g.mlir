entry @online_softmax_Kt2_A2f32_3l0_A2f32_3l0_I256(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>) optimization_hints=<sm_90 = {}> {
  %0 = make_token : token loc(#loc23)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc23)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc23)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc23)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc23)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc23)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc23)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc23)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc23)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc23)
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc23)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc24)
  %pview = make_partition_view %tview : partition_view<tile=(1x256), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc25)
  %1:2 = get_index_space_shape %pview : partition_view<tile=(1x256), tensor_view<?x?xf32, strides=[?,?]>> -> tile<i32> loc(#loc25)
  %cst_f32 = constant <f32: 0xFF800000> : tile<1x1xf32> loc(#loc26)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<1x1xf32> loc(#loc27)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc28)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc28)
  %for:2 = for %loopIdx in (%cst_0_i32 to %1#1, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_f32, %iterArg1 = %cst_0_f32) -> (tile<1x1xf32>, tile<1x1xf32>) {
    %pview_11 = make_partition_view %tview : partition_view<tile=(1x256), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,?]>> loc(#loc30)
    %tile, %result_token = load_view_tko weak %pview_11[%blockId_x, %loopIdx] token = %0 : partition_view<tile=(1x256), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<1x256xf32>, token loc(#loc30)
    %reduce = reduce %tile dim=1 identities=[0xFF800000 : f32] : tile<1x256xf32> -> tile<1xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %8 = maxf %reduce_lhs, %reduce_rhs : tile<f32> loc(#loc31)
      yield %8 : tile<f32> loc(#loc31)
    } loc(#loc31)
    %reshape = reshape %reduce : tile<1xf32> -> tile<1x1xf32> loc(#loc31)
    %2 = maxf %iterArg0, %reshape : tile<1x1xf32> loc(#loc32)
    %3 = subf %iterArg0, %2  : tile<1x1xf32> loc(#loc33)
    %4 = exp %3  : tile<1x1xf32> loc(#loc34)
    %bcast_12 = broadcast %2 : tile<1x1xf32> -> tile<1x256xf32> loc(#loc35)
    %5 = subf %tile, %bcast_12  : tile<1x256xf32> loc(#loc35)
    %6 = exp %5  : tile<1x256xf32> loc(#loc36)
    %reduce_13 = reduce %6 dim=1 identities=[0.000000e+00 : f32] : tile<1x256xf32> -> tile<1xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %8 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc37)
      yield %8 : tile<f32> loc(#loc37)
    } loc(#loc37)
    %reshape_14 = reshape %reduce_13 : tile<1xf32> -> tile<1x1xf32> loc(#loc37)
    %7 = fma %iterArg1, %4, %reshape_14  : tile<1x1xf32> loc(#loc38)
    continue %2, %7 : tile<1x1xf32>, tile<1x1xf32> loc(#loc29)
  } loc(#loc29)
  %cst_0_i32_8 = constant <i32: 0> : tile<i32> loc(#loc39)
  %cst_1_i32_9 = constant <i32: 1> : tile<i32> loc(#loc39)
  %bcast = broadcast %for#0 : tile<1x1xf32> -> tile<1x256xf32> loc(#loc40)
  %bcast_10 = broadcast %for#1 : tile<1x1xf32> -> tile<1x256xf32> loc(#loc41)
  for %loopIdx in (%cst_0_i32_8 to %1#1, step %cst_1_i32_9) : tile<i32> {
    %pview_11 = make_partition_view %tview : partition_view<tile=(1x256), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,?]>> loc(#loc43)
    %tile, %result_token = load_view_tko weak %pview_11[%blockId_x, %loopIdx] token = %0 : partition_view<tile=(1x256), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<1x256xf32>, token loc(#loc43)
    %2 = subf %tile, %bcast  : tile<1x256xf32> loc(#loc40)
    %3 = exp %2  : tile<1x256xf32> loc(#loc41)
    %4 = divf %3, %bcast_10  : tile<1x256xf32> loc(#loc41)
    %pview_12 = make_partition_view %tview_7 : partition_view<tile=(1x256), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc44)
    %5 = store_view_tko weak %4, %pview_12[%blockId_x, %loopIdx] token = %0 : tile<1x256xf32>, partition_view<tile=(1x256), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token loc(#loc44)
  } loc(#loc42)
  return loc(#loc22)
} loc(#loc23)
#di_file = #cuda_tile.di_file<"online_softmax.py" in "xtask/python/kernels">
#loc = loc("xtask/python/kernels/online_softmax.py":11:0)
#loc1 = loc("xtask/python/kernels/online_softmax.py":12:10)
#loc2 = loc("xtask/python/kernels/online_softmax.py":13:8)
#loc3 = loc("xtask/python/kernels/online_softmax.py":14:8)
#loc4 = loc("xtask/python/kernels/online_softmax.py":15:8)
#loc5 = loc("xtask/python/kernels/online_softmax.py":16:13)
#loc6 = loc("xtask/python/kernels/online_softmax.py":16:4)
#loc7 = loc("xtask/python/kernels/online_softmax.py":17:12)
#loc8 = loc("xtask/python/kernels/online_softmax.py":18:30)
#loc9 = loc("xtask/python/kernels/online_softmax.py":18:16)
#loc10 = loc("xtask/python/kernels/online_softmax.py":19:23)
#loc11 = loc("xtask/python/kernels/online_softmax.py":19:16)
#loc12 = loc("xtask/python/kernels/online_softmax.py":19:50)
#loc13 = loc("xtask/python/kernels/online_softmax.py":19:43)
#loc14 = loc("xtask/python/kernels/online_softmax.py":19:36)
#loc15 = loc("xtask/python/kernels/online_softmax.py":19:12)
#loc16 = loc("xtask/python/kernels/online_softmax.py":21:13)
#loc17 = loc("xtask/python/kernels/online_softmax.py":23:48)
#loc18 = loc("xtask/python/kernels/online_softmax.py":23:41)
#loc19 = loc("xtask/python/kernels/online_softmax.py":21:4)
#loc20 = loc("xtask/python/kernels/online_softmax.py":22:12)
#loc21 = loc("xtask/python/kernels/online_softmax.py":23:8)
#loc22 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 10, name = "online_softmax", linkageName = "online_softmax_Kt2_A2f32_3l0_A2f32_3l0_I256", compileUnit = #di_compile_unit, scopeLine = 10>
#loc23 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc37 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc38 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc39 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc40 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc41 = #cuda_tile.di_loc<#loc18 in #di_subprogram>
#loc42 = #cuda_tile.di_loc<#loc19 in #di_subprogram>
#loc43 = #cuda_tile.di_loc<#loc20 in #di_subprogram>
#loc44 = #cuda_tile.di_loc<#loc21 in #di_subprogram>
