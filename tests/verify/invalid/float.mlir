// The float ops' own checks: rounding modes each op accepts, modifiers
// allowed for f32 only, and mmaf's shapes and element-type pairs.

cuda_tile.module @m {
  cuda_tile.entry @k() {
    %a = cuda_tile.constant <f16: 1.0> : !cuda_tile.tile<8xf16>
    // expected-error @below {{'cuda_tile.addf' op flush_to_zero modifier only supported for f32 data type, but got: 'f16'}}
    %r = cuda_tile.addf %a, %a flush_to_zero : !cuda_tile.tile<8xf16>
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.entry @k() {
    %a = cuda_tile.constant <f32: 1.0> : !cuda_tile.tile<8xf32>
    // expected-error @below {{'cuda_tile.addf' op invalid rounding mode specified, expect one of [nearest_even, zero, negative_inf, positive_inf]}}
    %r = "cuda_tile.addf"(%a, %a) <{rounding_mode = #cuda_tile.rounding<approx>}> : (!cuda_tile.tile<8xf32>, !cuda_tile.tile<8xf32>) -> !cuda_tile.tile<8xf32>
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.entry @k() {
    %a = cuda_tile.constant <f64: 1.0> : !cuda_tile.tile<8xf64>
    // expected-error @below {{'cuda_tile.subf' op flush_to_zero modifier only supported for f32 data type, but got: 'f64'}}
    %r = cuda_tile.subf %a, %a rounding<zero> flush_to_zero : !cuda_tile.tile<8xf64>
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.entry @k() {
    %a = cuda_tile.constant <f32: 1.0> : !cuda_tile.tile<8xf32>
    // expected-error @below {{'cuda_tile.subf' op invalid rounding mode specified, expect one of [nearest_even, zero, negative_inf, positive_inf]}}
    %r = "cuda_tile.subf"(%a, %a) <{rounding_mode = #cuda_tile.rounding<full>}> : (!cuda_tile.tile<8xf32>, !cuda_tile.tile<8xf32>) -> !cuda_tile.tile<8xf32>
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.entry @k() {
    %a = cuda_tile.constant <bf16: 1.0> : !cuda_tile.tile<8xbf16>
    // expected-error @below {{'cuda_tile.mulf' op flush_to_zero modifier only supported for f32 data type, but got: 'bf16'}}
    %r = cuda_tile.mulf %a, %a flush_to_zero : !cuda_tile.tile<8xbf16>
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.entry @k() {
    %a = cuda_tile.constant <f32: 1.0> : !cuda_tile.tile<8xf32>
    // expected-error @below {{'cuda_tile.mulf' op invalid rounding mode specified, expect one of [nearest_even, zero, negative_inf, positive_inf]}}
    %r = "cuda_tile.mulf"(%a, %a) <{rounding_mode = #cuda_tile.rounding<nearest_int_to_zero>}> : (!cuda_tile.tile<8xf32>, !cuda_tile.tile<8xf32>) -> !cuda_tile.tile<8xf32>
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.entry @k() {
    %a = cuda_tile.constant <f32: 1.0> : !cuda_tile.tile<8xf32>
    // expected-error @below {{'cuda_tile.fma' op invalid rounding mode specified, expect one of [nearest_even, zero, negative_inf, positive_inf]}}
    %r = "cuda_tile.fma"(%a, %a, %a) <{rounding_mode = #cuda_tile.rounding<approx>, flush_to_zero}> : (!cuda_tile.tile<8xf32>, !cuda_tile.tile<8xf32>, !cuda_tile.tile<8xf32>) -> !cuda_tile.tile<8xf32>
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.entry @k() {
    %a = cuda_tile.constant <f16: 1.0> : !cuda_tile.tile<8xf16>
    // expected-error @below {{'cuda_tile.fma' op flush_to_zero modifier only supported for f32 data type, but got: 'f16'}}
    %r = cuda_tile.fma %a, %a, %a rounding<positive_inf> flush_to_zero : !cuda_tile.tile<8xf16>
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.entry @k() {
    %a = cuda_tile.constant <f16: 1.0> : !cuda_tile.tile<8xf16>
    // expected-error @below {{'cuda_tile.exp2' op flush_to_zero modifier only supported for f32 data type, but got: 'f16'}}
    %r = cuda_tile.exp2 %a flush_to_zero : !cuda_tile.tile<8xf16>
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.entry @k() {
    %a = cuda_tile.constant <f16: 1.0> : !cuda_tile.tile<8xf16>
    // expected-error @below {{'cuda_tile.rsqrt' op flush_to_zero modifier only supported for f32 data type, but got: 'f16'}}
    %r = cuda_tile.rsqrt %a flush_to_zero : !cuda_tile.tile<8xf16>
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.entry @k() {
    %a = cuda_tile.constant <f64: 1.0> : !cuda_tile.tile<8xf64>
    // expected-error @below {{'cuda_tile.maxf' op flush_to_zero modifier only supported for f32 data type, but got: 'f64'}}
    %r = cuda_tile.maxf %a, %a flush_to_zero : !cuda_tile.tile<8xf64>
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.entry @k() {
    %a = cuda_tile.constant <f64: 1.0> : !cuda_tile.tile<8xf64>
    // expected-error @below {{'cuda_tile.minf' op flush_to_zero modifier only supported for f32 data type, but got: 'f64'}}
    %r = cuda_tile.minf %a, %a flush_to_zero : !cuda_tile.tile<8xf64>
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.entry @k() {
    %a = cuda_tile.constant <f32: 1.0> : !cuda_tile.tile<8xf32>
    // expected-error @below {{'cuda_tile.divf' op invalid rounding mode specified, expect one of [nearest_even, zero, negative_inf, positive_inf, approx, full]}}
    %r = "cuda_tile.divf"(%a, %a) <{rounding_mode = #cuda_tile.rounding<nearest_int_to_zero>}> : (!cuda_tile.tile<8xf32>, !cuda_tile.tile<8xf32>) -> !cuda_tile.tile<8xf32>
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.entry @k() {
    %a = cuda_tile.constant <f16: 1.0> : !cuda_tile.tile<8xf16>
    // expected-error @below {{'cuda_tile.divf' op flush_to_zero modifier only supported for f32 data type, but got: 'f16'}}
    %r = cuda_tile.divf %a, %a rounding<approx> flush_to_zero : !cuda_tile.tile<8xf16>
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.entry @k() {
    %a = cuda_tile.constant <f16: 1.0> : !cuda_tile.tile<8xf16>
    // expected-error @below {{'cuda_tile.divf' op approx modifier only supported for f32 data type, but got: 'f16'}}
    %r = cuda_tile.divf %a, %a rounding<approx> : !cuda_tile.tile<8xf16>
    cuda_tile.return
  }
}

// -----

// `full` on f32 only (the spec's `for [full: f32]`).
cuda_tile.module @m {
  cuda_tile.entry @k() {
    %a = cuda_tile.constant <f64: 1.0> : !cuda_tile.tile<8xf64>
    // expected-error @below {{'cuda_tile.divf' op full modifier only supported for f32 data type, but got: 'f64'}}
    %r = cuda_tile.divf %a, %a rounding<full> : !cuda_tile.tile<8xf64>
    cuda_tile.return
  }
}

// -----

// `approx` on f32 only (the spec's `for [approx: f32]`).
cuda_tile.module @m {
  cuda_tile.entry @k() {
    %a = cuda_tile.constant <f64: 1.0> : !cuda_tile.tile<8xf64>
    // expected-error @below {{'cuda_tile.sqrt' op approx modifier only supported for f32 data type, but got: 'f64'}}
    %r = cuda_tile.sqrt %a rounding<approx> : !cuda_tile.tile<8xf64>
    cuda_tile.return
  }
}

// -----

// `approx` on f32 only (the spec's `for [approx: f32]`).
cuda_tile.module @m {
  cuda_tile.entry @k() {
    %a = cuda_tile.constant <f16: 1.0> : !cuda_tile.tile<8xf16>
    // expected-error @below {{'cuda_tile.tanh' op approx modifier only supported for f32 data type, but got: 'f16'}}
    %r = cuda_tile.tanh %a rounding<approx> : !cuda_tile.tile<8xf16>
    cuda_tile.return
  }
}

// -----

// `approx` on f32 only (the spec's `for [approx: f32]`).
cuda_tile.module @m {
  cuda_tile.entry @k() {
    %a = cuda_tile.constant <bf16: 1.0> : !cuda_tile.tile<8xbf16>
    // expected-error @below {{'cuda_tile.exp' op approx modifier only supported for f32 data type, but got: 'bf16'}}
    %r = cuda_tile.exp %a rounding<approx> : !cuda_tile.tile<8xbf16>
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.entry @k() {
    %a = cuda_tile.constant <f64: 1.0> : !cuda_tile.tile<8xf64>
    // expected-error @below {{'cuda_tile.divf' op full modifier only supported for f32 data type, but got: 'f64'}}
    %r = cuda_tile.divf %a, %a rounding<full> : !cuda_tile.tile<8xf64>
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.entry @k() {
    %a = cuda_tile.constant <f32: 1.0> : !cuda_tile.tile<8xf32>
    // expected-error @below {{'cuda_tile.sqrt' op invalid rounding mode specified, expect one of [nearest_even, zero, negative_inf, positive_inf, approx]}}
    %r = "cuda_tile.sqrt"(%a) <{rounding_mode = #cuda_tile.rounding<full>}> : (!cuda_tile.tile<8xf32>) -> !cuda_tile.tile<8xf32>
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.entry @k() {
    %a = cuda_tile.constant <bf16: 1.0> : !cuda_tile.tile<8xbf16>
    // expected-error @below {{'cuda_tile.sqrt' op flush_to_zero modifier only supported for f32 data type, but got: 'bf16'}}
    %r = cuda_tile.sqrt %a rounding<approx> flush_to_zero : !cuda_tile.tile<8xbf16>
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.entry @k() {
    %a = cuda_tile.constant <f64: 1.0> : !cuda_tile.tile<8xf64>
    // expected-error @below {{'cuda_tile.sqrt' op approx modifier only supported for f32 data type, but got: 'f64'}}
    %r = cuda_tile.sqrt %a rounding<approx> : !cuda_tile.tile<8xf64>
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.entry @k() {
    %l = cuda_tile.constant <f32: 1.0> : !cuda_tile.tile<4xf32>
    %r = cuda_tile.constant <f32: 1.0> : !cuda_tile.tile<4xf32>
    %c = cuda_tile.constant <f32: 1.0> : !cuda_tile.tile<4xf32>
    // expected-error @below {{'cuda_tile.mmaf' op operands must be 2D or 3D tiles}}
    %m = cuda_tile.mmaf %l, %r, %c : !cuda_tile.tile<4xf32>, !cuda_tile.tile<4xf32>, !cuda_tile.tile<4xf32>
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.entry @k() {
    %l = cuda_tile.constant <f32: 1.0> : !cuda_tile.tile<4x8xf32>
    %r = cuda_tile.constant <f32: 1.0> : !cuda_tile.tile<16x2xf32>
    %c = cuda_tile.constant <f32: 1.0> : !cuda_tile.tile<4x2xf32>
    // expected-error @below {{'cuda_tile.mmaf' op  shape error: dim 1 of lhs (8) and dim 0 of rhs (16) must match, but got lhs shape (4, 8) and rhs shape (16, 2)}}
    %m = cuda_tile.mmaf %l, %r, %c : !cuda_tile.tile<4x8xf32>, !cuda_tile.tile<16x2xf32>, !cuda_tile.tile<4x2xf32>
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.entry @k() {
    %l = cuda_tile.constant <f32: 1.0> : !cuda_tile.tile<4x8xf32>
    %r = cuda_tile.constant <f32: 1.0> : !cuda_tile.tile<8x2xf32>
    %c = cuda_tile.constant <f32: 1.0> : !cuda_tile.tile<2x2xf32>
    // expected-error @below {{'cuda_tile.mmaf' op  shape error: dim 0 of lhs (4) and dim 0 of acc (2) must match, but got lhs shape (4, 8) and acc shape (2, 2)}}
    %m = cuda_tile.mmaf %l, %r, %c : !cuda_tile.tile<4x8xf32>, !cuda_tile.tile<8x2xf32>, !cuda_tile.tile<2x2xf32>
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.entry @k() {
    %l = cuda_tile.constant <f32: 1.0> : !cuda_tile.tile<4x8xf32>
    %r = cuda_tile.constant <f32: 1.0> : !cuda_tile.tile<8x2xf32>
    %c = cuda_tile.constant <f32: 1.0> : !cuda_tile.tile<4x4xf32>
    // expected-error @below {{'cuda_tile.mmaf' op  shape error: dim 1 of rhs (2) and dim 1 of acc (4) must match, but got rhs shape (8, 2) and acc shape (4, 4)}}
    %m = cuda_tile.mmaf %l, %r, %c : !cuda_tile.tile<4x8xf32>, !cuda_tile.tile<8x2xf32>, !cuda_tile.tile<4x4xf32>
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.entry @k() {
    %l = cuda_tile.constant <f32: 1.0> : !cuda_tile.tile<2x4x8xf32>
    %r = cuda_tile.constant <f32: 1.0> : !cuda_tile.tile<1x8x2xf32>
    %c = cuda_tile.constant <f32: 1.0> : !cuda_tile.tile<2x4x2xf32>
    // expected-error @below {{'cuda_tile.mmaf' op shape error: dim 0 of lhs (2) and dim 0 of rhs (1) must match, but got lhs shape (2, 4, 8) and rhs shape (1, 8, 2)}}
    %m = cuda_tile.mmaf %l, %r, %c : !cuda_tile.tile<2x4x8xf32>, !cuda_tile.tile<1x8x2xf32>, !cuda_tile.tile<2x4x2xf32>
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.entry @k() {
    %l = cuda_tile.constant <f32: 1.0> : !cuda_tile.tile<2x4x8xf32>
    %r = cuda_tile.constant <f32: 1.0> : !cuda_tile.tile<2x8x2xf32>
    %c = cuda_tile.constant <f32: 1.0> : !cuda_tile.tile<4x4x2xf32>
    // expected-error @below {{'cuda_tile.mmaf' op shape error: dim 0 of lhs (2) and dim 0 of acc (4) must match, but got lhs shape (2, 4, 8) and acc shape (4, 4, 2)}}
    %m = cuda_tile.mmaf %l, %r, %c : !cuda_tile.tile<2x4x8xf32>, !cuda_tile.tile<2x8x2xf32>, !cuda_tile.tile<4x4x2xf32>
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.entry @k() {
    %l = cuda_tile.constant <f32: 1.0> : !cuda_tile.tile<2x4x8xf32>
    %r = cuda_tile.constant <f32: 1.0> : !cuda_tile.tile<2x4x2xf32>
    %c = cuda_tile.constant <f32: 1.0> : !cuda_tile.tile<2x4x2xf32>
    // expected-error @below {{'cuda_tile.mmaf' op  shape error: dim 2 of lhs (8) and dim 1 of rhs (4) must match, but got lhs shape (2, 4, 8) and rhs shape (2, 4, 2)}}
    %m = cuda_tile.mmaf %l, %r, %c : !cuda_tile.tile<2x4x8xf32>, !cuda_tile.tile<2x4x2xf32>, !cuda_tile.tile<2x4x2xf32>
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.entry @k() {
    %l = cuda_tile.constant <bf16: 1.0> : !cuda_tile.tile<4x8xbf16>
    %r = cuda_tile.constant <bf16: 1.0> : !cuda_tile.tile<8x2xbf16>
    %c = cuda_tile.constant <f16: 1.0> : !cuda_tile.tile<4x2xf16>
    // expected-error @below {{'cuda_tile.mmaf' op unsupported combination of element types. Input type 'bf16' expects accumulator/result type to be one of {'f32'}, but got 'f16'}}
    %m = cuda_tile.mmaf %l, %r, %c : !cuda_tile.tile<4x8xbf16>, !cuda_tile.tile<8x2xbf16>, !cuda_tile.tile<4x2xf16>
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.entry @k() {
    %l = cuda_tile.constant <f8E5M2: 1.0> : !cuda_tile.tile<4x8xf8E5M2>
    %r = cuda_tile.constant <f8E5M2: 1.0> : !cuda_tile.tile<8x2xf8E5M2>
    %c = cuda_tile.constant <f64: 1.0> : !cuda_tile.tile<4x2xf64>
    // expected-error @below {{'cuda_tile.mmaf' op unsupported combination of element types. Input type 'f8E5M2' expects accumulator/result type to be one of {'f16', 'f32'}, but got 'f64'}}
    %m = cuda_tile.mmaf %l, %r, %c : !cuda_tile.tile<4x8xf8E5M2>, !cuda_tile.tile<8x2xf8E5M2>, !cuda_tile.tile<4x2xf64>
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.entry @k() {
    %l = cuda_tile.constant <f64: 1.0> : !cuda_tile.tile<4x8xf64>
    %r = cuda_tile.constant <f64: 1.0> : !cuda_tile.tile<8x2xf64>
    %c = cuda_tile.constant <f32: 1.0> : !cuda_tile.tile<4x2xf32>
    // expected-error @below {{'cuda_tile.mmaf' op unsupported combination of element types. Input type 'f64' expects accumulator/result type to be one of {'f64'}, but got 'f32'}}
    %m = cuda_tile.mmaf %l, %r, %c : !cuda_tile.tile<4x8xf64>, !cuda_tile.tile<8x2xf64>, !cuda_tile.tile<4x2xf32>
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.entry @k() {
    %l = cuda_tile.constant <tf32: 1.0> : !cuda_tile.tile<4x8xtf32>
    %r = cuda_tile.constant <tf32: 1.0> : !cuda_tile.tile<8x2xtf32>
    %c = cuda_tile.constant <f16: 1.0> : !cuda_tile.tile<4x2xf16>
    // expected-error @below {{'cuda_tile.mmaf' op unsupported combination of element types. Input type 'tf32' expects accumulator/result type to be one of {'f32'}, but got 'f16'}}
    %m = cuda_tile.mmaf %l, %r, %c : !cuda_tile.tile<4x8xtf32>, !cuda_tile.tile<8x2xtf32>, !cuda_tile.tile<4x2xf16>
    cuda_tile.return
  }
}

// -----

// 13.4's fnv8E5M3FNU scales take f4E2M1FN inputs only, in blocks of 16 or 32
// (tileirdisasm 13.5's words).
cuda_tile.module @m {
  entry @k() {
    %acc = constant <f32: 0.0> : tile<16x16xf32>
    %a = constant <f8E4M3FN: 1.0> : tile<16x64xf8E4M3FN>
    %b = constant <f8E4M3FN: 1.0> : tile<64x16xf8E4M3FN>
    %sa = constant <fnv8E5M3FNU: 1.0> : tile<16x2xfnv8E5M3FNU>
    %sb = constant <fnv8E5M3FNU: 1.0> : tile<2x16xfnv8E5M3FNU>
    // expected-error @below {{'cuda_tile.mmaf_scaled' op unsupported combination of element types. Scale type 'fnv8E5M3FNU' expects lhs and rhs element types to be 'f4E2M1FN', but got 'f8E4M3FN'}}
    %0 = mmaf_scaled %a, %b, %acc, %sa, %sb : tile<16x64xf8E4M3FN>, tile<64x16xf8E4M3FN>, tile<16x16xf32>, tile<16x2xfnv8E5M3FNU>, tile<2x16xfnv8E5M3FNU>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %acc = constant <f32: 0.0> : tile<16x16xf32>
    %a = constant <f4E2M1FN: 1.0> : tile<16x64xf4E2M1FN>
    %b = constant <f4E2M1FN: 1.0> : tile<64x16xf4E2M1FN>
    %sa = constant <fnv8E5M3FNU: 1.0> : tile<16x1xfnv8E5M3FNU>
    %sb = constant <fnv8E5M3FNU: 1.0> : tile<1x16xfnv8E5M3FNU>
    // expected-error @below {{'cuda_tile.mmaf_scaled' op shape error: f4E2M1FN element type with fnv8E5M3FNU scales requires block scale factor of lhs_scale and rhs_scale to be 16 or 32, but got 64}}
    %0 = mmaf_scaled %a, %b, %acc, %sa, %sb : tile<16x64xf4E2M1FN>, tile<64x16xf4E2M1FN>, tile<16x16xf32>, tile<16x1xfnv8E5M3FNU>, tile<1x16xfnv8E5M3FNU>
    return
  }
}
