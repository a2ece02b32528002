// What 13.2 and 13.3 added, printed back in the form the 13.3 tools print.
cuda_tile.module @added {
  cuda_tile.global private constant @table alignment = 16 <i32: [1, 2, 3, 4]> : !cuda_tile.tile<4xi32>
  global @open <f32: [0.5, 1.5]> : tile<2xf32>
  cuda_tile.entry @views(%base: !cuda_tile.tile<!cuda_tile.ptr<f32>>) {
    %tv = make_tensor_view %base, shape = [64, 64], strides = [64, 1] : tensor_view<64x64xf32, strides=[64,1]>
    %sv = make_strided_view %tv : strided_view<tile=(8x8), traversal_strides=[16,16], tensor_view<64x64xf32, strides=[64,1]>>
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(8x8), tensor_view<64x64xf32, strides=[64,1]>, sparse_dim=0>
    %c0 = constant <i32: 0> : tile<i32>
    %rows = iota : tile<8xi32>
    %x, %t0 = load_view_tko weak %sv[%c0, %c0] : strided_view<tile=(8x8), traversal_strides=[16,16], tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> tile<8x8xf32>, token
    %g, %t1 = load_view_tko weak %gv[%rows, %c0] : gather_scatter_view<tile=(8x8), tensor_view<64x64xf32, strides=[64,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> tile<8x8xf32>, token
    %t2 = atomic_red_view_tko relaxed device %sv[%c0, %c0], addf, %x : tile<8x8xf32>, strided_view<tile=(8x8), traversal_strides=[16,16], tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> token
    return
  }
  entry @math() {
    %x = constant <f32: [1.0, -2.0]> : tile<2xf32>
    %a = atan2 %x, %x : tile<2xf32>
    %e = exp %x rounding<approx> : tile<2xf32>
    %h = tanh %x rounding<approx> : tile<2xf32>
    %i = constant <i32: [3, -3]> : tile<2xi32>
    %n = negi %i overflow<no_signed_wrap> : tile<2xi32>
    %q = trunci %i : tile<2xi32> -> tile<2xi4>
    %w = exti %q signed : tile<2xi4> -> tile<2xi32>
    %f = constant <f16: [1.0, 2.0, 3.0, 4.0]> : tile<4xf16>
    %b = pack %f : tile<4xf16> -> tile<8xi8>
    %u = unpack %b : tile<8xi8> -> tile<4xf16>
    %p = alloca num_elem = 64, alignment = 16 : tile<ptr<f32>>
    %s = constant <f4E2M1FN: [1.0, 6.0]> : tile<2xf4E2M1FN>
    %lo = constant <i32: 0> : tile<i32>
    %hi = constant <i32: 4> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    for unsigned %k in (%lo to %hi, step %one) : tile<i32> {
      %t0 = print_tko "%d\n", %k : tile<i32> -> token
      %t1 = print_tko "after\n" token=%t0 -> token
    }
    return
  }
  entry @mma() {
    %a = constant <f8E4M3FN: 1.0> : tile<16x64xf8E4M3FN>
    %b = constant <f8E4M3FN: 2.0> : tile<64x16xf8E4M3FN>
    %c = constant <f32: 0.0> : tile<16x16xf32>
    %sa = constant <f8E8M0FNU: 1.0> : tile<16x2xf8E8M0FNU>
    %sb = constant <f8E8M0FNU: 4.0> : tile<2x16xf8E8M0FNU>
    %0 = mmaf %a, %b, %c fast_acc : tile<16x64xf8E4M3FN>, tile<64x16xf8E4M3FN>, tile<16x16xf32>
    %1 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<16x64xf8E4M3FN>, tile<64x16xf8E4M3FN>, tile<16x16xf32>, tile<16x2xf8E8M0FNU>, tile<2x16xf8E8M0FNU>
    return
  }
}
