// The integer ops' own checks: divi's rounding directions, mmai's shapes.

cuda_tile.module @m {
  cuda_tile.entry @k() {
    %a = cuda_tile.constant <i32: 1> : !cuda_tile.tile<8xi32>
    // expected-error @below {{'cuda_tile.divi' op invalid rounding mode specified, expect one of [zero, negative_inf, positive_inf]}}
    %r = "cuda_tile.divi"(%a, %a) <{signedness = #cuda_tile.signedness<signed>, rounding = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<8xi32>, !cuda_tile.tile<8xi32>) -> !cuda_tile.tile<8xi32>
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.entry @k() {
    %a = cuda_tile.constant <i16: 1> : !cuda_tile.tile<8xi16>
    // expected-error @below {{'cuda_tile.divi' op rounding mode 'negative_inf' is not allowed with 'unsigned' flag}}
    %r = cuda_tile.divi %a, %a unsigned rounding<negative_inf> : !cuda_tile.tile<8xi16>
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.entry @k() {
    %l = cuda_tile.constant <i8: 1> : !cuda_tile.tile<4xi8>
    %r = cuda_tile.constant <i8: 1> : !cuda_tile.tile<4xi8>
    %c = cuda_tile.constant <i32: 1> : !cuda_tile.tile<4xi32>
    // expected-error @below {{'cuda_tile.mmai' op operands must be 2D or 3D tiles}}
    %m = cuda_tile.mmai %l, %r, %c signed signed : !cuda_tile.tile<4xi8>, !cuda_tile.tile<4xi8>, !cuda_tile.tile<4xi32>
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.entry @k() {
    %l = cuda_tile.constant <i8: 1> : !cuda_tile.tile<4x8xi8>
    %r = cuda_tile.constant <i8: 1> : !cuda_tile.tile<4x2xi8>
    %c = cuda_tile.constant <i32: 1> : !cuda_tile.tile<4x2xi32>
    // expected-error @below {{'cuda_tile.mmai' op  shape error: dim 1 of lhs (8) and dim 0 of rhs (4) must match, but got lhs shape (4, 8) and rhs shape (4, 2)}}
    %m = cuda_tile.mmai %l, %r, %c signed unsigned : !cuda_tile.tile<4x8xi8>, !cuda_tile.tile<4x2xi8>, !cuda_tile.tile<4x2xi32>
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.entry @k() {
    %l = cuda_tile.constant <i8: 1> : !cuda_tile.tile<2x4x8xi8>
    %r = cuda_tile.constant <i8: 1> : !cuda_tile.tile<2x8x2xi8>
    %c = cuda_tile.constant <i32: 1> : !cuda_tile.tile<4x4x2xi32>
    // expected-error @below {{'cuda_tile.mmai' op shape error: dim 0 of lhs (2) and dim 0 of acc (4) must match, but got lhs shape (2, 4, 8) and acc shape (4, 4, 2)}}
    %m = cuda_tile.mmai %l, %r, %c unsigned unsigned : !cuda_tile.tile<2x4x8xi8>, !cuda_tile.tile<2x8x2xi8>, !cuda_tile.tile<4x4x2xi32>
    cuda_tile.return
  }
}

// -----

// negi's overflow is the spec's `only [none, no_signed_wrap, no_wrap]`.
cuda_tile.module @m {
  cuda_tile.entry @k() {
    %x = cuda_tile.constant <i16: 1> : !cuda_tile.tile<i16>
    // expected-error @below {{'cuda_tile.negi' op 'no_unsigned_wrap' overflow flag is not supported}}
    %n = cuda_tile.negi %x overflow<no_unsigned_wrap> : !cuda_tile.tile<i16>
    cuda_tile.return
  }
}
