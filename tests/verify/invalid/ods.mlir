// Checks every op gets from its spec: type constraints, matching types,
// attribute constraints, parents, symbols.

cuda_tile.module @m {
  cuda_tile.entry @k() {
    %a = cuda_tile.constant <f32: 1.0> : !cuda_tile.tile<4xf32>
    // expected-error @below {{'cuda_tile.addi' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<4xf32>'}}
    %b = cuda_tile.addi %a, %a : !cuda_tile.tile<4xf32>
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.entry @k() {
    %a = cuda_tile.constant <i32: 1> : !cuda_tile.tile<4xi32>
    %b = cuda_tile.constant <i16: 1> : !cuda_tile.tile<4xi16>
    // expected-error @below {{'cuda_tile.addi' op failed to verify that all of {lhs, rhs, result} have same type}}
    %c = "cuda_tile.addi"(%a, %b) : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<4xi16>) -> !cuda_tile.tile<4xi32>
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.entry @k() {
    %a = cuda_tile.constant <i32: 1> : !cuda_tile.tile<4xi32>
    // expected-error @below {{'cuda_tile.addi' op expected 2 operands, but found 1}}
    %c = "cuda_tile.addi"(%a) : (!cuda_tile.tile<4xi32>) -> !cuda_tile.tile<4xi32>
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.global @g <f32: 1.0> : !cuda_tile.tile<1xf32>
  // expected-error @below {{redefinition of symbol named 'g'}}
  cuda_tile.global @g <f32: 2.0> : !cuda_tile.tile<1xf32>
  // expected-note @-3 {{see existing symbol definition here}}
}

// -----

cuda_tile.module @m {
  cuda_tile.entry @k() {
    // expected-error @below {{'cuda_tile.get_global' op 'nowhere' does not reference a valid global}}
    %p = cuda_tile.get_global @nowhere : !cuda_tile.tile<!cuda_tile.ptr<f32>>
    cuda_tile.return
  }
}

// -----

// Recorded group sizes must match the operands: here they are missing (so
// zero), which lets no operand through.
cuda_tile.module @m {
  cuda_tile.testing$func @f(%base: !cuda_tile.tile<!cuda_tile.ptr<f32>>) {
    // expected-error @below {{'cuda_tile.make_tensor_view' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
    "cuda_tile.make_tensor_view"(%base) <{operandSegmentSizes_misspelled = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<!cuda_tile.ptr<f32>>) -> !cuda_tile.tensor_view<f32>
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.testing$func @f(%base: !cuda_tile.tile<!cuda_tile.ptr<f32>>) {
    // expected-error @below {{'cuda_tile.make_tensor_view' op operand count (1) does not match with the total size (2) specified in attribute 'operandSegmentSizes'}}
    "cuda_tile.make_tensor_view"(%base) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.tile<!cuda_tile.ptr<f32>>) -> !cuda_tile.tensor_view<f32>
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.testing$func @f(%base: !cuda_tile.tile<!cuda_tile.ptr<f32>>) {
    // expected-error @below {{'cuda_tile.make_tensor_view' op 'operandSegmentSizes' attribute for specifying operand segments must have 3 elements, but got 2}}
    "cuda_tile.make_tensor_view"(%base) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cuda_tile.tile<!cuda_tile.ptr<f32>>) -> !cuda_tile.tensor_view<f32>
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.testing$func @f(%base: !cuda_tile.tile<!cuda_tile.ptr<f32>>) {
    // expected-error @below {{'cuda_tile.make_tensor_view' op 'operandSegmentSizes' attribute cannot have negative elements}}
    "cuda_tile.make_tensor_view"(%base) <{operandSegmentSizes = array<i32: -1, 2, 0>}> : (!cuda_tile.tile<!cuda_tile.ptr<f32>>) -> !cuda_tile.tensor_view<f32>
  }
}
