// flags: --target-version=13.3
// The conversion ops' own checks: element widths of bitcast, exti and
// trunci, and the rounding modes of ftof, ftoi and itof.

cuda_tile.module @m {
  cuda_tile.entry @k() {
    %a = cuda_tile.constant <i32: 1> : !cuda_tile.tile<8xi32>
    // expected-error @below {{'cuda_tile.bitcast' op types must be equal width, cannot convert '!cuda_tile.tile<8xi32>' of width 32 to type '!cuda_tile.tile<8xf16>' of width 16}}
    %r = cuda_tile.bitcast %a : !cuda_tile.tile<8xi32> -> !cuda_tile.tile<8xf16>
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.entry @k() {
    %a = cuda_tile.constant <tf32: 1.0> : !cuda_tile.tile<8xtf32>
    // expected-error @below {{'cuda_tile.bitcast' op types must be equal width, cannot convert '!cuda_tile.tile<8xtf32>' of width 19 to type '!cuda_tile.tile<8xf32>' of width 32}}
    %r = cuda_tile.bitcast %a : !cuda_tile.tile<8xtf32> -> !cuda_tile.tile<8xf32>
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.entry @k() {
    %a = cuda_tile.constant <i16: 1> : !cuda_tile.tile<8xi16>
    // expected-error @below {{'cuda_tile.exti' op extending to smaller or identical integer}}
    %r = cuda_tile.exti %a signed : !cuda_tile.tile<8xi16> -> !cuda_tile.tile<8xi16>
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.entry @k() {
    %a = cuda_tile.constant <i32: 1> : !cuda_tile.tile<8xi32>
    // expected-error @below {{'cuda_tile.exti' op extending to smaller or identical integer}}
    %r = cuda_tile.exti %a unsigned : !cuda_tile.tile<8xi32> -> !cuda_tile.tile<8xi8>
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.entry @k() {
    %a = cuda_tile.constant <i8: 1> : !cuda_tile.tile<8xi8>
    // expected-error @below {{'cuda_tile.trunci' op truncating to larger or identical integer}}
    %r = cuda_tile.trunci %a : !cuda_tile.tile<8xi8> -> !cuda_tile.tile<8xi16>
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.entry @k() {
    %a = cuda_tile.constant <i1: true> : !cuda_tile.tile<8xi1>
    // expected-error @below {{'cuda_tile.trunci' op truncating to larger or identical integer}}
    %r = cuda_tile.trunci %a : !cuda_tile.tile<8xi1> -> !cuda_tile.tile<8xi1>
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.entry @k() {
    %a = cuda_tile.constant <f32: 1.0> : !cuda_tile.tile<8xf32>
    // expected-error @below {{'cuda_tile.ftof' op converting tiles must not be a no-op}}
    %r = cuda_tile.ftof %a : !cuda_tile.tile<8xf32> -> !cuda_tile.tile<8xf32>
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.entry @k() {
    %a = cuda_tile.constant <f32: 1.0> : !cuda_tile.tile<8xf32>
    // expected-error @below {{'cuda_tile.ftof' op invalid rounding mode specified. Only 'nearest_even' is supported}}
    %r = cuda_tile.ftof %a rounding<zero> : !cuda_tile.tile<8xf32> -> !cuda_tile.tile<8xf16>
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.entry @k() {
    %a = cuda_tile.constant <f32: 1.0> : !cuda_tile.tile<8xf32>
    // expected-error @below {{'cuda_tile.ftoi' op invalid rounding mode specified. Only 'nearest_int_to_zero' is supported}}
    %r = "cuda_tile.ftoi"(%a) <{signedness = #cuda_tile.signedness<signed>, rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<8xf32>) -> !cuda_tile.tile<8xi32>
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.entry @k() {
    %a = cuda_tile.constant <i32: 1> : !cuda_tile.tile<8xi32>
    // expected-error @below {{'cuda_tile.itof' op invalid rounding mode specified. Only 'nearest_even' is supported}}
    %r = cuda_tile.itof %a signed rounding<positive_inf> : !cuda_tile.tile<8xi32> -> !cuda_tile.tile<8xf32>
    cuda_tile.return
  }
}
