// Verifiers of the memory ops: joining tokens, and the ordering, scope and
// hint rules of gathers and scatters through tiles of pointers.

cuda_tile.module @m {
  cuda_tile.testing$func @f() {
    %a = cuda_tile.make_token : !cuda_tile.token
    // expected-error @below {{'cuda_tile.join_tokens' op expect two or more tokens}}
    %b = cuda_tile.join_tokens %a : !cuda_tile.token
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.testing$func @f(%p: !cuda_tile.tile<4x!cuda_tile.ptr<i64>>) {
    // expected-error @below {{'cuda_tile.load_ptr_tko' op expect one of: weak, relaxed, or acquire, but got: acq_rel}}
    %v, %t = cuda_tile.load_ptr_tko acq_rel sys %p : tile<4xptr<i64>> -> tile<4xi64>, token
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.testing$func @f(%p: !cuda_tile.tile<4x!cuda_tile.ptr<i64>>) {
    // expected-error @below {{'cuda_tile.load_ptr_tko' op weak load must not have memory scope}}
    %v, %t = cuda_tile.load_ptr_tko weak tl_blk %p : tile<4xptr<i64>> -> tile<4xi64>, token
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.testing$func @f(%p: !cuda_tile.tile<4x!cuda_tile.ptr<i64>>) {
    // expected-error @below {{'cuda_tile.load_ptr_tko' op memory scope is required for relaxed load}}
    %v, %t = cuda_tile.load_ptr_tko relaxed %p : tile<4xptr<i64>> -> tile<4xi64>, token
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.testing$func @f(%p: !cuda_tile.tile<4x!cuda_tile.ptr<bf16>>, %v: !cuda_tile.tile<4xbf16>) {
    // expected-error @below {{'cuda_tile.store_ptr_tko' op expect one of: weak, relaxed, or release, but got: acquire}}
    %t = cuda_tile.store_ptr_tko acquire device %p, %v : tile<4xptr<bf16>>, tile<4xbf16> -> token
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.testing$func @f(%p: !cuda_tile.tile<4x!cuda_tile.ptr<bf16>>, %v: !cuda_tile.tile<4xbf16>) {
    // expected-error @below {{'cuda_tile.store_ptr_tko' op weak store must not have memory scope}}
    %t = cuda_tile.store_ptr_tko weak sys %p, %v : tile<4xptr<bf16>>, tile<4xbf16> -> token
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.testing$func @f(%p: !cuda_tile.tile<4x!cuda_tile.ptr<bf16>>, %v: !cuda_tile.tile<4xbf16>) {
    // expected-error @below {{'cuda_tile.store_ptr_tko' op memory scope is required for release store}}
    %t = cuda_tile.store_ptr_tko release %p, %v : tile<4xptr<bf16>>, tile<4xbf16> -> token
  }
}
