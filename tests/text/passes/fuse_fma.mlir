// flags: --pass-pipeline=builtin.module(cuda_tile.module(cuda_tile.entry(fuse-fma)))
// Products used once, by an addition or a subtraction that rounds and
// flushes as they do, fuse into fma; the addition's product may be on
// either side. What must not fuse is left as it was.

cuda_tile.module @kernels {
  entry @fuses(%x: tile<ptr<f32>>) {
    %a = constant <f32: [1.5, 2.0]> : tile<2xf32>
    %b = constant <f32: [3.0, -1.0]> : tile<2xf32>
    %c = constant <f32: [0.25, 8.0]> : tile<2xf32>
    // c + a * b: the product moves to the left, then fuses.
    %p = mulf %a, %b rounding<zero> : tile<2xf32>
    %s = addf %c, %p rounding<zero> : tile<2xf32>
    // (a * b) - c: fma(a, b, -c), flush_to_zero kept.
    %q = mulf %a, %b flush_to_zero : tile<2xf32>
    %d = subf %q, %c flush_to_zero : tile<2xf32>
    // A chain: (a * b + c) * a + b.
    %r = mulf %s, %a : tile<2xf32>
    %t = addf %r, %d : tile<2xf32>
    %x1 = reshape %x : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ptrs = broadcast %x1 : tile<1xptr<f32>> -> tile<2xptr<f32>>
    %i = iota : tile<2xi32>
    %pp = offset %ptrs, %i : tile<2xptr<f32>>, tile<2xi32> -> tile<2xptr<f32>>
    %tok = store_ptr_tko weak %pp, %t : tile<2xptr<f32>>, tile<2xf32> -> token
    return
  }
  entry @keeps(%x: tile<ptr<f32>>) {
    %a = constant <f32: [1.5, 2.0]> : tile<2xf32>
    %b = constant <f32: [3.0, -1.0]> : tile<2xf32>
    // Rounded differently.
    %p = mulf %a, %b rounding<zero> : tile<2xf32>
    %s = addf %p, %b : tile<2xf32>
    // Flushed differently.
    %q = mulf %a, %b flush_to_zero : tile<2xf32>
    %d = subf %q, %s : tile<2xf32>
    // A product used twice.
    %m = mulf %a, %a : tile<2xf32>
    %e = addf %m, %d : tile<2xf32>
    %f = addf %m, %e : tile<2xf32>
    // c - a * b: only a product on the left of a subtraction fuses.
    %n = mulf %b, %b : tile<2xf32>
    %g = subf %f, %n : tile<2xf32>
    %x1 = reshape %x : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ptrs = broadcast %x1 : tile<1xptr<f32>> -> tile<2xptr<f32>>
    %i = iota : tile<2xi32>
    %pp = offset %ptrs, %i : tile<2xptr<f32>>, tile<2xi32> -> tile<2xptr<f32>>
    %tok = store_ptr_tko weak %pp, %g : tile<2xptr<f32>>, tile<2xf32> -> token
    return
  }
}
