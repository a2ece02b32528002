// The entry's `num_worker_warps_per_cta` hints set its CTA's threads, 32 a
// warp, within the backend's 4 or 8 warps: 8 on sm_80 (256 threads), 16
// asked on sm_90 and sm_90a and 8 given, 1 asked on sm_75 and 4 given (128
// threads). The kernel computes the same at every size: out = a b (a 16x32
// f16 product into f32, its 16x8 result half a CTA's worth of elements at
// 256 threads) and rows, each row's sum of a b.
cuda_tile.module @hints {
  entry @k(%a: tile<ptr<f16>>, %b: tile<ptr<f16>>, %out: tile<ptr<f32>>, %rows: tile<ptr<f32>>) optimization_hints=<sm_75 = {num_worker_warps_per_cta = 1}, sm_80 = {num_worker_warps_per_cta = 8}, sm_90 = {num_worker_warps_per_cta = 16}> {
    %ai = iota : tile<512xi32>
    %a1 = reshape %a : tile<ptr<f16>> -> tile<1xptr<f16>>
    %ab = broadcast %a1 : tile<1xptr<f16>> -> tile<512xptr<f16>>
    %ap = offset %ab, %ai : tile<512xptr<f16>>, tile<512xi32> -> tile<512xptr<f16>>
    %av, %at = load_ptr_tko weak %ap : tile<512xptr<f16>> -> tile<512xf16>, token
    %am = reshape %av : tile<512xf16> -> tile<16x32xf16>
    %bi = iota : tile<256xi32>
    %b1 = reshape %b : tile<ptr<f16>> -> tile<1xptr<f16>>
    %bb = broadcast %b1 : tile<1xptr<f16>> -> tile<256xptr<f16>>
    %bp = offset %bb, %bi : tile<256xptr<f16>>, tile<256xi32> -> tile<256xptr<f16>>
    %bv, %bt = load_ptr_tko weak %bp : tile<256xptr<f16>> -> tile<256xf16>, token
    %bm = reshape %bv : tile<256xf16> -> tile<32x8xf16>
    %zero = constant <f32: 0.0> : tile<16x8xf32>
    %p = mmaf %am, %bm, %zero : tile<16x32xf16>, tile<32x8xf16>, tile<16x8xf32>
    %s = reduce %p dim=1 identities=[0.000000e+00 : f32] : tile<16x8xf32> -> tile<16xf32>
    (%e: tile<f32>, %acc: tile<f32>) {
      %sum = addf %e, %acc : tile<f32>
      yield %sum : tile<f32>
    }
    %oi = iota : tile<128xi32>
    %o1 = reshape %out : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ob = broadcast %o1 : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %op = offset %ob, %oi : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
    %pv = reshape %p : tile<16x8xf32> -> tile<128xf32>
    %ot = store_ptr_tko weak %op, %pv : tile<128xptr<f32>>, tile<128xf32> -> token
    %ri = iota : tile<16xi32>
    %r1 = reshape %rows : tile<ptr<f32>> -> tile<1xptr<f32>>
    %rb = broadcast %r1 : tile<1xptr<f32>> -> tile<16xptr<f32>>
    %rp = offset %rb, %ri : tile<16xptr<f32>>, tile<16xi32> -> tile<16xptr<f32>>
    %rt = store_ptr_tko weak %rp, %s : tile<16xptr<f32>>, tile<16xf32> -> token
    return
  }
}
