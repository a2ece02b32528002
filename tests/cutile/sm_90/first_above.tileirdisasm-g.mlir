entry @first_above_Kt2_A2f32_3l0_A1i32_1l0_A1i32_1l0_Sf32_I32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<i32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<i32>>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<f32>) optimization_hints=<sm_90 = {}> {
  %0 = make_token : token loc(#loc28)
  %false = constant <i1: false> : tile<i1> loc(#loc29)
  %true = constant <i1: true> : tile<i1> loc(#loc29)
  %cst_2147483647_i32 = constant <i32: 2147483647> : tile<1x32xi32> loc(#loc30)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc28)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc28)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc28)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc28)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc28)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc28)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc28)
  %tview_5 = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc28)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc28)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc28)
  %tview_8 = make_tensor_view %arg8, shape = [%assume_6], strides = [%assume_7] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc28)
  %cst_32_i32 = constant <i32: 32> : tile<i32> loc(#loc28)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc31)
  %cst_-1_i32 = constant <i32: -1> : tile<i32> loc(#loc32)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc33)
  %pview = make_partition_view %tview : partition_view<tile=(1x32), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc34)
  %1:2 = get_index_space_shape %pview : partition_view<tile=(1x32), tensor_view<?x?xf32, strides=[?,?]>> -> tile<i32> loc(#loc34)
  %cst_0_i32_9 = constant <i32: 0> : tile<i32> loc(#loc35)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc35)
  %cst_1_i32_10 = constant <i32: 1> : tile<i32> loc(#loc36)
  %reshape = reshape %arg11 : tile<f32> -> tile<1x1xf32> loc(#loc37)
  %bcast = broadcast %reshape : tile<1x1xf32> -> tile<1x32xf32> loc(#loc37)
  %cst_0_i32_11 = constant <i32: 0> : tile<i32> loc(#loc38)
  %2 = iota : tile<32xi32> loc(#loc39)
  %for:3 = for %loopIdx in (%cst_0_i32_9 to %1#1, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_i32, %iterArg1 = %cst_-1_i32, %iterArg2 = %false) -> (tile<i32>, tile<i32>, tile<i1>) {
    if %iterArg2 {
      continue %iterArg0, %iterArg1, %iterArg2 : tile<i32>, tile<i32>, tile<i1> loc(#loc29)
    } else {
    } loc(#loc29)
    %5 = addi %iterArg0, %cst_1_i32_10 : tile<i32> loc(#loc40)
    %pview_16 = make_partition_view %tview : partition_view<tile=(1x32), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,?]>> loc(#loc41)
    %tile, %result_token = load_view_tko weak %pview_16[%blockId_x, %loopIdx] token = %0 : partition_view<tile=(1x32), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<1x32xf32>, token loc(#loc41)
    %6 = cmpf greater_than ordered %tile, %bcast : tile<1x32xf32> -> tile<1x32xi1> loc(#loc37)
    %7 = exti %6 unsigned : tile<1x32xi1> -> tile<1x32xi32> loc(#loc55)
    %reduce = reduce %7 dim=0 identities=[0 : i32] : tile<1x32xi32> -> tile<32xi32> 
    (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
      %12 = addi %reduce_lhs, %reduce_rhs : tile<i32> loc(#loc44)
      yield %12 : tile<i32> loc(#loc44)
    } loc(#loc44)
    %reduce_17 = reduce %reduce dim=0 identities=[0 : i32] : tile<32xi32> -> tile<i32> 
    (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
      %12 = addi %reduce_lhs, %reduce_rhs : tile<i32> loc(#loc44)
      yield %12 : tile<i32> loc(#loc44)
    } loc(#loc44)
    %8 = cmpi equal %reduce_17, %cst_0_i32_11, signed : tile<i32> -> tile<i1> loc(#loc44)
    if %8 {
      continue %5, %iterArg1, %iterArg2 : tile<i32>, tile<i32>, tile<i1> loc(#loc46)
    } else {
    } loc(#loc45)
    %9 = muli %loopIdx, %cst_32_i32 : tile<i32> loc(#loc47)
    %reshape_18 = reshape %9 : tile<i32> -> tile<1xi32> loc(#loc39)
    %bcast_19 = broadcast %reshape_18 : tile<1xi32> -> tile<32xi32> loc(#loc39)
    %10 = addi %2, %bcast_19 : tile<32xi32> loc(#loc39)
    %reshape_20 = reshape %10 : tile<32xi32> -> tile<1x32xi32> loc(#loc48)
    %11 = select %6, %reshape_20, %cst_2147483647_i32 : tile<1x32xi1>, tile<1x32xi32> loc(#loc30)
    %reduce_21 = reduce %11 dim=0 identities=[2147483647 : i32] : tile<1x32xi32> -> tile<32xi32> 
    (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
      %12 = mini %reduce_lhs, %reduce_rhs signed : tile<i32> loc(#loc49)
      yield %12 : tile<i32> loc(#loc49)
    } loc(#loc49)
    %reduce_22 = reduce %reduce_21 dim=0 identities=[2147483647 : i32] : tile<32xi32> -> tile<i32> 
    (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
      %12 = mini %reduce_lhs, %reduce_rhs signed : tile<i32> loc(#loc49)
      yield %12 : tile<i32> loc(#loc49)
    } loc(#loc49)
    continue %5, %reduce_22, %true : tile<i32>, tile<i32>, tile<i1> loc(#loc50)
  } loc(#loc29)
  %reshape_12 = reshape %for#1 : tile<i32> -> tile<1xi32> loc(#loc51)
  %pview_13 = make_partition_view %tview_5 : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>> loc(#loc52)
  %3 = store_view_tko weak %reshape_12, %pview_13[%blockId_x] token = %0 : tile<1xi32>, partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc52)
  %reshape_14 = reshape %for#0 : tile<i32> -> tile<1xi32> loc(#loc53)
  %pview_15 = make_partition_view %tview_8 : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>> loc(#loc54)
  %4 = store_view_tko weak %reshape_14, %pview_15[%blockId_x] token = %0 : tile<1xi32>, partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc54)
  return loc(#loc27)
} loc(#loc28)
#di_file = #cuda_tile.di_file<"first_above.py" in "xtask/python/kernels">
#di_file1 = #cuda_tile.di_file<"_stub.py" in "cuda/tile">
#loc = loc("xtask/python/kernels/first_above.py":11:0)
#loc1 = loc("xtask/python/kernels/first_above.py":15:4)
#loc2 = loc("xtask/python/kernels/first_above.py":22:23)
#loc3 = loc("xtask/python/kernels/first_above.py":12:10)
#loc4 = loc("xtask/python/kernels/first_above.py":13:12)
#loc5 = loc("xtask/python/kernels/first_above.py":14:12)
#loc6 = loc("xtask/python/kernels/first_above.py":15:19)
#loc7 = loc("xtask/python/kernels/first_above.py":15:13)
#loc8 = loc("xtask/python/kernels/first_above.py":16:17)
#loc9 = loc("xtask/python/kernels/first_above.py":18:16)
#loc10 = loc("xtask/python/kernels/first_above.py":19:45)
#loc11 = loc("xtask/python/kernels/first_above.py":21:15)
#loc12 = loc("xtask/python/kernels/first_above.py":16:8)
#loc13 = loc("xtask/python/kernels/first_above.py":17:12)
#loc14 = loc("cuda/tile/_stub.py":678:15)
#loc15 = loc("xtask/python/kernels/first_above.py":19:18)
#loc16 = loc("xtask/python/kernels/first_above.py":19:11)
#loc17 = loc("xtask/python/kernels/first_above.py":19:8)
#loc18 = loc("xtask/python/kernels/first_above.py":20:12)
#loc19 = loc("xtask/python/kernels/first_above.py":21:49)
#loc20 = loc("xtask/python/kernels/first_above.py":22:39)
#loc21 = loc("xtask/python/kernels/first_above.py":22:16)
#loc22 = loc("xtask/python/kernels/first_above.py":23:8)
#loc23 = loc("xtask/python/kernels/first_above.py":24:39)
#loc24 = loc("xtask/python/kernels/first_above.py":24:4)
#loc25 = loc("xtask/python/kernels/first_above.py":25:41)
#loc26 = loc("xtask/python/kernels/first_above.py":25:4)
#loc27 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_compile_unit1 = #cuda_tile.di_compile_unit<file = #di_file1>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 10, name = "first_above", linkageName = "first_above_Kt2_A2f32_3l0_A1i32_1l0_A1i32_1l0_Sf32_I32", compileUnit = #di_compile_unit, scopeLine = 10>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s0", compileUnit = #di_compile_unit1, scopeLine = 676>
#loc28 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc37 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc38 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc39 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc40 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc41 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc42 = #cuda_tile.di_loc<#loc14 in #di_subprogram1>
#loc43 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc44 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc45 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc46 = #cuda_tile.di_loc<#loc18 in #di_subprogram>
#loc47 = #cuda_tile.di_loc<#loc19 in #di_subprogram>
#loc48 = #cuda_tile.di_loc<#loc20 in #di_subprogram>
#loc49 = #cuda_tile.di_loc<#loc21 in #di_subprogram>
#loc50 = #cuda_tile.di_loc<#loc22 in #di_subprogram>
#loc51 = #cuda_tile.di_loc<#loc23 in #di_subprogram>
#loc52 = #cuda_tile.di_loc<#loc24 in #di_subprogram>
#loc53 = #cuda_tile.di_loc<#loc25 in #di_subprogram>
#loc54 = #cuda_tile.di_loc<#loc26 in #di_subprogram>
#loc55 = loc(callsite(#loc42 at #loc43))
