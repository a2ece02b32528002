global  @print_mutex <i32: 1> : tile<1xi32> loc(#loc)
entry @printf_loop_Kt2_A2i32_3l0_A1i32_1l0_I8(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<i32>>, %arg6: tile<i32>, %arg7: tile<i32>) optimization_hints=<sm_80 = {}> {
  %0 = make_token : token loc(#loc19)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc19)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc19)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc19)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc19)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xi32, strides=[?,?]> loc(#loc19)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc19)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc19)
  %tview_5 = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc19)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc20)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc21)
  %pview = make_partition_view %tview : partition_view<tile=(1x8), tensor_view<?x?xi32, strides=[?,?]>> loc(#loc22)
  %1:2 = get_index_space_shape %pview : partition_view<tile=(1x8), tensor_view<?x?xi32, strides=[?,?]>> -> tile<i32> loc(#loc22)
  %cst_0_i32_6 = constant <i32: 0> : tile<i32> loc(#loc23)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc23)
  %cst_2_i32 = constant <i32: 2> : tile<i32> loc(#loc24)
  %cst_0_i32_7 = constant <i32: 0> : tile<i32> loc(#loc25)
  %false = constant <i1: false> : tile<i1> loc(#loc25)
  %cst_1_i32_8 = constant <i32: 1> : tile<i32> loc(#loc26)
  %for:4 = for %loopIdx in (%cst_0_i32_6 to %1#1, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_i32, %iterArg1 = %0, %iterArg2 = %0, %iterArg3 = %0) -> (tile<i32>, token, token, token) {
    %4 = join_tokens %0, %iterArg3 : token loc(#loc28)
    %pview_10 = make_partition_view %tview : partition_view<tile=(1x8), tensor_view<?x?xi32, strides=[?,?]>> loc(#loc28)
    %tile, %result_token = load_view_tko weak %pview_10[%blockId_x, %loopIdx] token = %4 : partition_view<tile=(1x8), tensor_view<?x?xi32, strides=[?,?]>>, tile<i32> -> tile<1x8xi32>, token loc(#loc28)
    %5 = join_tokens %iterArg1, %result_token : token loc(#loc28)
    %reduce = reduce %tile dim=0 identities=[0 : i32] : tile<1x8xi32> -> tile<8xi32> 
    (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
      %20 = addi %reduce_lhs, %reduce_rhs : tile<i32> loc(#loc29)
      yield %20 : tile<i32> loc(#loc29)
    } loc(#loc29)
    %reduce_11 = reduce %reduce dim=0 identities=[0 : i32] : tile<8xi32> -> tile<i32> 
    (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
      %20 = addi %reduce_lhs, %reduce_rhs : tile<i32> loc(#loc29)
      yield %20 : tile<i32> loc(#loc29)
    } loc(#loc29)
    %6 = addi %iterArg0, %reduce_11 : tile<i32> loc(#loc30)
    %7 = join_tokens %iterArg2, %5 : token loc(#loc31)
    %8 = get_global @print_mutex : tile<ptr<i32>> loc(#loc31)
    %cst_0_i32_12 = constant <i32: 0> : tile<i32> loc(#loc31)
    %cst_1_i32_13 = constant <i32: 1> : tile<i32> loc(#loc31)
    loop {
      %result_15, %result_token_16 = atomic_cas_tko acq_rel device %8, %cst_1_i32_13, %cst_0_i32_12 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token loc(#loc31)
      %20 = cmpi equal %result_15, %cst_1_i32_13, unsigned : tile<i32> -> tile<i1> loc(#loc31)
      if %20 {
        break loc(#loc31)
      } else {
      } loc(#loc31)
    } loc(#loc31)
    %9 = print_tko "row %d tile %d acc %d\0A", %blockId_x, %loopIdx, %6 : tile<i32>, tile<i32>, tile<i32> -> token loc(#loc31)
    %10 = make_token : token loc(#loc31)
    %result, %result_token_14 = atomic_rmw_tko acq_rel device %8, xchg, %cst_1_i32_13 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token loc(#loc31)
    %11 = remi %loopIdx, %cst_2_i32 signed : tile<i32> loc(#loc25)
    %12 = cmpi less_than %11, %cst_0_i32_7, signed : tile<i32> -> tile<i1> loc(#loc25)
    %13 = xori %12, %false : tile<i1> loc(#loc25)
    %14 = cmpi not_equal %11, %cst_0_i32_7, signed : tile<i32> -> tile<i1> loc(#loc25)
    %15 = andi %13, %14 : tile<i1> loc(#loc25)
    %16 = addi %11, %cst_2_i32 : tile<i32> loc(#loc25)
    %17 = select %15, %16, %11 : tile<i1>, tile<i32> loc(#loc25)
    %18 = cmpi equal %17, %cst_1_i32_8, signed : tile<i32> -> tile<i1> loc(#loc25)
    %19:2 = if %18 -> (token, token) {
      %reduce_15 = reduce %tile dim=0 identities=[-2147483648 : i32] : tile<1x8xi32> -> tile<8xi32> 
      (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
        %24 = maxi %reduce_lhs, %reduce_rhs signed : tile<i32> loc(#loc33)
        yield %24 : tile<i32> loc(#loc33)
      } loc(#loc33)
      %reduce_16 = reduce %reduce_15 dim=0 identities=[-2147483648 : i32] : tile<8xi32> -> tile<i32> 
      (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
        %24 = maxi %reduce_lhs, %reduce_rhs signed : tile<i32> loc(#loc33)
        yield %24 : tile<i32> loc(#loc33)
      } loc(#loc33)
      %20 = join_tokens %10, %5 : token loc(#loc34)
      %21 = get_global @print_mutex : tile<ptr<i32>> loc(#loc34)
      %cst_0_i32_17 = constant <i32: 0> : tile<i32> loc(#loc34)
      %cst_1_i32_18 = constant <i32: 1> : tile<i32> loc(#loc34)
      loop {
        %result_21, %result_token_22 = atomic_cas_tko acq_rel device %21, %cst_1_i32_18, %cst_0_i32_17 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token loc(#loc34)
        %24 = cmpi equal %result_21, %cst_1_i32_18, unsigned : tile<i32> -> tile<i1> loc(#loc34)
        if %24 {
          break loc(#loc34)
        } else {
        } loc(#loc34)
      } loc(#loc34)
      %22 = print_tko "odd tile %d max %d\0A", %loopIdx, %reduce_16 : tile<i32>, tile<i32> -> token loc(#loc34)
      %23 = make_token : token loc(#loc34)
      %result_19, %result_token_20 = atomic_rmw_tko acq_rel device %21, xchg, %cst_1_i32_18 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token loc(#loc34)
      yield %23, %23 : token, token loc(#loc32)
    } else {
      yield %10, %10 : token, token loc(#loc32)
    } loc(#loc32)
    continue %6, %5, %19#0, %19#1 : tile<i32>, token, token, token loc(#loc27)
  } loc(#loc27)
  %reshape = reshape %for#0 : tile<i32> -> tile<1xi32> loc(#loc35)
  %pview_9 = make_partition_view %tview_5 : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>> loc(#loc36)
  %2 = join_tokens %0, %for#2 : token loc(#loc36)
  %3 = store_view_tko weak %reshape, %pview_9[%blockId_x] token = %2 : tile<1xi32>, partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc36)
  return loc(#loc)
} loc(#loc19)
#di_file = #cuda_tile.di_file<"printf_loop.py" in "xtask/python/kernels">
#loc = loc(unknown)
#loc1 = loc("xtask/python/kernels/printf_loop.py":10:0)
#loc2 = loc("xtask/python/kernels/printf_loop.py":11:10)
#loc3 = loc("xtask/python/kernels/printf_loop.py":12:10)
#loc4 = loc("xtask/python/kernels/printf_loop.py":13:19)
#loc5 = loc("xtask/python/kernels/printf_loop.py":13:13)
#loc6 = loc("xtask/python/kernels/printf_loop.py":17:15)
#loc7 = loc("xtask/python/kernels/printf_loop.py":17:11)
#loc8 = loc("xtask/python/kernels/printf_loop.py":17:20)
#loc9 = loc("xtask/python/kernels/printf_loop.py":13:4)
#loc10 = loc("xtask/python/kernels/printf_loop.py":14:12)
#loc11 = loc("xtask/python/kernels/printf_loop.py":15:15)
#loc12 = loc("xtask/python/kernels/printf_loop.py":15:8)
#loc13 = loc("xtask/python/kernels/printf_loop.py":16:8)
#loc14 = loc("xtask/python/kernels/printf_loop.py":17:8)
#loc15 = loc("xtask/python/kernels/printf_loop.py":18:49)
#loc16 = loc("xtask/python/kernels/printf_loop.py":18:12)
#loc17 = loc("xtask/python/kernels/printf_loop.py":19:37)
#loc18 = loc("xtask/python/kernels/printf_loop.py":19:4)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 9, name = "printf_loop", linkageName = "printf_loop_Kt2_A2i32_3l0_A1i32_1l0_I8", compileUnit = #di_compile_unit, scopeLine = 9>
#loc19 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc18 in #di_subprogram>
