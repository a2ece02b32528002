// The index space of a strided view (13.3): get_index_space_shape takes any
// tile view, as NVIDIA's tileiras compiles it and tileirdisasm prints it.
cuda_tile.module @m {
  entry @k(%a: tile<ptr<f32>>) {
    %tv = make_tensor_view %a, shape = [10, 7], strides = [7, 1] : tensor_view<10x7xf32, strides=[7,1]>
    %sv = make_strided_view %tv : strided_view<tile=(4x2), traversal_strides=[3,5], tensor_view<10x7xf32, strides=[7,1]>>
    %e:2 = get_index_space_shape %sv : strided_view<tile=(4x2), traversal_strides=[3,5], tensor_view<10x7xf32, strides=[7,1]>> -> tile<i32>
    return
  }
}
