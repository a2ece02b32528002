// Errors reported while reading ops: what an op's own parser reports carries
// `custom op '<name>'`; keyword enums, rounding modes, operand counts.

cuda_tile.module @m {
  cuda_tile.entry @k() {
    %a = cuda_tile.constant <i32: 3> : !cuda_tile.tile<4xi32>
    // expected-error @below {{custom op 'cuda_tile.cmpi' expected 'comparison_predicate' to be one of: {'equal', 'not_equal', 'less_than', 'less_than_or_equal', 'greater_than', 'greater_than_or_equal'}}}
    %c = cuda_tile.cmpi sideways %a, %a, signed : !cuda_tile.tile<4xi32> -> !cuda_tile.tile<4xi1>
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.entry @k() {
    %a = cuda_tile.constant <i32: 3> : !cuda_tile.tile<4xi32>
    // expected-error @below {{custom op 'cuda_tile.cmpi' expected signedness to be one of: {'signed', 'unsigned'}}}
    %c = cuda_tile.cmpi equal %a, %a, sometimes : !cuda_tile.tile<4xi32> -> !cuda_tile.tile<4xi1>
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.entry @k() {
    %a = cuda_tile.constant <f32: 1.5> : !cuda_tile.tile<8xf32>
    // expected-error @below {{custom op 'cuda_tile.mulf' expected rounding mode to be one of: 'nearest_even', 'zero', 'negative_inf', 'positive_inf', got: 'full'}}
    %b = cuda_tile.mulf %a, %a rounding<full> : !cuda_tile.tile<8xf32>
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.entry @k() {
    %a = cuda_tile.constant <f32: 1.5> : !cuda_tile.tile<8xf32>
    // expected-error @below {{custom op 'cuda_tile.divf' expected rounding mode to be one of: 'nearest_even', 'zero', 'negative_inf', 'positive_inf', 'approx', 'full'}}
    %b = cuda_tile.divf %a, %a rounding<sideways> : !cuda_tile.tile<8xf32>
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.testing$func @f(%p: !cuda_tile.tile<4x!cuda_tile.ptr<i32>>, %v: !cuda_tile.tile<4xi32>) {
    // expected-error @below {{custom op 'cuda_tile.atomic_rmw_tko' expected string or keyword containing one of the following enum values for attribute 'mode' [and, or, xor, add, addf, max, min, umax, umin, xchg]}}
    %r, %t = cuda_tile.atomic_rmw_tko relaxed device %p, nand, %v : !cuda_tile.tile<4x!cuda_tile.ptr<i32>>, !cuda_tile.tile<4xi32> -> !cuda_tile.tile<4xi32>, !cuda_tile.token
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.testing$func @f(%p: !cuda_tile.tile<4x!cuda_tile.ptr<i32>>, %v: !cuda_tile.tile<4xi32>) {
    // expected-error @below {{custom op 'cuda_tile.atomic_rmw_tko' invalid memory ordering semantics attribute specification: "sequential"}}
    %r, %t = cuda_tile.atomic_rmw_tko "sequential" device %p, add, %v : !cuda_tile.tile<4x!cuda_tile.ptr<i32>>, !cuda_tile.tile<4xi32> -> !cuda_tile.tile<4xi32>, !cuda_tile.token
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.testing$func @f(%v: !cuda_tile.tensor_view<16xf32, strides=[1]>) {
    // expected-error @below {{custom op 'cuda_tile.make_partition_view' expected 'partition_view' type, but got '!cuda_tile.tensor_view<16xf32, strides=[1]>'}}
    %p = cuda_tile.make_partition_view %v : !cuda_tile.tensor_view<16xf32, strides=[1]>
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.testing$func @f(%t: !cuda_tile.tile<16xf32>) {
    // expected-error @below {{custom op 'cuda_tile.get_tensor_shape' expected tensor_view, got '!cuda_tile.tile<16xf32>'}}
    %s = cuda_tile.get_tensor_shape %t : !cuda_tile.tile<16xf32> -> !cuda_tile.tile<i32>
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.testing$func @f(%t: !cuda_tile.tile<f32>) {
    // expected-error @below {{custom op 'cuda_tile.assume' expected assume predicate attribute}}
    %a = cuda_tile.assume 16 : i64, %t : !cuda_tile.tile<f32>
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.entry @k() {
    // expected-error @below {{cannot name an operation with no results}}
    %x = cuda_tile.print "no value"
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.entry @k() {
    // expected-error @below {{expected attribute value}}
    cuda_tile.print : !cuda_tile.tile<4xf32>
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.testing$func @f(%c: !cuda_tile.tile<4xi1>, %a: !cuda_tile.tile<4xf32>) {
    // A missing token at the start of a line is reported where the last line ends.
    // expected-error @below {{expected ','}}
    %r = cuda_tile.select %c, %a, %a : !cuda_tile.tile<4xi1>
  }
}

// -----

// expected-error @below {{expected 2 operand types but had 1}}
%r = "cuda_tile.addi"(%a, %b) : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
