// Control flow: where early exits may stand, what branches yield, what loops
// carry, what return hands back.

cuda_tile.module @m {
  // expected-note @below {{see unexpected ancestor operation}}
  entry @k(%flag: tile<i1>) {
    if %flag {
      // expected-error @below {{'cuda_tile.continue' op can only be nested within a ancestor chain of 'cuda_tile.for', 'cuda_tile.loop', 'cuda_tile.if' operations}}
      continue
    }
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%flag: tile<i1>) {
    %lo = constant <i64: 0> : tile<i64>
    %hi = constant <i64: 8> : tile<i64>
    // expected-note @below {{see unexpected ancestor operation}}
    for %i in (%lo to %hi, step %hi) : tile<i64> {
      if %flag {
        // expected-error @below {{'cuda_tile.break' op can only be nested within a ancestor chain of 'cuda_tile.loop', 'cuda_tile.if' operations}}
        break
      }
    }
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %x = constant <f16: 2.0> : tile<f16>
    loop {
      // expected-error @below {{'cuda_tile.break' op operand types must correspond to the parent loop result types: ('!cuda_tile.tile<f16>') vs ()}}
      break %x : tile<f16>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %lo = constant <i16: 0> : tile<i16>
    %v = constant <f32: 0.5> : tile<f32>
    for %i in (%lo to %lo, step %lo) : tile<i16> {
      // expected-error @below {{`for` is missing a valid terminator. `continue` op should have operand types that match the parent loop return types: (), but found: ('!cuda_tile.tile<f32>')}}
      continue %v : tile<f32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %v = constant <i8: 3> : tile<i8>
    %w = constant <i8: 4> : tile<i8>
    // expected-error @below {{`loop` is missing a valid terminator. `continue` op should have operand types that match the parent loop iter_values: ('!cuda_tile.tile<i8>', '!cuda_tile.tile<i8>'), but found: ()}}
    loop iter_values(%a = %v, %b = %w) : tile<i8>, tile<i8> {
    }
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %lo = constant <i32: 0> : tile<i32>
    // expected-error @below {{'cuda_tile.for' op expected induction variable to be same type as bounds and step: '!cuda_tile.tile<i64>' vs '!cuda_tile.tile<i32>'}}
    "cuda_tile.for"(%lo, %lo, %lo) ({
    ^bb0(%iv: !cuda_tile.tile<i64>):
      cuda_tile.continue
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> ()
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %lo = constant <i32: 0> : tile<i32>
    // expected-error @below {{'cuda_tile.for' op expected at least one block argument for induction variable}}
    "cuda_tile.for"(%lo, %lo, %lo) ({
      cuda_tile.continue
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> ()
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %lo = constant <i32: 0> : tile<i32>
    %s = constant <i16: 7> : tile<i16>
    // expected-error @below {{'cuda_tile.for' op init value 0 and region iter_value 0 have different type: '!cuda_tile.tile<i16>' != '!cuda_tile.tile<i8>'}}
    %r = "cuda_tile.for"(%lo, %lo, %lo, %s) ({
    ^bb0(%iv: !cuda_tile.tile<i32>, %c: !cuda_tile.tile<i8>):
      cuda_tile.continue %s : !cuda_tile.tile<i16>
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i16>) -> !cuda_tile.tile<i16>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %s = constant <i16: 7> : tile<i16>
    // expected-error @below {{'cuda_tile.loop' op mismatch in number of region iterator values and loop iterator inits: 0 vs 1}}
    "cuda_tile.loop"(%s) ({
      cuda_tile.continue %s : !cuda_tile.tile<i16>
    }) : (!cuda_tile.tile<i16>) -> ()
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    %tv = make_tensor_view %p, shape = [8], strides = [1] : tensor_view<8xf32, strides=[1]>
    // expected-error @below {{'cuda_tile.loop' op loop-carried value 0 is a tensor_view, which is not supported}}
    loop iter_values(%v = %tv) : tensor_view<8xf32, strides=[1]> {
      continue %v : tensor_view<8xf32, strides=[1]>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    %tv = make_tensor_view %p, shape = [8], strides = [1] : tensor_view<8xf32, strides=[1]>
    // expected-error @below {{'cuda_tile.loop' op result type 0 is a tensor_view, which is not supported}}
    %r = loop : tensor_view<8xf32, strides=[1]> {
      break %tv : tensor_view<8xf32, strides=[1]>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%flag: tile<i1>) {
    %a = constant <i32: 1> : tile<i32>
    // expected-error @below {{'cuda_tile.if' op has non-empty return type, must define else branch}}
    %r = if %flag -> (tile<i32>) {
      yield %a : tile<i32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%flag: tile<i1>) {
    %a = constant <i32: 1> : tile<i32>
    // expected-error @below {{'cuda_tile.if' op has return type of '!cuda_tile.tile<i32>' but then branch does not yield anything}}
    %r = if %flag -> (tile<i32>) {
      yield
    } else {
      yield %a : tile<i32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%flag: tile<i1>) {
    %a = constant <i32: 1> : tile<i32>
    // expected-error @below {{'cuda_tile.if' op does not return a value, but else branch yields '!cuda_tile.tile<i32>', '!cuda_tile.tile<i32>'}}
    if %flag {
      print "t"
    } else {
      yield %a, %a : tile<i32>, tile<i32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%flag: tile<i1>) {
    %a = constant <i32: 1> : tile<i32>
    %b = constant <i64: 1> : tile<i64>
    // expected-error @below {{'cuda_tile.if' op type does not match yield type, then branch yields '!cuda_tile.tile<i64>' but op result type is '!cuda_tile.tile<i32>'}}
    %r = if %flag -> (tile<i32>) {
      yield %b : tile<i64>
    } else {
      yield %a : tile<i32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%flag: tile<i1>) {
    %b = constant <i64: 1> : tile<i64>
    loop {
      // expected-error @below {{'cuda_tile.if' op does not return a value, but then branch yields '!cuda_tile.tile<i64>'}}
      if %flag {
        yield %b : tile<i64>
      } else {
        break
      }
    }
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %flag: tile<i1>) {
    %tv = make_tensor_view %p, shape = [8], strides = [1] : tensor_view<8xf32, strides=[1]>
    // expected-error @below {{'cuda_tile.if' op result type 0 is a tensor_view, which is not supported}}
    %r = if %flag -> (tensor_view<8xf32, strides=[1]>) {
      yield %tv : tensor_view<8xf32, strides=[1]>
    } else {
      yield %tv : tensor_view<8xf32, strides=[1]>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <f32: 1.0> : tile<f32>
    // expected-error @below {{'cuda_tile.return' op has 1 operands, but enclosing function (@k) returns 0}}
    return %a : tile<f32>
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{'cuda_tile.entry' op entry op must not return values}}
  entry @k() -> tile<f32> {
    %a = constant <f32: 1.0> : tile<f32>
    return %a : tile<f32>
  }
}

// -----

cuda_tile.module @m {
  "cuda_tile.testing$func"() ({
  ^bb0(%a: !cuda_tile.tile<4xi32>):
    // expected-error @below {{type of return operand 0 ('!cuda_tile.tile<4xi32>') doesn't match function result type ('!cuda_tile.tile<4xi16>') in function @f}}
    cuda_tile.return %a : !cuda_tile.tile<4xi32>
  }) {function_type = (!cuda_tile.tile<4xi32>) -> !cuda_tile.tile<4xi16>, sym_name = "f"} : () -> ()
}

// -----

cuda_tile.module @m {
  "cuda_tile.testing$func"() ({
  ^bb0(%a: !cuda_tile.tile<4xi32>):
    // expected-error @below {{'cuda_tile.return' op has 0 operands, but enclosing function (@f) returns 1}}
    cuda_tile.return
  }) {function_type = (!cuda_tile.tile<4xi32>) -> !cuda_tile.tile<4xi32>, sym_name = "f"} : () -> ()
}

// -----

// A `for` whose results are its carried types in another order.
cuda_tile.module @m {
  entry @k(%n: tile<i32>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %z = constant <f32: 0.000000e+00> : tile<f32>
    %false = constant <i1: false> : tile<i1>
    // expected-error @below {{'cuda_tile.for' op failed to verify that all of {initValues, resultValues} have same type}}
    %r:2 = "cuda_tile.for"(%c0, %n, %c1, %z, %false) ({
    ^bb0(%i: !cuda_tile.tile<i32>, %a: !cuda_tile.tile<f32>, %b: !cuda_tile.tile<i1>):
      "cuda_tile.continue"(%a, %b) : (!cuda_tile.tile<f32>, !cuda_tile.tile<i1>) -> ()
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<f32>, !cuda_tile.tile<i1>) -> (!cuda_tile.tile<i1>, !cuda_tile.tile<f32>)
    return
  }
}

// -----

// A `for` with fewer results than carried values.
cuda_tile.module @m {
  entry @k(%n: tile<i32>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %z = constant <f32: 0.000000e+00> : tile<f32>
    // expected-error @below {{'cuda_tile.for' op failed to verify that all of {initValues, resultValues} have same type}}
    %r = "cuda_tile.for"(%c0, %n, %c1, %z, %z) ({
    ^bb0(%i: !cuda_tile.tile<i32>, %a: !cuda_tile.tile<f32>, %b: !cuda_tile.tile<f32>):
      "cuda_tile.continue"(%a, %b) : (!cuda_tile.tile<f32>, !cuda_tile.tile<f32>) -> ()
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<f32>, !cuda_tile.tile<f32>) -> (!cuda_tile.tile<f32>)
    return
  }
}
