global  @print_mutex <i32: 1> : tile<1xi32>
entry @printf_loop_Kt2_A2i32_3l0_A1i32_1l0_I8(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<i32>>, %arg6: tile<i32>, %arg7: tile<i32>) optimization_hints=<sm_80 = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xi32, strides=[?,?]>
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %tview_5 = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x8), tensor_view<?x?xi32, strides=[?,?]>>
  %1:2 = get_index_space_shape %pview : partition_view<tile=(1x8), tensor_view<?x?xi32, strides=[?,?]>> -> tile<i32>
  %cst_0_i32_6 = constant <i32: 0> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_2_i32 = constant <i32: 2> : tile<i32>
  %cst_0_i32_7 = constant <i32: 0> : tile<i32>
  %false = constant <i1: false> : tile<i1>
  %cst_1_i32_8 = constant <i32: 1> : tile<i32>
  %for:4 = for %loopIdx in (%cst_0_i32_6 to %1#1, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_i32, %iterArg1 = %0, %iterArg2 = %0, %iterArg3 = %0) -> (tile<i32>, token, token, token) {
    %4 = join_tokens %0, %iterArg3 : token
    %pview_10 = make_partition_view %tview : partition_view<tile=(1x8), tensor_view<?x?xi32, strides=[?,?]>>
    %tile, %result_token = load_view_tko weak %pview_10[%blockId_x, %loopIdx] token = %4 : partition_view<tile=(1x8), tensor_view<?x?xi32, strides=[?,?]>>, tile<i32> -> tile<1x8xi32>, token
    %5 = join_tokens %iterArg1, %result_token : token
    %reduce = reduce %tile dim=0 identities=[0 : i32] : tile<1x8xi32> -> tile<8xi32> 
    (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
      %20 = addi %reduce_lhs, %reduce_rhs : tile<i32>
      yield %20 : tile<i32>
    }
    %reduce_11 = reduce %reduce dim=0 identities=[0 : i32] : tile<8xi32> -> tile<i32> 
    (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
      %20 = addi %reduce_lhs, %reduce_rhs : tile<i32>
      yield %20 : tile<i32>
    }
    %6 = addi %iterArg0, %reduce_11 : tile<i32>
    %7 = join_tokens %iterArg2, %5 : token
    %8 = get_global @print_mutex : tile<ptr<i32>>
    %cst_0_i32_12 = constant <i32: 0> : tile<i32>
    %cst_1_i32_13 = constant <i32: 1> : tile<i32>
    loop {
      %result_15, %result_token_16 = atomic_cas_tko acq_rel device %8, %cst_1_i32_13, %cst_0_i32_12 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
      %20 = cmpi equal %result_15, %cst_1_i32_13, unsigned : tile<i32> -> tile<i1>
      if %20 {
        break
      } else {
      }
    }
    %9 = print_tko "row %d tile %d acc %d\0A", %blockId_x, %loopIdx, %6 : tile<i32>, tile<i32>, tile<i32> -> token
    %10 = make_token : token
    %result, %result_token_14 = atomic_rmw_tko acq_rel device %8, xchg, %cst_1_i32_13 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %11 = remi %loopIdx, %cst_2_i32 signed : tile<i32>
    %12 = cmpi less_than %11, %cst_0_i32_7, signed : tile<i32> -> tile<i1>
    %13 = xori %12, %false : tile<i1>
    %14 = cmpi not_equal %11, %cst_0_i32_7, signed : tile<i32> -> tile<i1>
    %15 = andi %13, %14 : tile<i1>
    %16 = addi %11, %cst_2_i32 : tile<i32>
    %17 = select %15, %16, %11 : tile<i1>, tile<i32>
    %18 = cmpi equal %17, %cst_1_i32_8, signed : tile<i32> -> tile<i1>
    %19:2 = if %18 -> (token, token) {
      %reduce_15 = reduce %tile dim=0 identities=[-2147483648 : i32] : tile<1x8xi32> -> tile<8xi32> 
      (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
        %24 = maxi %reduce_lhs, %reduce_rhs signed : tile<i32>
        yield %24 : tile<i32>
      }
      %reduce_16 = reduce %reduce_15 dim=0 identities=[-2147483648 : i32] : tile<8xi32> -> tile<i32> 
      (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
        %24 = maxi %reduce_lhs, %reduce_rhs signed : tile<i32>
        yield %24 : tile<i32>
      }
      %20 = join_tokens %10, %5 : token
      %21 = get_global @print_mutex : tile<ptr<i32>>
      %cst_0_i32_17 = constant <i32: 0> : tile<i32>
      %cst_1_i32_18 = constant <i32: 1> : tile<i32>
      loop {
        %result_21, %result_token_22 = atomic_cas_tko acq_rel device %21, %cst_1_i32_18, %cst_0_i32_17 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
        %24 = cmpi equal %result_21, %cst_1_i32_18, unsigned : tile<i32> -> tile<i1>
        if %24 {
          break
        } else {
        }
      }
      %22 = print_tko "odd tile %d max %d\0A", %loopIdx, %reduce_16 : tile<i32>, tile<i32> -> token
      %23 = make_token : token
      %result_19, %result_token_20 = atomic_rmw_tko acq_rel device %21, xchg, %cst_1_i32_18 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
      yield %23, %23 : token, token
    } else {
      yield %10, %10 : token, token
    }
    continue %6, %5, %19#0, %19#1 : tile<i32>, token, token, token
  }
  %reshape = reshape %for#0 : tile<i32> -> tile<1xi32>
  %pview_9 = make_partition_view %tview_5 : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>
  %2 = join_tokens %0, %for#2 : token
  %3 = store_view_tko weak %reshape, %pview_9[%blockId_x] token = %2 : tile<1xi32>, partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  return
}
