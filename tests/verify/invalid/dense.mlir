// flags: --target-version=13.3
// Dense constants: each value is read as the element type asks, then the
// literal's shape and element type are compared with the result type.

cuda_tile.module @m {
  cuda_tile.entry @k() {
    // expected-error @below {{custom op 'cuda_tile.constant' inferred shape of elements literal ([2, 3]) does not match type ([2, 2])}}
    %a = cuda_tile.constant <i32: [[1, 2, 3], [4, 5, 6]]> : !cuda_tile.tile<2x2xi32>
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.entry @k() {
    // expected-error @below {{tensor literal is invalid; ranks are not consistent between elements}}
    %a = cuda_tile.constant <i32: [[1, 2], [3]]> : !cuda_tile.tile<2x2xi32>
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.entry @k() {
    // expected-error @below {{unexpected decimal integer literal for a floating point value}}
    // expected-note @below {{add a trailing dot to make the literal a float}}
    %a = cuda_tile.constant <f16: [1.0, 2]> : !cuda_tile.tile<2xf16>
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.entry @k() {
    // expected-error @below {{hexadecimal float constant out of range for type}}
    %a = cuda_tile.constant <bf16: 0x1FFFF> : !cuda_tile.tile<4xbf16>
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.entry @k() {
    // expected-error @below {{custom op 'cuda_tile.constant' integer constant out of range for type}}
    %a = cuda_tile.constant <i16: [1, -40000]> : !cuda_tile.tile<2xi16>
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.entry @k() {
    // expected-error @below {{custom op 'cuda_tile.constant' expected integer value}}
    %a = cuda_tile.constant <i8: 1.5> : !cuda_tile.tile<i8>
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.entry @k() {
    // expected-error @below {{custom op 'cuda_tile.constant' mismatch between the element type: 'i32' and the tile element type 'i64'}}
    %a = cuda_tile.constant <i32: 7> : !cuda_tile.tile<4xi64>
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.entry @k() {
    // expected-error @below {{custom op 'cuda_tile.constant' expect element type to be one of i1 or i8 or i16 or i32 or i64 or f16 or bf16 or f32 or f64 or tf32 or f8E4M3FN or f8E5M2 or f8E8M0FNU or f4E2M1FN values, but got 'index'}}
    %a = cuda_tile.constant <index: 7> : !cuda_tile.tile<4xi64>
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.entry @k() {
    // expected-error @below {{custom op 'cuda_tile.constant' result #0 must be tile of i1 or i8 or i16 or i32 or i64 or f16 or bf16 or f32 or f64 or tf32 or f8E4M3FN or f8E5M2 or f8E8M0FNU or f4E2M1FN values, but got 'tensor<4xf32>'}}
    %a = cuda_tile.constant <f32: 7.0> : tensor<4xf32>
    cuda_tile.return
  }
}
