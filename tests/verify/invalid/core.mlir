// Core ops: shape rules of the tile-shaping ops, entry signatures, globals,
// and the combining regions of reduce and scan.

cuda_tile.module @m {
  entry @k() {
    %a = constant <f32: 1.0> : tile<2x8xf32>
    // expected-error @below {{'cuda_tile.broadcast' op expects the shape of source tile to be compatible with that of the result tile, but got: 2, 8 and 4, 8}}
    %b = broadcast %a : tile<2x8xf32> -> tile<4x8xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <i32: 1> : tile<4x2xi32>
    // expected-error @below {{'cuda_tile.cat' op expect dim to be [0, 2), but got: 3}}
    %b = cat %a, %a dim = 3 : tile<4x2xi32>, tile<4x2xi32> -> tile<8x2xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <i32: 1> : tile<4x2xi32>
    // expected-error @below {{'cuda_tile.cat' op invalid concat at position 0, expected: 8 but got: 16}}
    %b = cat %a, %a dim = 0 : tile<4x2xi32>, tile<4x2xi32> -> tile<16x2xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <i32: 1> : tile<4x2xi32>
    // expected-error @below {{'cuda_tile.cat' op expect lhs and result shapes to match at non-concat position 1, expected: 2 but got: 4}}
    %b = cat %a, %a dim = 0 : tile<4x2xi32>, tile<4x2xi32> -> tile<8x4xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{'cuda_tile.entry' op entry op must have scalar types (rank 0 !cuda_tile.tile)}}
  "cuda_tile.entry"() ({
  ^bb0(%a: !cuda_tile.tile<2xi32>):
    cuda_tile.return
  }) {function_type = (!cuda_tile.tile<2xi32>) -> (), sym_name = "k"} : () -> ()
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <i16: 1> : tile<8x8xi16>
    %i = constant <i32: 0> : tile<i32>
    // expected-error @below {{'cuda_tile.extract' op source and result element type do not match}}
    %b = "cuda_tile.extract"(%a, %i, %i) : (!cuda_tile.tile<8x8xi16>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<2x2xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <i16: 1> : tile<8x8xi16>
    %i = constant <i32: 0> : tile<i32>
    // expected-error @below {{'cuda_tile.extract' op source dimension 1 size (8) must be evenly divisible by result dimension 1 size (16)}}
    %b = "cuda_tile.extract"(%a, %i, %i) : (!cuda_tile.tile<8x8xi16>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<2x16xi16>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <i16: 1> : tile<8x8xi16>
    %i = constant <i32: 0> : tile<i32>
    // expected-error @below {{'cuda_tile.extract' op expected 2 indices, but got 3}}
    %b = "cuda_tile.extract"(%a, %i, %i, %i) : (!cuda_tile.tile<8x8xi16>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<2x2xi16>
    return
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{'cuda_tile.global' op type must have rank 1}}
  global @g <i8: [[1, 2], [3, 4]]> : tile<2x2xi8>
}

// -----

cuda_tile.module @m {
  global @g <i8: [1, 2]> : tile<2xi8>
  entry @k() {
    // expected-error @below {{'cuda_tile.get_global' op pointee type of result type '!cuda_tile.ptr<i16>' does not match type 'i8' of the global @g}}
    %p = get_global @g : tile<ptr<i16>>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{'cuda_tile.iota' op expects result type to be 1-d tile}}
    %a = iota : tile<4x4xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{'cuda_tile.iota' op the number of elements 4 exceeds the maximum value of element type 'i1'}}
    %a = iota : tile<4xi1>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <f16: 0.0> : tile<8xf16>
    // expected-error @below {{'cuda_tile.permute' op expects at least rank 2, but got: 1}}
    %b = permute %a [0] : tile<8xf16> -> tile<8xf16>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <f16: 0.0> : tile<2x4x8xf16>
    // expected-error @below {{'cuda_tile.permute' op expect permutation elements to be unique}}
    %b = permute %a [2, 2, 7] : tile<2x4x8xf16> -> tile<8x8x2xf16>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <f16: 0.0> : tile<2x4x8xf16>
    // expected-error @below {{'cuda_tile.permute' op permutation element at index 2 (3) is out of bound [0, 3)}}
    %b = permute %a [1, 0, 3] : tile<2x4x8xf16> -> tile<4x2x8xf16>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <f16: 0.0> : tile<2x4x8xf16>
    // expected-error @below {{'cuda_tile.permute' op result shape invalid at index 1, expected: 8, but got: 2}}
    %b = permute %a [1, 2, 0] : tile<2x4x8xf16> -> tile<4x2x8xf16>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <i64: 0> : tile<4x4xi64>
    // expected-error @below {{'cuda_tile.reshape' op expected source tile and result tile to have the same number of elements}}
    %b = reshape %a : tile<4x4xi64> -> tile<32xi64>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <f32: 0.0> : tile<16xf32>
    // expected-error @below {{'cuda_tile.reduce' op dimension (1) is out of bound [0, 1)}}
    %r = reduce %a dim=1 identities=[0.000000e+0 : f32] : tile<16xf32> -> tile<16xf32>
    (%x : tile<f32>, %y : tile<f32>) {
      %s = addf %x, %y rounding<nearest_even> : tile<f32>
      yield %s : tile<f32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <f32: 0.0> : tile<16xf32>
    // expected-error @below {{'cuda_tile.reduce' op expect same type for operand at index: 0 and identity at index: 0 but got: 'f32' and 'f64'}}
    %r = reduce %a dim=0 identities=[0.000000e+0 : f64] : tile<16xf32> -> tile<f32>
    (%x : tile<f32>, %y : tile<f32>) {
      yield %x : tile<f32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <f32: 0.0> : tile<16xf32>
    // expected-error @below {{'cuda_tile.reduce' op expect 2 block arguments but got: 1}}
    %r = reduce %a dim=0 identities=[0.000000e+0 : f32] : tile<16xf32> -> tile<f32>
    (%x : tile<f32>) {
      yield %x : tile<f32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <f32: 0.0> : tile<16xf32>
    // expected-error @below {{'cuda_tile.reduce' op expect same element type for block argument at index: 0 and 1 but got: 'f32' and 'f16'}}
    %r = reduce %a dim=0 identities=[0.000000e+0 : f32] : tile<16xf32> -> tile<f32>
    (%x : tile<f32>, %y : tile<f16>) {
      yield %x : tile<f32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <f32: 0.0> : tile<16xf32>
    // expected-error @below {{'cuda_tile.reduce' op expect same type for operand at index: 0 and terminator argument at index: 0 but got: 'f32' and 'i32'}}
    %r = reduce %a dim=0 identities=[0.000000e+0 : f32] : tile<16xf32> -> tile<f32>
    (%x : tile<f32>, %y : tile<f32>) {
      %c = constant <i32: 0> : tile<i32>
      yield %c : tile<i32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <i32: 0> : tile<8x4xi32>
    %r = scan %a dim=1 reverse=true identities=[0 : i32] : tile<8x4xi32> -> tile<8x4xi32>
    (%x : tile<i32>, %y : tile<i32>) {
      // expected-error @below {{'cuda_tile.print_tko' op only pure operations are allowed inside 'cuda_tile.scan'}}
      %t = print_tko "%d", %x : tile<i32> -> token
      yield %x : tile<i32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <i32: 0> : tile<8x4xi32>
    // expected-error @below {{'cuda_tile.scan' op expect same type for operand at index: 0 and result at index: 0}}
    %r = scan %a dim=1 reverse=false identities=[0 : i32] : tile<8x4xi32> -> tile<8xi32>
    (%x : tile<i32>, %y : tile<i32>) {
      yield %x : tile<i32>
    }
    return
  }
}


// -----

// The entry block is the signature: a block written with arguments the
// signature lacks is refused (the printer would turn them into parameters).
cuda_tile.module @m {
  // expected-error @below {{'cuda_tile.entry' op entry block must have 0 arguments to match function signature}}
  cuda_tile.entry @k() {
  ^bb0(%a: !cuda_tile.tile<i32>):
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{'cuda_tile.entry' op type of entry block argument #0(!cuda_tile.tile<i64>) must match the type of the corresponding argument in function signature(!cuda_tile.tile<i32>)}}
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<i32>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<i64>):
    cuda_tile.return
  }) : () -> ()
}

// -----

cuda_tile.module @m {
  // expected-error @below {{'cuda_tile.entry' op expects argument attribute array to have the same number of elements as the number of function arguments, got 2, but expected 1}}
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<i32>) -> (), arg_attrs = [{}, {}]}> ({
  ^bb0(%a: !cuda_tile.tile<i32>):
    cuda_tile.return
  }) : () -> ()
}
