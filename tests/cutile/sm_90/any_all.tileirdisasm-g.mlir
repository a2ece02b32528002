entry @any_all_Kt2_A2i32_3l0_A1i32_1l0_A1i32_1l0_A2i32_3l0_I64(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<i32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<i32>>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<ptr<i32>>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>) optimization_hints=<sm_90 = {}> {
  %0 = make_token : token loc(#loc18)
  %cst_100_i32 = constant <i32: 100> : tile<1x64xi32> loc(#loc19)
  %cst_-100_i32 = constant <i32: -100> : tile<1x64xi32> loc(#loc20)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc18)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc18)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc18)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc18)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xi32, strides=[?,?]> loc(#loc18)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc18)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc18)
  %tview_5 = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc18)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc18)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc18)
  %tview_8 = make_tensor_view %arg8, shape = [%assume_6], strides = [%assume_7] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc18)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc18)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc18)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc18)
  %assume_12 = assume bounded<0, ?>, %arg15 : tile<i32> loc(#loc18)
  %tview_13 = make_tensor_view %arg11, shape = [%assume_9, %assume_10], strides = [%assume_11, %assume_12] : tile<i32> -> tensor_view<?x?xi32, strides=[?,?]> loc(#loc18)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc21)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc22)
  %pview = make_partition_view %tview : partition_view<tile=(1x64), tensor_view<?x?xi32, strides=[?,?]>> loc(#loc23)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(1x64), tensor_view<?x?xi32, strides=[?,?]>>, tile<i32> -> tile<1x64xi32>, token loc(#loc23)
  %1 = cmpi greater_than %tile, %cst_100_i32, signed : tile<1x64xi32> -> tile<1x64xi1> loc(#loc19)
  %reduce = reduce %1 dim=1 identities=[false] : tile<1x64xi1> -> tile<1xi1> 
  (%reduce_lhs: tile<i1>, %reduce_rhs: tile<i1>) {
    %11 = ori %reduce_lhs, %reduce_rhs : tile<i1> loc(#loc37)
    yield %11 : tile<i1> loc(#loc24)
  } loc(#loc24)
  %2 = exti %reduce unsigned : tile<1xi1> -> tile<1xi32> loc(#loc38)
  %pview_14 = make_partition_view %tview_5 : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>> loc(#loc27)
  %3 = store_view_tko weak %2, %pview_14[%blockId_x] token = %0 : tile<1xi32>, partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc27)
  %4 = cmpi greater_than %tile, %cst_-100_i32, signed : tile<1x64xi32> -> tile<1x64xi1> loc(#loc20)
  %reduce_15 = reduce %4 dim=1 identities=[true] : tile<1x64xi1> -> tile<1xi1> 
  (%reduce_lhs: tile<i1>, %reduce_rhs: tile<i1>) {
    %11 = andi %reduce_lhs, %reduce_rhs : tile<i1> loc(#loc39)
    yield %11 : tile<i1> loc(#loc28)
  } loc(#loc28)
  %5 = exti %reduce_15 unsigned : tile<1xi1> -> tile<1xi32> loc(#loc40)
  %pview_16 = make_partition_view %tview_8 : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>> loc(#loc31)
  %6 = store_view_tko weak %5, %pview_16[%blockId_x] token = %0 : tile<1xi32>, partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc31)
  %7 = exti %1 unsigned : tile<1x64xi1> -> tile<1x64xi32> loc(#loc41)
  %cst_0_i32_17 = constant <i32: 0> : tile<i32> loc(#loc34)
  %8 = scan %7 dim=1 reverse=false identities=[0 : i32] : tile<1x64xi32> -> tile<1x64xi32> 
  (%arg16: tile<i32>, %arg17: tile<i32>) {
    %11 = addi %arg16, %arg17 : tile<i32> loc(#loc35)
    yield %11 : tile<i32> loc(#loc35)
  } loc(#loc35)
  %9 = subi %8, %7 : tile<1x64xi32> loc(#loc35)
  %pview_18 = make_partition_view %tview_13 : partition_view<tile=(1x64), tensor_view<?x?xi32, strides=[?,?]>> loc(#loc36)
  %10 = store_view_tko weak %9, %pview_18[%blockId_x, %cst_0_i32_17] token = %0 : tile<1x64xi32>, partition_view<tile=(1x64), tensor_view<?x?xi32, strides=[?,?]>>, tile<i32> -> token loc(#loc36)
  return loc(#loc17)
} loc(#loc18)
#di_file = #cuda_tile.di_file<"any_all.py" in "xtask/python/kernels">
#di_file1 = #cuda_tile.di_file<"_stub.py" in "cuda/tile">
#loc = loc("xtask/python/kernels/any_all.py":18:0)
#loc1 = loc("xtask/python/kernels/any_all.py":21:10)
#loc2 = loc("xtask/python/kernels/any_all.py":23:48)
#loc3 = loc("xtask/python/kernels/any_all.py":19:10)
#loc4 = loc("xtask/python/kernels/any_all.py":20:31)
#loc5 = loc("xtask/python/kernels/any_all.py":20:8)
#loc6 = loc("xtask/python/kernels/any_all.py":22:38)
#loc7 = loc("xtask/python/kernels/any_all.py":10:11)
#loc8 = loc("cuda/tile/_stub.py":678:15)
#loc9 = loc("xtask/python/kernels/any_all.py":22:4)
#loc10 = loc("xtask/python/kernels/any_all.py":23:38)
#loc11 = loc("xtask/python/kernels/any_all.py":14:11)
#loc12 = loc("xtask/python/kernels/any_all.py":23:4)
#loc13 = loc("xtask/python/kernels/any_all.py":24:12)
#loc14 = loc("xtask/python/kernels/any_all.py":25:33)
#loc15 = loc("xtask/python/kernels/any_all.py":25:42)
#loc16 = loc("xtask/python/kernels/any_all.py":25:4)
#loc17 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_compile_unit1 = #cuda_tile.di_compile_unit<file = #di_file1>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 17, name = "any_all", linkageName = "any_all_Kt2_A2i32_3l0_A1i32_1l0_A1i32_1l0_A2i32_3l0_I64", compileUnit = #di_compile_unit, scopeLine = 17>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file, line = 9, name = "either", linkageName = "either@any_all:9:1_s0", compileUnit = #di_compile_unit, scopeLine = 9>
#di_subprogram2 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s1", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram3 = #cuda_tile.di_subprogram<file = #di_file, line = 13, name = "both", linkageName = "both@any_all:13:1_s2", compileUnit = #di_compile_unit, scopeLine = 13>
#di_subprogram4 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s3", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram5 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s4", compileUnit = #di_compile_unit1, scopeLine = 676>
#loc18 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc7 in #di_subprogram1>
#loc26 = #cuda_tile.di_loc<#loc8 in #di_subprogram2>
#loc27 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc11 in #di_subprogram3>
#loc30 = #cuda_tile.di_loc<#loc8 in #di_subprogram4>
#loc31 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc8 in #di_subprogram5>
#loc33 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc37 = loc(callsite(#loc25 at #loc24))
#loc38 = loc(callsite(#loc26 at #loc24))
#loc39 = loc(callsite(#loc29 at #loc28))
#loc40 = loc(callsite(#loc30 at #loc28))
#loc41 = loc(callsite(#loc32 at #loc33))
