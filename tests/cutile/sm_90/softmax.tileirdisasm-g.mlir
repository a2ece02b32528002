entry @softmax_Kt2_A2f32_3l0_A2f32_3l0_I1024(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>) optimization_hints=<sm_90 = {}> {
  %0 = make_token : token loc(#loc12)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc12)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc12)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc12)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc12)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc12)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc12)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc12)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc12)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc12)
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc12)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc13)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc14)
  %pview = make_partition_view %tview : partition_view<tile=(1x1024), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,?]>> loc(#loc15)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(1x1024), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<1x1024xf32>, token loc(#loc15)
  %reduce = reduce %tile dim=1 identities=[0xFF800000 : f32] : tile<1x1024xf32> -> tile<1xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %5 = maxf %reduce_lhs, %reduce_rhs : tile<f32> loc(#loc16)
    yield %5 : tile<f32> loc(#loc16)
  } loc(#loc16)
  %reshape = reshape %reduce : tile<1xf32> -> tile<1x1xf32> loc(#loc16)
  %bcast = broadcast %reshape : tile<1x1xf32> -> tile<1x1024xf32> loc(#loc17)
  %1 = subf %tile, %bcast  : tile<1x1024xf32> loc(#loc17)
  %2 = exp %1  : tile<1x1024xf32> loc(#loc18)
  %reduce_8 = reduce %2 dim=1 identities=[0.000000e+00 : f32] : tile<1x1024xf32> -> tile<1xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %5 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc19)
    yield %5 : tile<f32> loc(#loc19)
  } loc(#loc19)
  %reshape_9 = reshape %reduce_8 : tile<1xf32> -> tile<1x1xf32> loc(#loc19)
  %cst_0_i32_10 = constant <i32: 0> : tile<i32> loc(#loc20)
  %bcast_11 = broadcast %reshape_9 : tile<1x1xf32> -> tile<1x1024xf32> loc(#loc21)
  %3 = divf %2, %bcast_11  : tile<1x1024xf32> loc(#loc21)
  %pview_12 = make_partition_view %tview_7 : partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc22)
  %4 = store_view_tko weak %3, %pview_12[%blockId_x, %cst_0_i32_10] token = %0 : tile<1x1024xf32>, partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token loc(#loc22)
  return loc(#loc11)
} loc(#loc12)
#di_file = #cuda_tile.di_file<"softmax.py" in "xtask/python/kernels">
#loc = loc("xtask/python/kernels/softmax.py":9:0)
#loc1 = loc("xtask/python/kernels/softmax.py":10:10)
#loc2 = loc("xtask/python/kernels/softmax.py":11:31)
#loc3 = loc("xtask/python/kernels/softmax.py":11:8)
#loc4 = loc("xtask/python/kernels/softmax.py":12:18)
#loc5 = loc("xtask/python/kernels/softmax.py":12:14)
#loc6 = loc("xtask/python/kernels/softmax.py":13:10)
#loc7 = loc("xtask/python/kernels/softmax.py":14:10)
#loc8 = loc("xtask/python/kernels/softmax.py":15:28)
#loc9 = loc("xtask/python/kernels/softmax.py":15:37)
#loc10 = loc("xtask/python/kernels/softmax.py":15:4)
#loc11 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 8, name = "softmax", linkageName = "softmax_Kt2_A2f32_3l0_A2f32_3l0_I1024", compileUnit = #di_compile_unit, scopeLine = 8>
#loc12 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
