entry @bit_mix_Kt2_A1u32_1l0_A1u32_1l0_Su32_I128(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>) optimization_hints=<sm_90 = {}> {
  %0 = make_token : token loc(#loc15)
  %cst_5_i32 = constant <i32: 5> : tile<128xi32> loc(#loc16)
  %cst_27_i32 = constant <i32: 27> : tile<128xi32> loc(#loc17)
  %cst_-1640531535_i32 = constant <i32: -1640531535> : tile<128xi32> loc(#loc18)
  %cst_7_i32 = constant <i32: 7> : tile<128xi32> loc(#loc19)
  %cst_65535_i32 = constant <i32: 65535> : tile<128xi32> loc(#loc20)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc15)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc15)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc15)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc15)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc15)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc15)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc21)
  %pview = make_partition_view %tview : partition_view<tile=(128), padding_value = zero, tensor_view<?xi32, strides=[?]>> loc(#loc22)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<128xi32>, token loc(#loc22)
  %reshape = reshape %arg6 : tile<i32> -> tile<1xi32> loc(#loc23)
  %bcast = broadcast %reshape : tile<1xi32> -> tile<128xi32> loc(#loc23)
  %1 = xori %tile, %bcast : tile<128xi32> loc(#loc23)
  %2 = shli %1, %cst_5_i32 : tile<128xi32> loc(#loc16)
  %3 = shri %1, %cst_27_i32 unsigned : tile<128xi32> loc(#loc17)
  %4 = ori %2, %3 : tile<128xi32> loc(#loc24)
  %5 = muli %4, %cst_-1640531535_i32 : tile<128xi32> loc(#loc18)
  %6 = remi %tile, %cst_7_i32 unsigned : tile<128xi32> loc(#loc19)
  %cst_0_i32 = constant <i32: 0> : tile<128xi32> loc(#loc19)
  %7 = cmpi less_than %6, %cst_0_i32, unsigned : tile<128xi32> -> tile<128xi1> loc(#loc19)
  %8 = cmpi less_than %cst_7_i32, %cst_0_i32, unsigned : tile<128xi32> -> tile<128xi1> loc(#loc19)
  %9 = xori %7, %8 : tile<128xi1> loc(#loc19)
  %10 = cmpi not_equal %6, %cst_0_i32, unsigned : tile<128xi32> -> tile<128xi1> loc(#loc19)
  %11 = andi %9, %10 : tile<128xi1> loc(#loc19)
  %12 = addi %6, %cst_7_i32 : tile<128xi32> loc(#loc19)
  %13 = select %11, %12, %6 : tile<128xi1>, tile<128xi32> loc(#loc19)
  %14 = addi %5, %13 : tile<128xi32> loc(#loc18)
  %15 = cmpi greater_than %14, %tile, unsigned : tile<128xi32> -> tile<128xi1> loc(#loc25)
  %16 = andi %14, %cst_65535_i32 : tile<128xi32> loc(#loc20)
  %cst_-1_i32 = constant <i32: -1> : tile<128xi32> loc(#loc26)
  %17 = xori %14, %cst_-1_i32 : tile<128xi32> loc(#loc26)
  %18 = select %15, %16, %17 : tile<128xi1>, tile<128xi32> loc(#loc27)
  %pview_4 = make_partition_view %tview_3 : partition_view<tile=(128), tensor_view<?xi32, strides=[?]>> loc(#loc28)
  %19 = store_view_tko weak %18, %pview_4[%blockId_x] token = %0 : tile<128xi32>, partition_view<tile=(128), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc28)
  return loc(#loc14)
} loc(#loc15)
#di_file = #cuda_tile.di_file<"bit_mix.py" in "xtask/python/kernels">
#loc = loc("xtask/python/kernels/bit_mix.py":14:0)
#loc1 = loc("xtask/python/kernels/bit_mix.py":18:9)
#loc2 = loc("xtask/python/kernels/bit_mix.py":18:20)
#loc3 = loc("xtask/python/kernels/bit_mix.py":19:8)
#loc4 = loc("xtask/python/kernels/bit_mix.py":19:25)
#loc5 = loc("xtask/python/kernels/bit_mix.py":20:24)
#loc6 = loc("xtask/python/kernels/bit_mix.py":15:10)
#loc7 = loc("xtask/python/kernels/bit_mix.py":16:8)
#loc8 = loc("xtask/python/kernels/bit_mix.py":17:8)
#loc9 = loc("xtask/python/kernels/bit_mix.py":18:8)
#loc10 = loc("xtask/python/kernels/bit_mix.py":20:17)
#loc11 = loc("xtask/python/kernels/bit_mix.py":20:36)
#loc12 = loc("xtask/python/kernels/bit_mix.py":20:8)
#loc13 = loc("xtask/python/kernels/bit_mix.py":21:4)
#loc14 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 13, name = "bit_mix", linkageName = "bit_mix_Kt2_A1u32_1l0_A1u32_1l0_Su32_I128", compileUnit = #di_compile_unit, scopeLine = 13>
#loc15 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
