// View ops that verify: tensor views with static and dynamic sizes and
// strides, partition views, shape queries, loads and stores through views
// with every ordering they accept and the hints they allow.
cuda_tile.module @m {
  cuda_tile.testing$func @views(%p: !cuda_tile.tile<!cuda_tile.ptr<bf16>>, %n: !cuda_tile.tile<i64>, %s: !cuda_tile.tile<i32>) {
    %a = make_tensor_view %p, shape = [], strides = [] : tensor_view<bf16>
    %b = make_tensor_view %p, shape = [16, 8], strides = [8, 1] : tensor_view<16x8xbf16, strides=[8,1]>
    %c = make_tensor_view %p, shape = [%n, %n], strides = [%n, 1] : tile<i64> -> tensor_view<?x?xbf16, strides=[?,1]>
    %d = make_tensor_view %p, shape = [%s, 4], strides = [%s, 1] : tile<i32> -> tensor_view<?x4xbf16, strides=[?,1]>
    %e:2 = get_tensor_shape %c : tensor_view<?x?xbf16, strides=[?,1]> -> tile<i64>
    %f = make_partition_view %c : partition_view<tile=(4x2), tensor_view<?x?xbf16, strides=[?,1]>>
    %g = make_partition_view %b : partition_view<tile=(2x8), tensor_view<16x8xbf16, strides=[8,1]>, dim_map=[1, 0]>
    %h:2 = get_index_space_shape %f : partition_view<tile=(4x2), tensor_view<?x?xbf16, strides=[?,1]>> -> tile<i32>
    %i = constant <i32: 0> : tile<i32>
    %t0, %k0 = load_view_tko weak %f[%i, %i] optimization_hints = <sm_100 = {allow_tma = false, latency = 10}> : partition_view<tile=(4x2), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<4x2xbf16>, token
    %t1, %k1 = load_view_tko relaxed tl_blk %f[%i, %i] token = %k0 : partition_view<tile=(4x2), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<4x2xbf16>, token
    %t2, %k2 = load_view_tko acquire sys %f[%i, %i] : partition_view<tile=(4x2), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<4x2xbf16>, token
    %k3 = store_view_tko weak %t0, %f[%i, %i] optimization_hints = <sm_80 = {latency = 1}, sm_121 = {allow_tma = true}> : tile<4x2xbf16>, partition_view<tile=(4x2), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    %k4 = store_view_tko relaxed device %t1, %f[%i, %i] : tile<4x2xbf16>, partition_view<tile=(4x2), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    %k5 = store_view_tko release sys %t2, %f[%i, %i] token = %k4 : tile<4x2xbf16>, partition_view<tile=(4x2), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
  }
}
