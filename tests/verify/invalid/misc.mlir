// Misc ops: assume predicates against the value they constrain, print's
// format string against its operands.

cuda_tile.module @m {
  entry @k(%a: tile<i32>) {
    // expected-error @below {{'cuda_tile.assume' op 'cuda_tile.div_by' divisor must be a power of 2}}
    %b = assume #cuda_tile.div_by<12>, %a : tile<i32>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<i32>) {
    // expected-error @below {{'cuda_tile.assume' op 'cuda_tile.div_by' divisor is too large}}
    %b = assume #cuda_tile.div_by<9223372036854775808>, %a : tile<i32>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<f16>) {
    // expected-error @below {{'cuda_tile.assume' op 'cuda_tile.div_by' is valid only for tile of integer/pointer or tensor_view values}}
    %b = assume #cuda_tile.div_by<4>, %a : tile<f16>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<i64>) {
    // expected-error @below {{'cuda_tile.assume' op 'cuda_tile.div_by' 'every'/'along' cannot be used if the constrained value is a 0D tile}}
    %b = assume #cuda_tile.div_by<4, every 2 along 0>, %a : tile<i64>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    %tv = make_tensor_view %p, shape = [8], strides = [1] : tensor_view<8xf32, strides=[1]>
    // expected-error @below {{'cuda_tile.assume' op 'cuda_tile.div_by' 'every'/'along' cannot be used if the constrained value is a tensor_view}}
    %b = assume #cuda_tile.div_by<4, every 2 along 0>, %tv : tensor_view<8xf32, strides=[1]>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <i32: 0> : tile<4x8xi32>
    // expected-error @below {{'cuda_tile.assume' op 'cuda_tile.div_by' every_dim (2) must be >= 0 and < tile rank (2)}}
    %b = assume #cuda_tile.div_by<4, every 2 along 2>, %a : tile<4x8xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <i32: 0> : tile<4x8xi32>
    // expected-error @below {{'cuda_tile.assume' op expected 'cuda_tile.div_by' every_dim to be within 0 and the size of the respective dimension (8)}}
    %b = assume #cuda_tile.div_by<4, every 9 along 1>, %a : tile<4x8xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <i32: 0> : tile<4x8xi32>
    // expected-error @below {{'cuda_tile.assume' op expected number of values in 'cuda_tile.same_elements' (1) to match rank of constrained tile (2)}}
    %b = assume #cuda_tile.same_elements<[2]>, %a : tile<4x8xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <i32: 0> : tile<4x8xi32>
    // expected-error @below {{'cuda_tile.assume' op expected 'cuda_tile.same_elements' value 0 to be within 0 and the size of the respective dimension (4)}}
    %b = assume #cuda_tile.same_elements<[5, 1]>, %a : tile<4x8xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @below {{'cuda_tile.assume' op 'cuda_tile.same_elements' is valid only for tile of integer/pointer values}}
    %b = assume #cuda_tile.same_elements<[]>, %a : tile<f32>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<bf16>) {
    // expected-error @below {{'cuda_tile.assume' op 'cuda_tile.bounded' is valid only for tile of integer values}}
    %b = assume #cuda_tile.bounded<0, 1>, %a : tile<bf16>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<i16>) {
    // expected-error @below {{'cuda_tile.assume' op 'cuda_tile.bounded' expects lower bound to be within [-32768, 32767]}}
    %b = assume #cuda_tile.bounded<-40000, 1>, %a : tile<i16>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<i16>) {
    // expected-error @below {{'cuda_tile.assume' op 'cuda_tile.bounded' expects upper bound to be within [-32768, 32767]}}
    %b = assume #cuda_tile.bounded<0, 32768>, %a : tile<i16>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<i16>) {
    // expected-error @below {{'cuda_tile.assume' op 'cuda_tile.bounded' expects lower bound to be less than or equal to upper bound}}
    %b = assume #cuda_tile.bounded<3, 2>, %a : tile<i16>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<i32>) {
    // expected-error @below {{'cuda_tile.print' op incorrect number of operands: expected 0, found 1}}
    print "100%% done", %a : tile<i32>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<i32>) {
    // expected-error @below {{'cuda_tile.print' op incorrect number of operands: expected 2, found 1}}
    print "%d and %5.2f", %a : tile<i32>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<i32>) {
    // expected-error @below {{'cuda_tile.print' op found unterminated format expression}}
    print "value %d then %-5", %a : tile<i32>
    return
  }
}
