entry @band_sum_Kt2_A2f32_3l0_A2f64_3l0_I16_I2(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f64>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>) optimization_hints=<sm_80 = {}> {
  %0 = make_token : token loc(#loc31)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc31)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc31)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc31)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc31)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc31)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc31)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc31)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc31)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc31)
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xf64, strides=[?,?]> loc(#loc31)
  %cst_2_i32 = constant <i32: 2> : tile<i32> loc(#loc31)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc32)
  %pview = make_partition_view %tview : partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc33)
  %1:2 = get_index_space_shape %pview : partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,?]>> -> tile<i32> loc(#loc33)
  %cst_0_f64 = constant <f64: 0.000000e+00> : tile<16x16xf64> loc(#loc34)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc35)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc35)
  %cst_2_i32_8 = constant <i32: 2> : tile<i32> loc(#loc36)
  %cst_0_i32_9 = constant <i32: 0> : tile<i32> loc(#loc37)
  %cst_1_i32_10 = constant <i32: 1> : tile<i32> loc(#loc37)
  %cst_0_i32_11 = constant <i32: 0> : tile<i32> loc(#loc38)
  %cst_0_i32_12 = constant <i32: 0> : tile<i32> loc(#loc39)
  %cst_0_i32_13 = constant <i32: 0> : tile<i32> loc(#loc40)
  %for = for %loopIdx in (%cst_0_i32 to %cst_2_i32, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_f64) -> (tile<16x16xf64>) {
    %3 = cmpi equal %loopIdx, %cst_0_i32_12, signed : tile<i32> -> tile<i1> loc(#loc42)
    %for_16 = for %loopIdx_17 in (%cst_0_i32_9 to %cst_2_i32_8, step %cst_1_i32_10) : tile<i32> iter_values(%iterArg0_18 = %iterArg0) -> (tile<16x16xf64>) {
      %4 = cmpi equal %loopIdx_17, %cst_0_i32_11, signed : tile<i32> -> tile<i1> loc(#loc44)
      %5 = if %4 -> (tile<i32>) {
        %11 = addi %blockId_x, %loopIdx : tile<i32> loc(#loc45)
        yield %11 : tile<i32> loc(#loc45)
      } else {
        %11 = subi %blockId_x, %loopIdx : tile<i32> loc(#loc46)
        yield %11 : tile<i32> loc(#loc45)
      } loc(#loc45)
      %6 = if %3 -> (tile<i1>) {
        %cst_1_i32_20 = constant <i32: 1> : tile<i32> loc(#loc47)
        %11 = cmpi equal %loopIdx_17, %cst_1_i32_20, signed : tile<i32> -> tile<i1> loc(#loc48)
        yield %11 : tile<i1> loc(#loc42)
      } else {
        yield %3 : tile<i1> loc(#loc42)
      } loc(#loc42)
      if %6 {
        continue %iterArg0_18 : tile<16x16xf64> loc(#loc50)
      } else {
      } loc(#loc49)
      %7 = cmpi less_than %5, %cst_0_i32_13, signed : tile<i32> -> tile<i1> loc(#loc51)
      %8 = if %7 -> (tile<i1>) {
        yield %7 : tile<i1> loc(#loc51)
      } else {
        %11 = cmpi greater_than_or_equal %5, %1#0, signed : tile<i32> -> tile<i1> loc(#loc52)
        %12 = if %11 -> (tile<i1>) {
          yield %11 : tile<i1> loc(#loc51)
        } else {
          %13 = cmpi equal %5, %blockId_x, signed : tile<i32> -> tile<i1> loc(#loc53)
          yield %13 : tile<i1> loc(#loc51)
        } loc(#loc51)
        yield %12 : tile<i1> loc(#loc51)
      } loc(#loc51)
      if %8 {
        continue %iterArg0_18 : tile<16x16xf64> loc(#loc55)
      } else {
      } loc(#loc54)
      %pview_19 = make_partition_view %tview : partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc56)
      %tile, %result_token = load_view_tko weak %pview_19[%blockId_x, %5] token = %0 : partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<16x16xf32>, token loc(#loc56)
      %9 = ftof %tile  : tile<16x16xf32> -> tile<16x16xf64> loc(#loc61)
      %10 = addf %iterArg0_18, %9  : tile<16x16xf64> loc(#loc58)
      continue %10 : tile<16x16xf64> loc(#loc43)
    } loc(#loc43)
    continue %for_16 : tile<16x16xf64> loc(#loc41)
  } loc(#loc41)
  %cst_0_i32_14 = constant <i32: 0> : tile<i32> loc(#loc59)
  %pview_15 = make_partition_view %tview_7 : partition_view<tile=(16x16), tensor_view<?x?xf64, strides=[?,?]>> loc(#loc60)
  %2 = store_view_tko weak %for, %pview_15[%blockId_x, %cst_0_i32_14] token = %0 : tile<16x16xf64>, partition_view<tile=(16x16), tensor_view<?x?xf64, strides=[?,?]>>, tile<i32> -> token loc(#loc60)
  return loc(#loc30)
} loc(#loc31)
#di_file = #cuda_tile.di_file<"band_sum.py" in "xtask/python/kernels">
#di_file1 = #cuda_tile.di_file<"_stub.py" in "cuda/tile">
#loc = loc("xtask/python/kernels/band_sum.py":11:0)
#loc1 = loc("xtask/python/kernels/band_sum.py":12:9)
#loc2 = loc("xtask/python/kernels/band_sum.py":13:8)
#loc3 = loc("xtask/python/kernels/band_sum.py":14:10)
#loc4 = loc("xtask/python/kernels/band_sum.py":15:13)
#loc5 = loc("xtask/python/kernels/band_sum.py":16:26)
#loc6 = loc("xtask/python/kernels/band_sum.py":16:20)
#loc7 = loc("xtask/python/kernels/band_sum.py":17:35)
#loc8 = loc("xtask/python/kernels/band_sum.py":18:20)
#loc9 = loc("xtask/python/kernels/band_sum.py":20:20)
#loc10 = loc("xtask/python/kernels/band_sum.py":15:4)
#loc11 = loc("xtask/python/kernels/band_sum.py":18:15)
#loc12 = loc("xtask/python/kernels/band_sum.py":16:8)
#loc13 = loc("xtask/python/kernels/band_sum.py":17:27)
#loc14 = loc("xtask/python/kernels/band_sum.py":17:17)
#loc15 = loc("xtask/python/kernels/band_sum.py":17:42)
#loc16 = loc("xtask/python/kernels/band_sum.py":18:34)
#loc17 = loc("xtask/python/kernels/band_sum.py":18:26)
#loc18 = loc("xtask/python/kernels/band_sum.py":18:12)
#loc19 = loc("xtask/python/kernels/band_sum.py":19:16)
#loc20 = loc("xtask/python/kernels/band_sum.py":20:15)
#loc21 = loc("xtask/python/kernels/band_sum.py":20:25)
#loc22 = loc("xtask/python/kernels/band_sum.py":20:36)
#loc23 = loc("xtask/python/kernels/band_sum.py":20:12)
#loc24 = loc("xtask/python/kernels/band_sum.py":21:16)
#loc25 = loc("xtask/python/kernels/band_sum.py":22:24)
#loc26 = loc("cuda/tile/_stub.py":678:15)
#loc27 = loc("xtask/python/kernels/band_sum.py":22:18)
#loc28 = loc("xtask/python/kernels/band_sum.py":23:29)
#loc29 = loc("xtask/python/kernels/band_sum.py":23:4)
#loc30 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_compile_unit1 = #cuda_tile.di_compile_unit<file = #di_file1>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 10, name = "band_sum", linkageName = "band_sum_Kt2_A2f32_3l0_A2f64_3l0_I16_I2", compileUnit = #di_compile_unit, scopeLine = 10>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s0", compileUnit = #di_compile_unit1, scopeLine = 676>
#loc31 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc37 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc38 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc39 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc40 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc41 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc42 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc43 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc44 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc45 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc46 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc47 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc48 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc49 = #cuda_tile.di_loc<#loc18 in #di_subprogram>
#loc50 = #cuda_tile.di_loc<#loc19 in #di_subprogram>
#loc51 = #cuda_tile.di_loc<#loc20 in #di_subprogram>
#loc52 = #cuda_tile.di_loc<#loc21 in #di_subprogram>
#loc53 = #cuda_tile.di_loc<#loc22 in #di_subprogram>
#loc54 = #cuda_tile.di_loc<#loc23 in #di_subprogram>
#loc55 = #cuda_tile.di_loc<#loc24 in #di_subprogram>
#loc56 = #cuda_tile.di_loc<#loc25 in #di_subprogram>
#loc57 = #cuda_tile.di_loc<#loc26 in #di_subprogram1>
#loc58 = #cuda_tile.di_loc<#loc27 in #di_subprogram>
#loc59 = #cuda_tile.di_loc<#loc28 in #di_subprogram>
#loc60 = #cuda_tile.di_loc<#loc29 in #di_subprogram>
#loc61 = loc(callsite(#loc57 at #loc56))
