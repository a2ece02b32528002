// A dim_map naming a dimension the tensor view does not have, in text.
cuda_tile.module @kernels {
  entry @k(%a: tile<ptr<f32>>) {
    %v = make_tensor_view %a, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %p = make_partition_view %v : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>, dim_map=[5]>
    return
  }
}
