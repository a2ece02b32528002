entry @argmin_cols_Kt2_A2f16_3l0_A1i32_1l0_A2i32_3l0_I32_I16(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<i32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<i32>>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>) optimization_hints=<sm_90 = {}> {
  %0 = make_token : token loc(#loc12)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc12)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc12)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc12)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc12)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]> loc(#loc12)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc12)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc12)
  %tview_5 = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc12)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc12)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc12)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc12)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc12)
  %tview_10 = make_tensor_view %arg8, shape = [%assume_6, %assume_7], strides = [%assume_8, %assume_9] : tile<i32> -> tensor_view<?x?xi32, strides=[?,?]> loc(#loc12)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc13)
  %cst_0_i32_11 = constant <i32: 0> : tile<i32> loc(#loc14)
  %pview = make_partition_view %tview : partition_view<tile=(32x16), tensor_view<?x?xf16, strides=[?,?]>> loc(#loc15)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_11] token = %0 : partition_view<tile=(32x16), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> tile<32x16xf16>, token loc(#loc15)
  %cst_0_i32_12 = constant <i32: 0> : tile<i32> loc(#loc16)
  %1 = iota : tile<32xi32> loc(#loc17)
  %reshape = reshape %1 : tile<32xi32> -> tile<32x1xi32> loc(#loc17)
  %bcast = broadcast %reshape : tile<32x1xi32> -> tile<32x16xi32> loc(#loc17)
  %reduce:2 = reduce %tile, %bcast dim=0 identities=[0x7C00 : f16, 0 : i32] : tile<32x16xf16>, tile<32x16xi32> -> tile<16xf16>, tile<16xi32> 
  (%reduce_lhs0: tile<f16>, %reduce_rhs0: tile<f16>, %reduce_lhs1: tile<i32>, %reduce_rhs1: tile<i32>) {
    %5 = cmpf less_than ordered %reduce_lhs0, %reduce_rhs0 : tile<f16> -> tile<i1> loc(#loc17)
    %6 = cmpf equal ordered %reduce_lhs0, %reduce_rhs0 : tile<f16> -> tile<i1> loc(#loc17)
    %7 = cmpf not_equal unordered %reduce_lhs0, %reduce_lhs0 : tile<f16> -> tile<i1> loc(#loc17)
    %8 = cmpf not_equal unordered %reduce_rhs0, %reduce_rhs0 : tile<f16> -> tile<i1> loc(#loc17)
    %9 = cmpf equal ordered %reduce_lhs0, %reduce_lhs0 : tile<f16> -> tile<i1> loc(#loc17)
    %10 = andi %9, %8 : tile<i1> loc(#loc17)
    %11 = ori %5, %10 : tile<i1> loc(#loc17)
    %12 = andi %7, %8 : tile<i1> loc(#loc17)
    %13 = ori %6, %12 : tile<i1> loc(#loc17)
    %14 = cmpi less_than %reduce_lhs1, %reduce_rhs1, signed : tile<i32> -> tile<i1> loc(#loc17)
    %15 = andi %13, %14 : tile<i1> loc(#loc17)
    %16 = ori %11, %15 : tile<i1> loc(#loc17)
    %17 = select %16, %reduce_lhs0, %reduce_rhs0 : tile<i1>, tile<f16> loc(#loc17)
    %18 = select %16, %reduce_lhs1, %reduce_rhs1 : tile<i1>, tile<i32> loc(#loc17)
    yield %17, %18 : tile<f16>, tile<i32> loc(#loc17)
  } loc(#loc17)
  %pview_13 = make_partition_view %tview_5 : partition_view<tile=(16), tensor_view<?xi32, strides=[?]>> loc(#loc18)
  %2 = store_view_tko weak %reduce#1, %pview_13[%cst_0_i32_12] token = %0 : tile<16xi32>, partition_view<tile=(16), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc18)
  %cst_0_i32_14 = constant <i32: 0> : tile<i32> loc(#loc19)
  %cst_0_i32_15 = constant <i32: 0> : tile<i32> loc(#loc20)
  %3 = iota : tile<16xi32> loc(#loc21)
  %reshape_16 = reshape %3 : tile<16xi32> -> tile<1x16xi32> loc(#loc21)
  %bcast_17 = broadcast %reshape_16 : tile<1x16xi32> -> tile<32x16xi32> loc(#loc21)
  %reduce_18:2 = reduce %tile, %bcast_17 dim=1 identities=[0xFC00 : f16, 0 : i32] : tile<32x16xf16>, tile<32x16xi32> -> tile<32xf16>, tile<32xi32> 
  (%reduce_lhs0: tile<f16>, %reduce_rhs0: tile<f16>, %reduce_lhs1: tile<i32>, %reduce_rhs1: tile<i32>) {
    %5 = cmpf greater_than ordered %reduce_lhs0, %reduce_rhs0 : tile<f16> -> tile<i1> loc(#loc21)
    %6 = cmpf equal ordered %reduce_lhs0, %reduce_rhs0 : tile<f16> -> tile<i1> loc(#loc21)
    %7 = cmpf not_equal unordered %reduce_lhs0, %reduce_lhs0 : tile<f16> -> tile<i1> loc(#loc21)
    %8 = cmpf not_equal unordered %reduce_rhs0, %reduce_rhs0 : tile<f16> -> tile<i1> loc(#loc21)
    %9 = cmpf equal ordered %reduce_lhs0, %reduce_lhs0 : tile<f16> -> tile<i1> loc(#loc21)
    %10 = andi %9, %8 : tile<i1> loc(#loc21)
    %11 = ori %5, %10 : tile<i1> loc(#loc21)
    %12 = andi %7, %8 : tile<i1> loc(#loc21)
    %13 = ori %6, %12 : tile<i1> loc(#loc21)
    %14 = cmpi less_than %reduce_lhs1, %reduce_rhs1, signed : tile<i32> -> tile<i1> loc(#loc21)
    %15 = andi %13, %14 : tile<i1> loc(#loc21)
    %16 = ori %11, %15 : tile<i1> loc(#loc21)
    %17 = select %16, %reduce_lhs0, %reduce_rhs0 : tile<i1>, tile<f16> loc(#loc21)
    %18 = select %16, %reduce_lhs1, %reduce_rhs1 : tile<i1>, tile<i32> loc(#loc21)
    yield %17, %18 : tile<f16>, tile<i32> loc(#loc21)
  } loc(#loc21)
  %reshape_19 = reshape %reduce_18#1 : tile<32xi32> -> tile<32x1xi32> loc(#loc21)
  %pview_20 = make_partition_view %tview_10 : partition_view<tile=(32x1), tensor_view<?x?xi32, strides=[?,?]>> loc(#loc22)
  %4 = store_view_tko weak %reshape_19, %pview_20[%cst_0_i32_14, %cst_0_i32_15] token = %0 : tile<32x1xi32>, partition_view<tile=(32x1), tensor_view<?x?xi32, strides=[?,?]>>, tile<i32> -> token loc(#loc22)
  return loc(#loc11)
} loc(#loc12)
#di_file = #cuda_tile.di_file<"argmin_cols.py" in "xtask/python/kernels">
#loc = loc("xtask/python/kernels/argmin_cols.py":10:0)
#loc1 = loc("xtask/python/kernels/argmin_cols.py":11:26)
#loc2 = loc("xtask/python/kernels/argmin_cols.py":11:29)
#loc3 = loc("xtask/python/kernels/argmin_cols.py":11:8)
#loc4 = loc("xtask/python/kernels/argmin_cols.py":12:24)
#loc5 = loc("xtask/python/kernels/argmin_cols.py":12:34)
#loc6 = loc("xtask/python/kernels/argmin_cols.py":12:4)
#loc7 = loc("xtask/python/kernels/argmin_cols.py":13:24)
#loc8 = loc("xtask/python/kernels/argmin_cols.py":13:27)
#loc9 = loc("xtask/python/kernels/argmin_cols.py":13:36)
#loc10 = loc("xtask/python/kernels/argmin_cols.py":13:4)
#loc11 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 9, name = "argmin_cols", linkageName = "argmin_cols_Kt2_A2f16_3l0_A1i32_1l0_A2i32_3l0_I32_I16", compileUnit = #di_compile_unit, scopeLine = 9>
#loc12 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
