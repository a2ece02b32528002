entry @bit_mix_Kt2_A1u32_1l0_A1u32_1l0_Su32_I128(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %cst_5_i32 = constant <i32: 5> : tile<128xi32>
  %cst_27_i32 = constant <i32: 27> : tile<128xi32>
  %cst_-1640531535_i32 = constant <i32: -1640531535> : tile<128xi32>
  %cst_7_i32 = constant <i32: 7> : tile<128xi32>
  %cst_65535_i32 = constant <i32: 65535> : tile<128xi32>
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(128), padding_value = zero, tensor_view<?xi32, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<128xi32>, token
  %reshape = reshape %arg6 : tile<i32> -> tile<1xi32>
  %bcast = broadcast %reshape : tile<1xi32> -> tile<128xi32>
  %1 = xori %tile, %bcast : tile<128xi32>
  %2 = shli %1, %cst_5_i32 : tile<128xi32>
  %3 = shri %1, %cst_27_i32 unsigned : tile<128xi32>
  %4 = ori %2, %3 : tile<128xi32>
  %5 = muli %4, %cst_-1640531535_i32 : tile<128xi32>
  %6 = remi %tile, %cst_7_i32 unsigned : tile<128xi32>
  %cst_0_i32 = constant <i32: 0> : tile<128xi32>
  %7 = cmpi less_than %6, %cst_0_i32, unsigned : tile<128xi32> -> tile<128xi1>
  %8 = cmpi less_than %cst_7_i32, %cst_0_i32, unsigned : tile<128xi32> -> tile<128xi1>
  %9 = xori %7, %8 : tile<128xi1>
  %10 = cmpi not_equal %6, %cst_0_i32, unsigned : tile<128xi32> -> tile<128xi1>
  %11 = andi %9, %10 : tile<128xi1>
  %12 = addi %6, %cst_7_i32 : tile<128xi32>
  %13 = select %11, %12, %6 : tile<128xi1>, tile<128xi32>
  %14 = addi %5, %13 : tile<128xi32>
  %15 = cmpi greater_than %14, %tile, unsigned : tile<128xi32> -> tile<128xi1>
  %16 = andi %14, %cst_65535_i32 : tile<128xi32>
  %cst_-1_i32 = constant <i32: -1> : tile<128xi32>
  %17 = xori %14, %cst_-1_i32 : tile<128xi32>
  %18 = select %15, %16, %17 : tile<128xi1>, tile<128xi32>
  %pview_4 = make_partition_view %tview_3 : partition_view<tile=(128), tensor_view<?xi32, strides=[?]>>
  %19 = store_view_tko weak %18, %pview_4[%blockId_x] token = %0 : tile<128xi32>, partition_view<tile=(128), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  return
}
