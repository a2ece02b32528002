// flags: -Wunsupported-hints -Werr-hints
// Optimization hints from 13.3: advice. Asked to (-Wunsupported-hints),
// the verifier warns about each key, parameter or value it cannot use, at
// the op; with -Werr-hints the op then fails. Without the flags the same
// hints verify silently (valid/opt_hints_13_3.mlir).

cuda_tile.module @m {
  // expected-warning @below {{unknown hint key sm_70}}
  // expected-error @below {{'cuda_tile.entry' op Optimization hints verification failed}}
  cuda_tile.entry @k() optimization_hints=<sm_70 = {occupancy = 2}> {
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  // expected-warning @below {{warps is not known hint for current Operation}}
  // expected-error @below {{'cuda_tile.entry' op Optimization hints verification failed}}
  cuda_tile.entry @k() optimization_hints=<sm_120 = {warps = 4}> {
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  // Ampere and Ada run one CTA per CGA.
  // expected-warning @below {{expected 1 for sm_80.num_cta_in_cga}}
  // expected-error @below {{'cuda_tile.entry' op Optimization hints verification failed}}
  cuda_tile.entry @k() optimization_hints=<sm_80 = {num_cta_in_cga = 2}> {
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  // expected-warning @below {{expected power-of-two ≤ 32 for default.num_worker_warps_per_cta}}
  // expected-error @below {{'cuda_tile.entry' op Optimization hints verification failed}}
  cuda_tile.entry @k() optimization_hints=<sm_90 = {num_worker_warps_per_cta = 4}, default = {num_worker_warps_per_cta = 12}> {
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  // Every problem is told, then the op fails once.
  // expected-warning @below {{expected power-of-two ≤ 16 for sm_90.num_cta_in_cga}}
  // expected-warning @below {{integer value in the range [1, 32] is expected for sm_90.occupancy}}
  // expected-warning @below {{integer value expected for sm_100.occupancy}}
  // expected-error @below {{'cuda_tile.entry' op Optimization hints verification failed}}
  cuda_tile.entry @k() optimization_hints=<sm_90 = {occupancy = 0, num_cta_in_cga = 3}, sm_100 = {occupancy = "all"}> {
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.testing$func @f(%p: !cuda_tile.tile<4x!cuda_tile.ptr<i64>>) {
    // expected-warning @below {{allow_tma is not known hint for current Operation}}
    // expected-error @below {{'cuda_tile.load_ptr_tko' op Optimization hints verification failed}}
    %v, %t = cuda_tile.load_ptr_tko weak %p optimization_hints = <sm_80 = {allow_tma = true}> : tile<4xptr<i64>> -> tile<4xi64>, token
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.testing$func @f(%pv: !cuda_tile.partition_view<tile=(16), tensor_view<128xi32, strides=[1]>>) {
    %i = cuda_tile.constant <i32: 0> : !cuda_tile.tile<i32>
    // expected-warning @below {{boolean value expected for sm_100.allow_tma}}
    // expected-error @below {{'cuda_tile.load_view_tko' op Optimization hints verification failed}}
    %t, %k = load_view_tko weak %pv[%i] optimization_hints = <sm_100 = {allow_tma = 1, latency = 2}> : partition_view<tile=(16), tensor_view<128xi32, strides=[1]>>, tile<i32> -> tile<16xi32>, token
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.testing$func @f(%pv: !cuda_tile.partition_view<tile=(16), tensor_view<128xi32, strides=[1]>>, %v: !cuda_tile.tile<16xi32>) {
    %i = cuda_tile.constant <i32: 0> : !cuda_tile.tile<i32>
    // expected-warning @below {{integer value in the range [1, 10] is expected for sm_120.latency}}
    // expected-error @below {{'cuda_tile.store_view_tko' op Optimization hints verification failed}}
    %k = store_view_tko weak %v, %pv[%i] optimization_hints = <sm_120 = {latency = 11}> : tile<16xi32>, partition_view<tile=(16), tensor_view<128xi32, strides=[1]>>, tile<i32> -> token
  }
}
