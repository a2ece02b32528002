// flags: --target-version=13.1
// As the 13.1 tools: what later versions added is refused, naming the
// version it needs, and diagnostics use 13.1's words.

cuda_tile.module @m {
  entry @k() {
    %y = constant <f32: [1.0, -1.0]> : tile<2xf32>
    // expected-error @below {{'cuda_tile.atan2' op is not available in version 13.1: it requires version 13.2+}}
    %a = atan2 %y, %y : tile<2xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %x = constant <i32: [1, -1]> : tile<2xi32>
    // expected-error @below {{'cuda_tile.negi' op attribute 'overflow' requires version 13.2+, targeting 13.1}}
    %a = negi %x overflow<no_signed_wrap> : tile<2xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %lo = constant <i32: 0> : tile<i32>
    // expected-error @below {{'cuda_tile.for' op attribute 'unsignedCmp' requires version 13.2+, targeting 13.1}}
    for unsigned %i in (%lo to %lo, step %lo) : tile<i32> {
    }
    return
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{'cuda_tile.global' op attribute 'constant' requires version 13.3+, targeting 13.1}}
  global constant @g <f32: [1.0, 2.0]> : tile<2xf32>
}

// -----

cuda_tile.module @m {
  entry @k() {
    %x = constant <f32: [1.0, -1.0]> : tile<2xf32>
    // expected-error @below {{'cuda_tile.tanh' op attribute 'rounding_mode' requires version 13.2+, targeting 13.1}}
    %a = tanh %x rounding<approx> : tile<2xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{custom op 'cuda_tile.constant' expect element type to be one of i1 or i8 or i16 or i32 or i64 or f16 or bf16 or f32 or f64 or tf32 or f8E4M3FN or f8E5M2 values, but got 'f8E8M0FNU'}}
    %x = constant <f8E8M0FNU: [1.0, 2.0]> : tile<2xf8E8M0FNU>
    return
  }
}

// -----

// expected-error @below {{failed to verify 'elementType': f16 or bf16 or f32 or tf32 or f64 or f8E4M3FN or f8E5M2 or i1 or i8 or i16 or i32 or i64 or Pointer type}}
%0 = "t.use"() : () -> !cuda_tile.tile<4xi7>

// -----

cuda_tile.module @m {
  testing$func @k(%a: !cuda_tile.tile<8xf32>) {
    // expected-error @below {{'cuda_tile.addf' op invalid rounding error specified, expect one of [nearest_even, zero, negative_inf, positive_inf]}}
    %r = "cuda_tile.addf"(%a, %a) <{rounding_mode = #cuda_tile.rounding<approx>}> : (!cuda_tile.tile<8xf32>, !cuda_tile.tile<8xf32>) -> !cuda_tile.tile<8xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: !cuda_tile.tile<8xf32>) {
    // expected-error @below {{'cuda_tile.ftof' op invalid rounding mode specified for ftof. Only 'nearest_even' is supported}}
    %r = cuda_tile.ftof %a rounding<zero> : !cuda_tile.tile<8xf32> -> !cuda_tile.tile<8xf16>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%p: !cuda_tile.tile<8xptr<bf16>>, %a: !cuda_tile.tile<8xbf16>) {
    // expected-error @below {{'cuda_tile.atomic_rmw_tko' op 'addf' works only with floats f16, f32, and f64}}
    %r, %t = atomic_rmw_tko relaxed device %p, addf, %a : tile<8xptr<bf16>>, tile<8xbf16> -> tile<8xbf16>, token
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <i32: 0> : tile<8x4xi32>
    // expected-error @below {{'cuda_tile.scan' op only pure operations allowed}}
    %r = scan %a dim=1 reverse=true identities=[0 : i32] : tile<8x4xi32> -> tile<8x4xi32>
    (%x : tile<i32>, %y : tile<i32>) {
      // expected-remark @below {{invalid op: cuda_tile.print}}
      print "%d", %x : tile<i32>
      yield %x : tile<i32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <i32: 0> : tile<4x2xi32>
    // expected-error @below {{'cuda_tile.cat' op expect {lhs, rhs, and result} shape to match at non-concat position 1, expected: 2 but got: 4}}
    %b = cat %a, %a dim = 0 : tile<4x2xi32>, tile<4x2xi32> -> tile<8x4xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <i16: 0> : tile<8x8xi16>
    %i = constant <i32: 0> : tile<i32>
    // expected-error @below {{'cuda_tile.extract' op incorrect number of indices, expected 2, but found 3}}
    %b = "cuda_tile.extract"(%a, %i, %i, %i) : (!cuda_tile.tile<8x8xi16>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<2x2xi16>
    return
  }
}
