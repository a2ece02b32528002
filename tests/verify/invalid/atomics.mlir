// Verifiers of the atomic ops: pointee and element types, mask shapes, the
// element types each read-modify-write mode supports, and orderings.

cuda_tile.module @m {
  cuda_tile.testing$func @f(%p: !cuda_tile.tile<8x!cuda_tile.ptr<i64>>, %a: !cuda_tile.tile<8xi32>) {
    // expected-error @below {{'cuda_tile.atomic_rmw_tko' op expected pointee type ('i64') to match element type of 'arg' ('i32')}}
    %r, %t = cuda_tile.atomic_rmw_tko relaxed device %p, add, %a : tile<8xptr<i64>>, tile<8xi32> -> tile<8xi32>, token
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.testing$func @f(%p: !cuda_tile.tile<8x!cuda_tile.ptr<i32>>, %a: !cuda_tile.tile<8xi32>, %m: !cuda_tile.tile<2xi1>) {
    // expected-error @below {{'cuda_tile.atomic_rmw_tko' op failed to verify that all of {pointers, arg, mask} have same shape}}
    %r, %t = cuda_tile.atomic_rmw_tko relaxed device %p, or, %a, %m : tile<8xptr<i32>>, tile<8xi32>, tile<2xi1> -> tile<8xi32>, token
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.testing$func @f(%p: !cuda_tile.tile<8x!cuda_tile.ptr<f32>>, %a: !cuda_tile.tile<8xf32>) {
    // expected-error @below {{'cuda_tile.atomic_rmw_tko' op 'umax' works only with integers i32 and i64}}
    %r, %t = cuda_tile.atomic_rmw_tko acquire sys %p, umax, %a : tile<8xptr<f32>>, tile<8xf32> -> tile<8xf32>, token
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.testing$func @f(%p: !cuda_tile.tile<8x!cuda_tile.ptr<i16>>, %a: !cuda_tile.tile<8xi16>) {
    // expected-error @below {{'cuda_tile.atomic_rmw_tko' op 'xor' works only with integers i32 and i64}}
    %r, %t = cuda_tile.atomic_rmw_tko release device %p, xor, %a : tile<8xptr<i16>>, tile<8xi16> -> tile<8xi16>, token
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.testing$func @f(%p: !cuda_tile.tile<8x!cuda_tile.ptr<i64>>, %a: !cuda_tile.tile<8xi64>) {
    // expected-error @below {{'cuda_tile.atomic_rmw_tko' op 'addf' works only with floats f16, bf16, f32, and f64}}
    %r, %t = cuda_tile.atomic_rmw_tko relaxed device %p, addf, %a : tile<8xptr<i64>>, tile<8xi64> -> tile<8xi64>, token
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.testing$func @f(%p: !cuda_tile.tile<8x!cuda_tile.ptr<f16>>, %a: !cuda_tile.tile<8xf16>) {
    // expected-error @below {{'cuda_tile.atomic_rmw_tko' op 'xchg' works only with integers or float of 32 or 64 bitwidth}}
    %r, %t = cuda_tile.atomic_rmw_tko acq_rel device %p, xchg, %a : tile<8xptr<f16>>, tile<8xf16> -> tile<8xf16>, token
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.testing$func @f(%p: !cuda_tile.tile<8x!cuda_tile.ptr<i32>>, %a: !cuda_tile.tile<8xi32>) {
    // expected-error @below {{'cuda_tile.atomic_rmw_tko' op memory ordering semantics must be one of: relaxed, acquire, release, acq_rel}}
    %r, %t = cuda_tile.atomic_rmw_tko weak tl_blk %p, min, %a : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.testing$func @f(%p: !cuda_tile.tile<4x!cuda_tile.ptr<f64>>, %c: !cuda_tile.tile<4xf32>) {
    // expected-error @below {{'cuda_tile.atomic_cas_tko' op expected pointee type ('f64') to match element type of 'val' ('f32')}}
    %r, %t = cuda_tile.atomic_cas_tko relaxed device %p, %c, %c : tile<4xptr<f64>>, tile<4xf32> -> tile<4xf32>, token
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.testing$func @f(%p: !cuda_tile.tile<4x!cuda_tile.ptr<tf32>>, %c: !cuda_tile.tile<4xtf32>) {
    // expected-error @below {{'cuda_tile.atomic_cas_tko' op expect only float or integer types with 32 or 64 bit}}
    %r, %t = cuda_tile.atomic_cas_tko relaxed device %p, %c, %c : tile<4xptr<tf32>>, tile<4xtf32> -> tile<4xtf32>, token
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.testing$func @f(%p: !cuda_tile.tile<4x!cuda_tile.ptr<i64>>, %c: !cuda_tile.tile<4xi64>, %m: !cuda_tile.tile<4x1xi1>) {
    // expected-error @below {{'cuda_tile.atomic_cas_tko' op failed to verify that all of {pointers, val, cmp and mask} have same shape}}
    %r, %t = cuda_tile.atomic_cas_tko acquire sys %p, %c, %c, %m : tile<4xptr<i64>>, tile<4xi64>, tile<4x1xi1> -> tile<4xi64>, token
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.testing$func @f(%p: !cuda_tile.tile<4x!cuda_tile.ptr<i64>>, %c: !cuda_tile.tile<4xi64>) {
    // expected-error @below {{'cuda_tile.atomic_cas_tko' op memory ordering semantics must be one of: relaxed, acquire, release, acq_rel}}
    %r, %t = cuda_tile.atomic_cas_tko weak device %p, %c, %c : tile<4xptr<i64>>, tile<4xi64> -> tile<4xi64>, token
  }
}

// -----

// A view reduction's ordering (relaxed) and scopes (tl_blk, device) are its
// spec's `only`; the ordering is reported before the index rules.
cuda_tile.module @m {
  cuda_tile.testing$func @f(%sv: !cuda_tile.partition_view<tile=(8), tensor_view<64xf32, strides=[1]>>, %x: !cuda_tile.tile<8xf32>) {
    %c0 = cuda_tile.constant <i32: 0> : !cuda_tile.tile<i32>
    // expected-error @below {{'cuda_tile.atomic_red_view_tko' op only 'relaxed' memory ordering is supported for view-based atomic reductions}}
    %t = cuda_tile.atomic_red_view_tko acq_rel device %sv[%c0, %c0], addf, %x : !cuda_tile.tile<8xf32>, !cuda_tile.partition_view<tile=(8), tensor_view<64xf32, strides=[1]>>, !cuda_tile.tile<i32> -> !cuda_tile.token
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.testing$func @f(%sv: !cuda_tile.partition_view<tile=(8), tensor_view<64xf32, strides=[1]>>, %x: !cuda_tile.tile<8xf32>) {
    %c0 = cuda_tile.constant <i32: 0> : !cuda_tile.tile<i32>
    // expected-error @below {{'cuda_tile.atomic_red_view_tko' op memory scope 'sys' is not supported for view-based atomic reductions; use 'tl_blk' or 'device' for TMA compatibility}}
    %t = cuda_tile.atomic_red_view_tko relaxed sys %sv[%c0], addf, %x : !cuda_tile.tile<8xf32>, !cuda_tile.partition_view<tile=(8), tensor_view<64xf32, strides=[1]>>, !cuda_tile.tile<i32> -> !cuda_tile.token
  }
}
