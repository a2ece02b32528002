entry @newton_sqrt_Kt2_A1f64_1l0_A1f64_1l0_A1i32_1l0_I64(%arg0: tile<ptr<f64>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f64>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i32>>, %arg7: tile<i32>, %arg8: tile<i32>) optimization_hints=<sm_80 = {}> {
  %0 = make_token : token loc(#loc21)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc21)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc21)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf64, strides=[?]> loc(#loc21)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc21)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc21)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf64, strides=[?]> loc(#loc21)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc21)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc21)
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc21)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc22)
  %pview = make_partition_view %tview : partition_view<tile=(64), padding_value = zero, tensor_view<?xf64, strides=[?]>> loc(#loc23)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(64), padding_value = zero, tensor_view<?xf64, strides=[?]>>, tile<i32> -> tile<64xf64>, token loc(#loc23)
  %cst_1_f64 = constant <f64: 1.000000e+00> : tile<f64> loc(#loc23)
  %reshape = reshape %cst_1_f64 : tile<f64> -> tile<1xf64> loc(#loc23)
  %bcast = broadcast %reshape : tile<1xf64> -> tile<64xf64> loc(#loc23)
  %1 = addf %tile, %bcast  : tile<64xf64> loc(#loc23)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc24)
  %cst_100_i32 = constant <i32: 100> : tile<i32> loc(#loc25)
  %cst_f64 = constant <f64: 5.000000e-01> : tile<f64> loc(#loc26)
  %reshape_7 = reshape %cst_f64 : tile<f64> -> tile<1xf64> loc(#loc26)
  %bcast_8 = broadcast %reshape_7 : tile<1xf64> -> tile<64xf64> loc(#loc26)
  %cst_0_f64 = constant <f64: 0.000000e+00> : tile<f64> loc(#loc27)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc28)
  %2:2 = loop iter_values(%arg9 = %cst_0_i32, %arg10 = %1) : tile<i32>, tile<64xf64> -> tile<i32>, tile<64xf64> {
    %5 = cmpi less_than %arg9, %cst_100_i32, signed : tile<i32> -> tile<i1> loc(#loc30)
    if %5 {
    } else {
      break %arg9, %arg10 : tile<i32>, tile<64xf64> loc(#loc29)
    } loc(#loc29)
    %6 = divf %1, %arg10  : tile<64xf64> loc(#loc31)
    %7 = addf %arg10, %6  : tile<64xf64> loc(#loc32)
    %8 = mulf %bcast_8, %7  : tile<64xf64> loc(#loc26)
    %9 = subf %8, %arg10  : tile<64xf64> loc(#loc33)
    %10 = absf %9 : tile<64xf64> loc(#loc34)
    %reduce = reduce %10 dim=0 identities=[0.000000e+00] : tile<64xf64> -> tile<f64> 
    (%reduce_lhs: tile<f64>, %reduce_rhs: tile<f64>) {
      %13 = addf %reduce_lhs, %reduce_rhs  : tile<f64> loc(#loc27)
      yield %13 : tile<f64> loc(#loc27)
    } loc(#loc27)
    %11 = cmpf equal ordered %reduce, %cst_0_f64 : tile<f64> -> tile<i1> loc(#loc27)
    %12 = addi %arg9, %cst_1_i32 : tile<i32> loc(#loc35)
    if %11 {
      break %12, %8 : tile<i32>, tile<64xf64> loc(#loc37)
    } else {
    } loc(#loc36)
    continue %12, %8 : tile<i32>, tile<64xf64> loc(#loc29)
  } loc(#loc29)
  %pview_9 = make_partition_view %tview_3 : partition_view<tile=(64), tensor_view<?xf64, strides=[?]>> loc(#loc38)
  %3 = store_view_tko weak %2#1, %pview_9[%blockId_x] token = %0 : tile<64xf64>, partition_view<tile=(64), tensor_view<?xf64, strides=[?]>>, tile<i32> -> token loc(#loc38)
  %reshape_10 = reshape %2#0 : tile<i32> -> tile<1xi32> loc(#loc39)
  %pview_11 = make_partition_view %tview_6 : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>> loc(#loc40)
  %4 = store_view_tko weak %reshape_10, %pview_11[%blockId_x] token = %0 : tile<1xi32>, partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc40)
  return loc(#loc20)
} loc(#loc21)
#di_file = #cuda_tile.di_file<"newton_sqrt.py" in "xtask/python/kernels">
#loc = loc("xtask/python/kernels/newton_sqrt.py":12:0)
#loc1 = loc("xtask/python/kernels/newton_sqrt.py":13:10)
#loc2 = loc("xtask/python/kernels/newton_sqrt.py":14:8)
#loc3 = loc("xtask/python/kernels/newton_sqrt.py":16:8)
#loc4 = loc("xtask/python/kernels/newton_sqrt.py":17:14)
#loc5 = loc("xtask/python/kernels/newton_sqrt.py":18:14)
#loc6 = loc("xtask/python/kernels/newton_sqrt.py":19:15)
#loc7 = loc("xtask/python/kernels/newton_sqrt.py":21:13)
#loc8 = loc("xtask/python/kernels/newton_sqrt.py":17:4)
#loc9 = loc("xtask/python/kernels/newton_sqrt.py":17:10)
#loc10 = loc("xtask/python/kernels/newton_sqrt.py":18:25)
#loc11 = loc("xtask/python/kernels/newton_sqrt.py":18:21)
#loc12 = loc("xtask/python/kernels/newton_sqrt.py":19:29)
#loc13 = loc("xtask/python/kernels/newton_sqrt.py":19:22)
#loc14 = loc("xtask/python/kernels/newton_sqrt.py":21:8)
#loc15 = loc("xtask/python/kernels/newton_sqrt.py":22:8)
#loc16 = loc("xtask/python/kernels/newton_sqrt.py":23:12)
#loc17 = loc("xtask/python/kernels/newton_sqrt.py":24:4)
#loc18 = loc("xtask/python/kernels/newton_sqrt.py":25:39)
#loc19 = loc("xtask/python/kernels/newton_sqrt.py":25:4)
#loc20 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 11, name = "newton_sqrt", linkageName = "newton_sqrt_Kt2_A1f64_1l0_A1f64_1l0_A1i32_1l0_I64", compileUnit = #di_compile_unit, scopeLine = 11>
#loc21 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc37 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc38 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc39 = #cuda_tile.di_loc<#loc18 in #di_subprogram>
#loc40 = #cuda_tile.di_loc<#loc19 in #di_subprogram>
