global  @print_mutex <i32: 1> : tile<1xi32>
entry @printf_blocks_Kt2_A1f32_1l0_I32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>) optimization_hints=<sm_80 = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<32xf32>, token
  %1 = join_tokens %0, %result_token : token
  %reduce = reduce %tile dim=0 identities=[0.000000e+00 : f32] : tile<32xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %12 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %12 : tile<f32>
  }
  %reduce_1 = reduce %tile dim=0 identities=[0xFF800000 : f32] : tile<32xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %12 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
    yield %12 : tile<f32>
  }
  %2 = join_tokens %0, %1 : token
  %3 = get_global @print_mutex : tile<ptr<i32>>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  loop {
    %result_8, %result_token_9 = atomic_cas_tko acq_rel device %3, %cst_1_i32, %cst_0_i32 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %12 = cmpi equal %result_8, %cst_1_i32, unsigned : tile<i32> -> tile<i1>
    if %12 {
      break
    } else {
    }
  }
  %4 = print_tko "block %d: sum=%.3f max=%8.2e\0A", %blockId_x, %reduce, %reduce_1 : tile<i32>, tile<f32>, tile<f32> -> token
  %5 = make_token : token
  %result, %result_token_2 = atomic_rmw_tko acq_rel device %3, xchg, %cst_1_i32 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32>
  %reshape = reshape %cst_0_f32 : tile<f32> -> tile<1xf32>
  %bcast = broadcast %reshape : tile<1xf32> -> tile<32xf32>
  %6 = cmpf greater_than ordered %tile, %bcast : tile<32xf32> -> tile<32xi1>
  %7 = exti %6 unsigned : tile<32xi1> -> tile<32xi32>
  %reduce_3 = reduce %7 dim=0 identities=[0 : i32] : tile<32xi32> -> tile<i32> 
  (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
    %12 = addi %reduce_lhs, %reduce_rhs : tile<i32>
    yield %12 : tile<i32>
  }
  %8 = join_tokens %5, %1 : token
  %9 = get_global @print_mutex : tile<ptr<i32>>
  %cst_0_i32_4 = constant <i32: 0> : tile<i32>
  %cst_1_i32_5 = constant <i32: 1> : tile<i32>
  loop {
    %result_8, %result_token_9 = atomic_cas_tko acq_rel device %9, %cst_1_i32_5, %cst_0_i32_4 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %12 = cmpi equal %result_8, %cst_1_i32_5, unsigned : tile<i32> -> tile<i1>
    if %12 {
      break
    } else {
    }
  }
  %10 = print_tko "block %d positives %d\0A", %blockId_x, %reduce_3 : tile<i32>, tile<i32> -> token
  %11 = make_token : token
  %result_6, %result_token_7 = atomic_rmw_tko acq_rel device %9, xchg, %cst_1_i32_5 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
  return
}
