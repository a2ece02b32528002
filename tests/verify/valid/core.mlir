// Shape ops, globals and reductions that verify.
cuda_tile.module @m {
  global @g <i8: [1, 2, 3, 4]> : tile<4xi8>
  entry @k() {
    %a = constant <f32: 1.0> : tile<1x8xf32>
    %b = broadcast %a : tile<1x8xf32> -> tile<4x8xf32>
    %c = cat %b, %b dim = 1 : tile<4x8xf32>, tile<4x8xf32> -> tile<4x16xf32>
    %d = permute %c [1, 0] : tile<4x16xf32> -> tile<16x4xf32>
    %e = reshape %d : tile<16x4xf32> -> tile<64xf32>
    %i = constant <i32: 1> : tile<i32>
    %f = extract %c[%i, %i] : tile<4x16xf32> -> tile<2x8xf32>
    %g = iota : tile<256xi8>
    %p = get_global @g : tile<ptr<i8>>
    %r = reduce %c dim=1 identities=[0.000000e+0 : f32] : tile<4x16xf32> -> tile<4xf32>
    (%x : tile<f32>, %y : tile<f32>) {
      %s = addf %x, %y rounding<nearest_even> : tile<f32>
      yield %s : tile<f32>
    }
    %h = constant <f16: 1.0> : tile<8xf16>
    %q = reduce %h dim=0 identities=[0.000000e+0 : bf16] : tile<8xf16> -> tile<f16>
    (%x : tile<f16>, %y : tile<f16>) {
      yield %x : tile<f16>
    }
    %t = scan %g dim=0 reverse=false identities=[0 : i8] : tile<256xi8> -> tile<256xi8>
    (%x : tile<i8>, %y : tile<i8>) {
      %s = addi %x, %y : tile<i8>
      yield %s : tile<i8>
    }
    return
  }
}
