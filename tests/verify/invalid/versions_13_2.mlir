// flags: --target-version=13.2
// As the 13.2 tools: 13.1's print is gone (renamed print_tko), 13.3's
// additions are refused, and diagnostics use 13.2's words.

cuda_tile.module @m {
  entry @k() {
    %x = constant <i32: 1> : tile<i32>
    // expected-error @below {{'cuda_tile.print' op is not available in version 13.2: it exists up to version 13.2 (renamed 'cuda_tile.print_tko')}}
    print "%d", %x : tile<i32>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{'cuda_tile.alloca' op is not available in version 13.2: it requires version 13.3+}}
    %p = alloca num_elem = 4, alignment = 16 : tile<ptr<f32>>
    return
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{'cuda_tile.global' op attribute 'symbol_visibility' requires version 13.3+, targeting 13.2}}
  global private @g <f32: [1.0, 2.0]> : tile<2xf32>
}

// -----

cuda_tile.module @m {
  entry @k() {
    %x = constant <f32: [1.0, -1.0]> : tile<2xf32>
    // expected-error @below {{'cuda_tile.exp' op attribute 'rounding_mode' requires version 13.3+, targeting 13.2}}
    %a = exp %x rounding<approx> : tile<2xf32>
    return
  }
}

// -----

// expected-error @below {{failed to verify 'elementType': f16 or bf16 or f32 or tf32 or f64 or f8E4M3FN or f8E5M2 or f8E8M0FNU or i1 or i8 or i16 or i32 or i64 or Pointer type}}
%0 = "t.use"() : () -> !cuda_tile.tile<4xf4E2M1FN>

// -----

cuda_tile.module @m {
  testing$func @k(%a: !cuda_tile.tile<8xi32>) {
    // expected-error @below {{'cuda_tile.itof' op invalid rounding mode specified. Only 'nearest_even' is supported}}
    %r = cuda_tile.itof %a signed rounding<positive_inf> : !cuda_tile.tile<8xi32> -> !cuda_tile.tile<8xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: !cuda_tile.tile<8xf32>) {
    // expected-error @below {{'cuda_tile.ftof' op invalid rounding mode specified for ftof. Only 'nearest_even' is supported}}
    %r = cuda_tile.ftof %a rounding<zero> : !cuda_tile.tile<8xf32> -> !cuda_tile.tile<8xf8E8M0FNU>
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{the pointer attribute 'none' requires version 13.4+, targeting 13.2}}
  entry @k(%p: tile<ptr<f32, <none>>>) {
    return
  }
}
