// The entry's occupancy hints become `.minnctapersm` for the target named
// (sm_90 also for sm_90a), clamped to the CTAs of 128 threads a
// multiprocessor holds (sm_75: 8, sm_120: 12), and nothing elsewhere; the
// kernel computes the same on every architecture: out = 2 x.
cuda_tile.module @hints {
  entry @k(%x: tile<ptr<f32>>, %out: tile<ptr<f32>>) optimization_hints=<sm_75 = {occupancy = 32}, sm_80 = {occupancy = 2}, sm_90 = {occupancy = 16}, sm_120 = {occupancy = 32}> {
    %i = iota : tile<128xi32>
    %x1 = reshape %x : tile<ptr<f32>> -> tile<1xptr<f32>>
    %xb = broadcast %x1 : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %xp = offset %xb, %i : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
    %v, %t = load_ptr_tko weak %xp : tile<128xptr<f32>> -> tile<128xf32>, token
    %two = constant <f32: 2.0> : tile<128xf32>
    %r = mulf %v, %two : tile<128xf32>
    %o1 = reshape %out : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ob = broadcast %o1 : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %op = offset %ob, %i : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
    %s = store_ptr_tko weak %op, %r : tile<128xptr<f32>>, tile<128xf32> -> token
    return
  }
}
