// Types at the edges of their rules read and verify cleanly.
%0 = "t.use"() : () -> !cuda_tile.tile<4096x4096xi8>
%1 = "t.use"() : () -> !cuda_tile.tile<f8E5M2>
%2 = "t.use"() : () -> !cuda_tile.tile<2x!cuda_tile.ptr<bf16>>
%3 = "t.use"() : () -> !cuda_tile.tensor_view<?x16x?xtf32, strides=[?,1,?]>
%4 = "t.use"() : () -> !cuda_tile.tensor_view<i1>
%5 = "t.use"() : () -> !cuda_tile.tensor_view<9223372036854775807xf64, strides=[1]>
%6 = "t.use"() : () -> !cuda_tile.partition_view<tile=(8x2), padding_value = neg_inf, tensor_view<?x?xf16, strides=[?,1]>, dim_map=[1, 0]>
%7 = "t.use"() : () -> !cuda_tile.partition_view<tile=(1), padding_value = zero, tensor_view<5xi32, strides=[1]>>

// -----

cuda_tile.module @m {
  // Types inside op syntax may leave the dialect prefix out.
  cuda_tile.testing$func @f(%a: tile<2x2xf32>, %v: tensor_view<4x4xf32, strides=[4,1]>) {
    %b = cuda_tile.negf %a : tile<2x2xf32>
    %s:2 = cuda_tile.get_tensor_shape %v : tensor_view<4x4xf32, strides=[4,1]> -> tile<i32>
    %p = cuda_tile.make_partition_view %v : partition_view<tile=(2x2), tensor_view<4x4xf32, strides=[4,1]>>
  }
}
