entry @scan_custom_Kt2_A2f32_3l0_A2i32_3l0_A2f32_3l0_A2i32_3l0_I128(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<i32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f32>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<i32>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>) optimization_hints=<sm_80 = {}> {
  %0 = make_token : token loc(#loc15)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc15)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc15)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc15)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc15)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc15)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc15)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc15)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc15)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc15)
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xi32, strides=[?,?]> loc(#loc15)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc15)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc15)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc15)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc15)
  %tview_12 = make_tensor_view %arg10, shape = [%assume_8, %assume_9], strides = [%assume_10, %assume_11] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc15)
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc15)
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc15)
  %assume_15 = assume bounded<0, ?>, %arg18 : tile<i32> loc(#loc15)
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32> loc(#loc15)
  %tview_17 = make_tensor_view %arg15, shape = [%assume_13, %assume_14], strides = [%assume_15, %assume_16] : tile<i32> -> tensor_view<?x?xi32, strides=[?,?]> loc(#loc15)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc16)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc17)
  %pview = make_partition_view %tview : partition_view<tile=(1x128), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc18)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(1x128), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<1x128xf32>, token loc(#loc18)
  %cst_0_i32_18 = constant <i32: 0> : tile<i32> loc(#loc19)
  %1 = scan %tile dim=1 reverse=false identities=[0xFF800000 : f32] : tile<1x128xf32> -> tile<1x128xf32> 
  (%arg20: tile<f32>, %arg21: tile<f32>) {
    %5 = maxf %arg20, %arg21 : tile<f32> loc(#loc29)
    yield %5 : tile<f32> loc(#loc20)
  } loc(#loc20)
  %pview_19 = make_partition_view %tview_12 : partition_view<tile=(1x128), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc22)
  %2 = store_view_tko weak %1, %pview_19[%blockId_x, %cst_0_i32_18] token = %0 : tile<1x128xf32>, partition_view<tile=(1x128), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token loc(#loc22)
  %cst_0_i32_20 = constant <i32: 0> : tile<i32> loc(#loc23)
  %pview_21 = make_partition_view %tview_7 : partition_view<tile=(1x128), tensor_view<?x?xi32, strides=[?,?]>> loc(#loc24)
  %tile_22, %result_token_23 = load_view_tko weak %pview_21[%blockId_x, %cst_0_i32_20] token = %0 : partition_view<tile=(1x128), tensor_view<?x?xi32, strides=[?,?]>>, tile<i32> -> tile<1x128xi32>, token loc(#loc24)
  %cst_0_i32_24 = constant <i32: 0> : tile<i32> loc(#loc25)
  %3 = scan %tile_22 dim=1 reverse=true identities=[0 : i32] : tile<1x128xi32> -> tile<1x128xi32> 
  (%arg20: tile<i32>, %arg21: tile<i32>) {
    %5 = xori %arg20, %arg21 : tile<i32> loc(#loc30)
    yield %5 : tile<i32> loc(#loc26)
  } loc(#loc26)
  %pview_25 = make_partition_view %tview_17 : partition_view<tile=(1x128), tensor_view<?x?xi32, strides=[?,?]>> loc(#loc28)
  %4 = store_view_tko weak %3, %pview_25[%blockId_x, %cst_0_i32_24] token = %0 : tile<1x128xi32>, partition_view<tile=(1x128), tensor_view<?x?xi32, strides=[?,?]>>, tile<i32> -> token loc(#loc28)
  return loc(#loc14)
} loc(#loc15)
#di_file = #cuda_tile.di_file<"scan_custom.py" in "xtask/python/kernels">
#loc = loc("xtask/python/kernels/scan_custom.py":18:0)
#loc1 = loc("xtask/python/kernels/scan_custom.py":19:10)
#loc2 = loc("xtask/python/kernels/scan_custom.py":20:31)
#loc3 = loc("xtask/python/kernels/scan_custom.py":20:8)
#loc4 = loc("xtask/python/kernels/scan_custom.py":21:34)
#loc5 = loc("xtask/python/kernels/scan_custom.py":21:43)
#loc6 = loc("xtask/python/kernels/scan_custom.py":10:11)
#loc7 = loc("xtask/python/kernels/scan_custom.py":21:4)
#loc8 = loc("xtask/python/kernels/scan_custom.py":22:32)
#loc9 = loc("xtask/python/kernels/scan_custom.py":22:9)
#loc10 = loc("xtask/python/kernels/scan_custom.py":23:34)
#loc11 = loc("xtask/python/kernels/scan_custom.py":23:43)
#loc12 = loc("xtask/python/kernels/scan_custom.py":14:11)
#loc13 = loc("xtask/python/kernels/scan_custom.py":23:4)
#loc14 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 17, name = "scan_custom", linkageName = "scan_custom_Kt2_A2f32_3l0_A2i32_3l0_A2f32_3l0_A2i32_3l0_I128", compileUnit = #di_compile_unit, scopeLine = 17>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file, line = 9, name = "larger", linkageName = "larger@scan_custom:9:1_s0", compileUnit = #di_compile_unit, scopeLine = 9>
#di_subprogram2 = #cuda_tile.di_subprogram<file = #di_file, line = 13, name = "xor", linkageName = "xor@scan_custom:13:1_s1", compileUnit = #di_compile_unit, scopeLine = 13>
#loc15 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc6 in #di_subprogram1>
#loc22 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc12 in #di_subprogram2>
#loc28 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc29 = loc(callsite(#loc21 at #loc20))
#loc30 = loc(callsite(#loc27 at #loc26))
