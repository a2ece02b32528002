// 13.4's pointer attribute: `ptr<f32, <none>>`, and the tensor views made from
// such pointers carry it (`#cuda_tile.ptr_attr<none>`); make_tensor_view then
// shows its base's type. As tileirdisasm 13.5 prints them.
cuda_tile.module @pointers {
  entry @attributed(%a: tile<ptr<f32, <none>>>, %n: tile<i32>, %b: !cuda_tile.tile<!cuda_tile.ptr<i8, <none>>>) {
    %static = make_tensor_view %a, shape = [128], strides = [1] : tile<ptr<f32, <none>>> -> tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<none>>
    %dynamic = make_tensor_view %a, shape = [%n, 4], strides = [4, 1] : tile<ptr<f32, <none>>>, tile<i32> -> tensor_view<?x4xf32, strides=[4,1], #cuda_tile.ptr_attr<none>>
    %scalar = make_tensor_view %b, shape = [], strides = [] : tile<ptr<i8, <none>>> -> tensor_view<i8, #cuda_tile.ptr_attr<none>>
    %pv = make_partition_view %static : partition_view<tile=(128), tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<none>>>
    %c0 = constant <i32: 0> : tile<i32>
    %x, %t = load_view_tko weak %pv[%c0] : partition_view<tile=(128), tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<none>>>, tile<i32> -> tile<128xf32>, token
    %i = iota : tile<128xi32>
    %p = reshape %a : tile<ptr<f32, <none>>> -> tile<1xptr<f32, <none>>>
    %ps = broadcast %p : tile<1xptr<f32, <none>>> -> tile<128xptr<f32, <none>>>
    %q = offset %ps, %i : tile<128xptr<f32, <none>>>, tile<128xi32> -> tile<128xptr<f32, <none>>>
    %done = store_ptr_tko weak %q, %x : tile<128xptr<f32, <none>>>, tile<128xf32> -> token
    return
  }
  entry @plain(%a: tile<ptr<f32>>) {
    %tv = make_tensor_view %a, shape = [8], strides = [1] : tensor_view<8xf32, strides=[1]>
    return
  }
}
