// Float ops that verify: every IEEE rounding, the f32-only modifiers on f32,
// and each element-type pairing mmaf supports, 2-d and batched.
cuda_tile.module @m {
  cuda_tile.entry @k() {
    %a = cuda_tile.constant <f32: 1.0> : !cuda_tile.tile<8xf32>
    %h = cuda_tile.constant <f16: 1.0> : !cuda_tile.tile<8xf16>
    %0 = cuda_tile.addf %a, %a rounding<zero> flush_to_zero : !cuda_tile.tile<8xf32>
    %1 = cuda_tile.subf %h, %h rounding<negative_inf> : !cuda_tile.tile<8xf16>
    %2 = cuda_tile.mulf %a, %a rounding<positive_inf> flush_to_zero : !cuda_tile.tile<8xf32>
    %3 = cuda_tile.fma %h, %h, %h : !cuda_tile.tile<8xf16>
    %4 = cuda_tile.divf %a, %a rounding<approx> flush_to_zero : !cuda_tile.tile<8xf32>
    %5 = cuda_tile.divf %a, %a rounding<full> : !cuda_tile.tile<8xf32>
    %6 = cuda_tile.divf %h, %h rounding<zero> : !cuda_tile.tile<8xf16>
    %7 = cuda_tile.sqrt %a rounding<approx> flush_to_zero : !cuda_tile.tile<8xf32>
    %8 = cuda_tile.sqrt %h : !cuda_tile.tile<8xf16>
    %9 = cuda_tile.exp2 %a flush_to_zero : !cuda_tile.tile<8xf32>
    %10 = cuda_tile.rsqrt %a flush_to_zero : !cuda_tile.tile<8xf32>
    %11 = cuda_tile.maxf %a, %a flush_to_zero : !cuda_tile.tile<8xf32>
    %12 = cuda_tile.minf %h, %h : !cuda_tile.tile<8xf16>
    %13 = "cuda_tile.addf"(%a, %a) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<8xf32>, !cuda_tile.tile<8xf32>) -> !cuda_tile.tile<8xf32>
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.entry @k() {
    %e4 = cuda_tile.constant <f8E4M3FN: 1.0> : !cuda_tile.tile<4x8xf8E4M3FN>
    %e4r = cuda_tile.constant <f8E4M3FN: 1.0> : !cuda_tile.tile<8x2xf8E4M3FN>
    %e5 = cuda_tile.constant <f8E5M2: 1.0> : !cuda_tile.tile<4x8xf8E5M2>
    %e5r = cuda_tile.constant <f8E5M2: 1.0> : !cuda_tile.tile<8x2xf8E5M2>
    %h = cuda_tile.constant <f16: 1.0> : !cuda_tile.tile<4x8xf16>
    %hr = cuda_tile.constant <f16: 1.0> : !cuda_tile.tile<8x2xf16>
    %b = cuda_tile.constant <bf16: 1.0> : !cuda_tile.tile<4x8xbf16>
    %br = cuda_tile.constant <bf16: 1.0> : !cuda_tile.tile<8x2xbf16>
    %t = cuda_tile.constant <tf32: 1.0> : !cuda_tile.tile<4x8xtf32>
    %tr = cuda_tile.constant <tf32: 1.0> : !cuda_tile.tile<8x2xtf32>
    %s = cuda_tile.constant <f32: 1.0> : !cuda_tile.tile<4x8xf32>
    %sr = cuda_tile.constant <f32: 1.0> : !cuda_tile.tile<8x2xf32>
    %d = cuda_tile.constant <f64: 1.0> : !cuda_tile.tile<4x8xf64>
    %dr = cuda_tile.constant <f64: 1.0> : !cuda_tile.tile<8x2xf64>
    %acc16 = cuda_tile.constant <f16: 0.0> : !cuda_tile.tile<4x2xf16>
    %acc32 = cuda_tile.constant <f32: 0.0> : !cuda_tile.tile<4x2xf32>
    %acc64 = cuda_tile.constant <f64: 0.0> : !cuda_tile.tile<4x2xf64>
    %0 = cuda_tile.mmaf %e4, %e4r, %acc16 : !cuda_tile.tile<4x8xf8E4M3FN>, !cuda_tile.tile<8x2xf8E4M3FN>, !cuda_tile.tile<4x2xf16>
    %1 = cuda_tile.mmaf %e4, %e4r, %acc32 : !cuda_tile.tile<4x8xf8E4M3FN>, !cuda_tile.tile<8x2xf8E4M3FN>, !cuda_tile.tile<4x2xf32>
    %2 = cuda_tile.mmaf %e5, %e5r, %acc16 : !cuda_tile.tile<4x8xf8E5M2>, !cuda_tile.tile<8x2xf8E5M2>, !cuda_tile.tile<4x2xf16>
    %3 = cuda_tile.mmaf %h, %hr, %acc16 : !cuda_tile.tile<4x8xf16>, !cuda_tile.tile<8x2xf16>, !cuda_tile.tile<4x2xf16>
    %4 = cuda_tile.mmaf %h, %hr, %acc32 : !cuda_tile.tile<4x8xf16>, !cuda_tile.tile<8x2xf16>, !cuda_tile.tile<4x2xf32>
    %5 = cuda_tile.mmaf %b, %br, %acc32 : !cuda_tile.tile<4x8xbf16>, !cuda_tile.tile<8x2xbf16>, !cuda_tile.tile<4x2xf32>
    %6 = cuda_tile.mmaf %t, %tr, %acc32 : !cuda_tile.tile<4x8xtf32>, !cuda_tile.tile<8x2xtf32>, !cuda_tile.tile<4x2xf32>
    %7 = cuda_tile.mmaf %s, %sr, %acc32 : !cuda_tile.tile<4x8xf32>, !cuda_tile.tile<8x2xf32>, !cuda_tile.tile<4x2xf32>
    %8 = cuda_tile.mmaf %d, %dr, %acc64 : !cuda_tile.tile<4x8xf64>, !cuda_tile.tile<8x2xf64>, !cuda_tile.tile<4x2xf64>
    %bl = cuda_tile.constant <f16: 1.0> : !cuda_tile.tile<4x4x8xf16>
    %br3 = cuda_tile.constant <f16: 1.0> : !cuda_tile.tile<4x8x2xf16>
    %ba = cuda_tile.constant <f32: 0.0> : !cuda_tile.tile<4x4x2xf32>
    %9 = cuda_tile.mmaf %bl, %br3, %ba : !cuda_tile.tile<4x4x8xf16>, !cuda_tile.tile<4x8x2xf16>, !cuda_tile.tile<4x4x2xf32>
    cuda_tile.return
  }
}
