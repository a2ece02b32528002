// Tensor and partition views with dynamic shapes, token-ordered loads and
// stores, pointer loads with masks, atomics, globals.
cuda_tile.module @k {
  global @table alignment = 64 <i32: [1, 2, 3, 4]> : tile<4xi32>
  entry @views(%base: tile<ptr<f32>>, %rows: tile<i64>, %stride: tile<i64>) optimization_hints=<sm_90 = {num_cta_in_cga = 2, occupancy = 4}> {
    %tv = make_tensor_view %base, shape = [%rows, 64], strides = [%stride, 1] : tile<i64> -> tensor_view<?x64xf32, strides=[?,1]>
    %pv = make_partition_view %tv : partition_view<tile=(16x64), padding_value = nan, tensor_view<?x64xf32, strides=[?,1]>>
    %dims:2 = get_tensor_shape %tv : tensor_view<?x64xf32, strides=[?,1]> -> tile<i64>
    %grid:2 = get_index_space_shape %pv : partition_view<tile=(16x64), padding_value = nan, tensor_view<?x64xf32, strides=[?,1]>> -> tile<i64>
    %i = constant <i32: 0> : tile<i32>
    %tok = make_token : token
    %tile, %t1 = load_view_tko weak %pv[%i, %i] token = %tok : partition_view<tile=(16x64), padding_value = nan, tensor_view<?x64xf32, strides=[?,1]>>, tile<i32> -> tile<16x64xf32>, token
    %t2 = store_view_tko relaxed device %tile, %pv[%i, %i] token = %t1 optimization_hints = <sm_90 = {latency = 3}> : tile<16x64xf32>, partition_view<tile=(16x64), padding_value = nan, tensor_view<?x64xf32, strides=[?,1]>>, tile<i32> -> token
    %g = get_global @table : tile<ptr<i32>>
    %gs = reshape %g : tile<ptr<i32>> -> tile<1xptr<i32>>
    %ptrs = broadcast %gs : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %offs = iota : tile<4xi32>
    %at = offset %ptrs, %offs : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %mask = constant <i1: true> : tile<4xi1>
    %pad = constant <i32: 0> : tile<4xi32>
    %vals, %t3 = load_ptr_tko acquire sys %at, %mask, %pad token=%t2 : tile<4xptr<i32>>, tile<4xi1>, tile<4xi32> -> tile<4xi32>, token
    %t4 = store_ptr_tko release tl_blk %at, %vals, %mask token=%t3 : tile<4xptr<i32>>, tile<4xi32>, tile<4xi1> -> token
    %old, %t5 = atomic_rmw_tko relaxed device %at, add, %vals token=%t4 : tile<4xptr<i32>>, tile<4xi32> -> tile<4xi32>, token
    %seen, %t6 = atomic_cas_tko acq_rel sys %at, %old, %vals, %mask : tile<4xptr<i32>>, tile<4xi32>, tile<4xi1> -> tile<4xi32>, token
    %all = join_tokens %t5, %t6 : token
    return
  }
}
