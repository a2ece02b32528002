global  @print_mutex <i32: 1> : tile<1xi32> loc(#loc)
entry @printf_blocks_Kt2_A1f32_1l0_I32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>) optimization_hints=<sm_90 = {}> {
  %0 = make_token : token loc(#loc12)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc12)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc12)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc12)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc13)
  %pview = make_partition_view %tview : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>> loc(#loc14)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<32xf32>, token loc(#loc14)
  %1 = join_tokens %0, %result_token : token loc(#loc14)
  %reduce = reduce %tile dim=0 identities=[0.000000e+00 : f32] : tile<32xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %12 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc15)
    yield %12 : tile<f32> loc(#loc15)
  } loc(#loc15)
  %reduce_1 = reduce %tile dim=0 identities=[0xFF800000 : f32] : tile<32xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %12 = maxf %reduce_lhs, %reduce_rhs : tile<f32> loc(#loc16)
    yield %12 : tile<f32> loc(#loc16)
  } loc(#loc16)
  %2 = join_tokens %0, %1 : token loc(#loc17)
  %3 = get_global @print_mutex : tile<ptr<i32>> loc(#loc17)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc17)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc17)
  loop {
    %result_8, %result_token_9 = atomic_cas_tko acq_rel device %3, %cst_1_i32, %cst_0_i32 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token loc(#loc17)
    %12 = cmpi equal %result_8, %cst_1_i32, unsigned : tile<i32> -> tile<i1> loc(#loc17)
    if %12 {
      break loc(#loc17)
    } else {
    } loc(#loc17)
  } loc(#loc17)
  %4 = print_tko "block %d: sum=%.3f max=%8.2e\0A", %blockId_x, %reduce, %reduce_1 : tile<i32>, tile<f32>, tile<f32> -> token loc(#loc17)
  %5 = make_token : token loc(#loc17)
  %result, %result_token_2 = atomic_rmw_tko acq_rel device %3, xchg, %cst_1_i32 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token loc(#loc17)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32> loc(#loc18)
  %reshape = reshape %cst_0_f32 : tile<f32> -> tile<1xf32> loc(#loc18)
  %bcast = broadcast %reshape : tile<1xf32> -> tile<32xf32> loc(#loc18)
  %6 = cmpf greater_than ordered %tile, %bcast : tile<32xf32> -> tile<32xi1> loc(#loc18)
  %7 = exti %6 unsigned : tile<32xi1> -> tile<32xi32> loc(#loc23)
  %reduce_3 = reduce %7 dim=0 identities=[0 : i32] : tile<32xi32> -> tile<i32> 
  (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
    %12 = addi %reduce_lhs, %reduce_rhs : tile<i32> loc(#loc21)
    yield %12 : tile<i32> loc(#loc21)
  } loc(#loc21)
  %8 = join_tokens %5, %1 : token loc(#loc22)
  %9 = get_global @print_mutex : tile<ptr<i32>> loc(#loc22)
  %cst_0_i32_4 = constant <i32: 0> : tile<i32> loc(#loc22)
  %cst_1_i32_5 = constant <i32: 1> : tile<i32> loc(#loc22)
  loop {
    %result_8, %result_token_9 = atomic_cas_tko acq_rel device %9, %cst_1_i32_5, %cst_0_i32_4 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token loc(#loc22)
    %12 = cmpi equal %result_8, %cst_1_i32_5, unsigned : tile<i32> -> tile<i1> loc(#loc22)
    if %12 {
      break loc(#loc22)
    } else {
    } loc(#loc22)
  } loc(#loc22)
  %10 = print_tko "block %d positives %d\0A", %blockId_x, %reduce_3 : tile<i32>, tile<i32> -> token loc(#loc22)
  %11 = make_token : token loc(#loc22)
  %result_6, %result_token_7 = atomic_rmw_tko acq_rel device %9, xchg, %cst_1_i32_5 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token loc(#loc22)
  return loc(#loc)
} loc(#loc12)
#di_file = #cuda_tile.di_file<"printf_blocks.py" in "xtask/python/kernels">
#di_file1 = #cuda_tile.di_file<"_stub.py" in "cuda/tile">
#loc = loc(unknown)
#loc1 = loc("xtask/python/kernels/printf_blocks.py":10:0)
#loc2 = loc("xtask/python/kernels/printf_blocks.py":11:10)
#loc3 = loc("xtask/python/kernels/printf_blocks.py":12:8)
#loc4 = loc("xtask/python/kernels/printf_blocks.py":13:12)
#loc5 = loc("xtask/python/kernels/printf_blocks.py":14:14)
#loc6 = loc("xtask/python/kernels/printf_blocks.py":15:4)
#loc7 = loc("xtask/python/kernels/printf_blocks.py":16:20)
#loc8 = loc("cuda/tile/_stub.py":678:15)
#loc9 = loc("xtask/python/kernels/printf_blocks.py":16:19)
#loc10 = loc("xtask/python/kernels/printf_blocks.py":16:12)
#loc11 = loc("xtask/python/kernels/printf_blocks.py":17:4)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_compile_unit1 = #cuda_tile.di_compile_unit<file = #di_file1>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 9, name = "printf_blocks", linkageName = "printf_blocks_Kt2_A1f32_1l0_I32", compileUnit = #di_compile_unit, scopeLine = 9>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s0", compileUnit = #di_compile_unit1, scopeLine = 676>
#loc12 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc8 in #di_subprogram1>
#loc20 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc23 = loc(callsite(#loc19 at #loc20))
