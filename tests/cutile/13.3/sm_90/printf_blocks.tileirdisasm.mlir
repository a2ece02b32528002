entry @printf_blocks_Kt2_A1f32_1l0_I32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>) optimization_hints=<default = {}> {
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
    %8 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %8 : tile<f32>
  }
  %reduce_1 = reduce %tile dim=0 identities=[0xFF800000 : f32] : tile<32xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %8 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
    yield %8 : tile<f32>
  }
  %2 = join_tokens %0, %1 : token
  %3 = print_tko "block %d: sum=%.3f max=%8.2e\0A", %blockId_x, %reduce, %reduce_1 token=%2 : tile<i32>, tile<f32>, tile<f32> -> token
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32>
  %reshape = reshape %cst_0_f32 : tile<f32> -> tile<1xf32>
  %bcast = broadcast %reshape : tile<1xf32> -> tile<32xf32>
  %4 = cmpf greater_than ordered %tile, %bcast : tile<32xf32> -> tile<32xi1>
  %5 = exti %4 unsigned : tile<32xi1> -> tile<32xi32>
  %reduce_2 = reduce %5 dim=0 identities=[0 : i32] : tile<32xi32> -> tile<i32> 
  (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
    %8 = addi %reduce_lhs, %reduce_rhs : tile<i32>
    yield %8 : tile<i32>
  }
  %6 = join_tokens %3, %1 : token
  %7 = print_tko "block %d positives %d\0A", %blockId_x, %reduce_2 token=%6 : tile<i32>, tile<i32> -> token
  return
}
