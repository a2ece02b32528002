entry @relu_or_negate_Kt2_A1f32_1l0_A1f32_1l0_Si32_I128(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>) optimization_hints=<sm_90 = {}> {
  %0 = make_token : token loc(#loc11)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc11)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc11)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc11)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc11)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc11)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc11)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc12)
  %pview = make_partition_view %tview : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[?]>> loc(#loc13)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<128xf32>, token loc(#loc13)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc14)
  %1 = cmpi greater_than %arg6, %cst_0_i32, signed : tile<i32> -> tile<i1> loc(#loc15)
  %2 = if %1 -> (tile<128xf32>) {
    %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32> loc(#loc17)
    %reshape = reshape %cst_0_f32 : tile<f32> -> tile<1xf32> loc(#loc18)
    %bcast = broadcast %reshape : tile<1xf32> -> tile<128xf32> loc(#loc18)
    %4 = maxf %tile, %bcast : tile<128xf32> loc(#loc18)
    yield %4 : tile<128xf32> loc(#loc16)
  } else {
    %4 = negf %tile : tile<128xf32> loc(#loc19)
    yield %4 : tile<128xf32> loc(#loc16)
  } loc(#loc16)
  %pview_4 = make_partition_view %tview_3 : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>> loc(#loc20)
  %3 = store_view_tko weak %2, %pview_4[%blockId_x] token = %0 : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc20)
  return loc(#loc10)
} loc(#loc11)
#di_file = #cuda_tile.di_file<"relu_or_negate.py" in "xtask/python/kernels">
#loc = loc("xtask/python/kernels/relu_or_negate.py":9:0)
#loc1 = loc("xtask/python/kernels/relu_or_negate.py":10:10)
#loc2 = loc("xtask/python/kernels/relu_or_negate.py":11:8)
#loc3 = loc("xtask/python/kernels/relu_or_negate.py":12:14)
#loc4 = loc("xtask/python/kernels/relu_or_negate.py":12:7)
#loc5 = loc("xtask/python/kernels/relu_or_negate.py":12:4)
#loc6 = loc("xtask/python/kernels/relu_or_negate.py":13:28)
#loc7 = loc("xtask/python/kernels/relu_or_negate.py":13:14)
#loc8 = loc("xtask/python/kernels/relu_or_negate.py":15:14)
#loc9 = loc("xtask/python/kernels/relu_or_negate.py":16:4)
#loc10 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 8, name = "relu_or_negate", linkageName = "relu_or_negate_Kt2_A1f32_1l0_A1f32_1l0_Si32_I128", compileUnit = #di_compile_unit, scopeLine = 8>
#loc11 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
