// Atomic ops that verify: each read-modify-write mode with the element types
// it supports, compare-and-swap on 32- and 64-bit elements, masks.
cuda_tile.module @m {
  cuda_tile.testing$func @atomics(%pi: !cuda_tile.tile<2x!cuda_tile.ptr<i64>>, %i: !cuda_tile.tile<2xi64>,
                                  %ph: !cuda_tile.tile<2x!cuda_tile.ptr<f16>>, %h: !cuda_tile.tile<2xf16>,
                                  %pf: !cuda_tile.tile<2x!cuda_tile.ptr<f32>>, %f: !cuda_tile.tile<2xf32>,
                                  %pd: !cuda_tile.tile<2x!cuda_tile.ptr<f64>>, %d: !cuda_tile.tile<2xf64>,
                                  %m: !cuda_tile.tile<2xi1>) {
    %r0, %t0 = atomic_rmw_tko relaxed device %pi, umin, %i : tile<2xptr<i64>>, tile<2xi64> -> tile<2xi64>, token
    %r1, %t1 = atomic_rmw_tko acq_rel sys %pi, xchg, %i, %m token = %t0 : tile<2xptr<i64>>, tile<2xi64>, tile<2xi1> -> tile<2xi64>, token
    %r2, %t2 = atomic_rmw_tko release tl_blk %ph, addf, %h : tile<2xptr<f16>>, tile<2xf16> -> tile<2xf16>, token
    %r3, %t3 = atomic_rmw_tko acquire device %pf, xchg, %f : tile<2xptr<f32>>, tile<2xf32> -> tile<2xf32>, token
    %r4, %t4 = atomic_rmw_tko relaxed device %pd, addf, %d : tile<2xptr<f64>>, tile<2xf64> -> tile<2xf64>, token
    %r5, %t5 = atomic_cas_tko relaxed device %pd, %d, %d, %m : tile<2xptr<f64>>, tile<2xf64>, tile<2xi1> -> tile<2xf64>, token
    %r6, %t6 = atomic_cas_tko acq_rel sys %pi, %i, %i token = %t5 : tile<2xptr<i64>>, tile<2xi64> -> tile<2xi64>, token
    %r7, %t7 = atomic_cas_tko release tl_blk %pf, %f, %f : tile<2xptr<f32>>, tile<2xf32> -> tile<2xf32>, token
  }
}
