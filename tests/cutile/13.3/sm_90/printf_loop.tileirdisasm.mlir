entry @printf_loop_Kt2_A2i32_3l0_A1i32_1l0_I8(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<i32>>, %arg6: tile<i32>, %arg7: tile<i32>) optimization_hints=<default = {}> {
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
  %pview_7 = make_partition_view %tview : partition_view<tile=(1x8), tensor_view<?x?xi32, strides=[?,?]>>
  %cst_2_i32 = constant <i32: 2> : tile<i32>
  %cst_0_i32_8 = constant <i32: 0> : tile<i32>
  %false = constant <i1: false> : tile<i1>
  %cst_1_i32_9 = constant <i32: 1> : tile<i32>
  %for:4 = for %loopIdx in (%cst_0_i32_6 to %1#1, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_i32, %iterArg1 = %0, %iterArg2 = %0, %iterArg3 = %0) -> (tile<i32>, token, token, token) {
    %4 = join_tokens %0, %iterArg3 : token
    %tile, %result_token = load_view_tko weak %pview_7[%blockId_x, %loopIdx] token = %4 : partition_view<tile=(1x8), tensor_view<?x?xi32, strides=[?,?]>>, tile<i32> -> tile<1x8xi32>, token
    %5 = join_tokens %iterArg1, %result_token : token
    %reduce = reduce %tile dim=0 identities=[0 : i32] : tile<1x8xi32> -> tile<8xi32> 
    (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
      %18 = addi %reduce_lhs, %reduce_rhs : tile<i32>
      yield %18 : tile<i32>
    }
    %reduce_11 = reduce %reduce dim=0 identities=[0 : i32] : tile<8xi32> -> tile<i32> 
    (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
      %18 = addi %reduce_lhs, %reduce_rhs : tile<i32>
      yield %18 : tile<i32>
    }
    %6 = addi %iterArg0, %reduce_11 : tile<i32>
    %7 = join_tokens %iterArg2, %5 : token
    %8 = print_tko "row %d tile %d acc %d\0A", %blockId_x, %loopIdx, %6 token=%7 : tile<i32>, tile<i32>, tile<i32> -> token
    %9 = remi %loopIdx, %cst_2_i32 signed : tile<i32>
    %10 = cmpi less_than %9, %cst_0_i32_8, signed : tile<i32> -> tile<i1>
    %11 = xori %10, %false : tile<i1>
    %12 = cmpi not_equal %9, %cst_0_i32_8, signed : tile<i32> -> tile<i1>
    %13 = andi %11, %12 : tile<i1>
    %14 = addi %9, %cst_2_i32 : tile<i32>
    %15 = select %13, %14, %9 : tile<i1>, tile<i32>
    %16 = cmpi equal %15, %cst_1_i32_9, signed : tile<i32> -> tile<i1>
    %17:2 = if %16 -> (token, token) {
      %reduce_12 = reduce %tile dim=0 identities=[-2147483648 : i32] : tile<1x8xi32> -> tile<8xi32> 
      (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
        %20 = maxi %reduce_lhs, %reduce_rhs signed : tile<i32>
        yield %20 : tile<i32>
      }
      %reduce_13 = reduce %reduce_12 dim=0 identities=[-2147483648 : i32] : tile<8xi32> -> tile<i32> 
      (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
        %20 = maxi %reduce_lhs, %reduce_rhs signed : tile<i32>
        yield %20 : tile<i32>
      }
      %18 = join_tokens %8, %5 : token
      %19 = print_tko "odd tile %d max %d\0A", %loopIdx, %reduce_13 token=%18 : tile<i32>, tile<i32> -> token
      yield %19, %19 : token, token
    } else {
      yield %8, %8 : token, token
    }
    continue %6, %5, %17#0, %17#1 : tile<i32>, token, token, token
  }
  %reshape = reshape %for#0 : tile<i32> -> tile<1xi32>
  %pview_10 = make_partition_view %tview_5 : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>
  %2 = join_tokens %0, %for#2 : token
  %3 = store_view_tko weak %reshape, %pview_10[%blockId_x] token = %2 : tile<1xi32>, partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  return
}
