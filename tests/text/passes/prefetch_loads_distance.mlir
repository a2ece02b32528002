// flags: --pass-pipeline=builtin.module(cuda_tile.module(cuda_tile.entry(prefetch-loads{distance=2})))
// Two iterations ahead: the first two tiles of each load before the loop,
// stage by stage (A's first, B's first, A's second, B's second), the
// second's index a step past the lower bound; each iteration loads the tile
// two steps on and passes the carried tiles down by one.

cuda_tile.module @prefetch_distance {
  entry @two_ahead(%a: tile<ptr<f16>>, %b: tile<ptr<f16>>, %k: tile<i32>) {
    %tok = make_token : token
    %c0 = constant <i32: 0> : tile<i32>
    %c3 = constant <i32: 3> : tile<i32>
    %a_tv = make_tensor_view %a, shape = [16, %k], strides = [%k, 1] : tile<i32> -> tensor_view<16x?xf16, strides=[?,1]>
    %b_tv = make_tensor_view %b, shape = [%k, 8], strides = [8, 1] : tile<i32> -> tensor_view<?x8xf16, strides=[8,1]>
    %b_pv = make_partition_view %b_tv : partition_view<tile=(16x8), tensor_view<?x8xf16, strides=[8,1]>>
    %zero = constant <f32: 0.000000e+00> : tile<16x8xf32>
    %acc = for %i in (%c0 to %k, step %c3) : tile<i32> iter_values(%sum = %zero) -> (tile<16x8xf32>) {
      %a_pv = make_partition_view %a_tv : partition_view<tile=(16x16), padding_value = zero, tensor_view<16x?xf16, strides=[?,1]>>
      %ta, %ta_tok = load_view_tko weak %a_pv[%c0, %i] token = %tok : partition_view<tile=(16x16), padding_value = zero, tensor_view<16x?xf16, strides=[?,1]>>, tile<i32> -> tile<16x16xf16>, token
      %tb, %tb_tok = load_view_tko weak %b_pv[%i, %c0] token = %tok : partition_view<tile=(16x8), tensor_view<?x8xf16, strides=[8,1]>>, tile<i32> -> tile<16x8xf16>, token
      %next = mmaf %ta, %tb, %sum : tile<16x16xf16>, tile<16x8xf16>, tile<16x8xf32>
      continue %next : tile<16x8xf32>
    }
    return
  }
}
