// flags: --target-version=13.2
// Optimization hints as the tools of 13.1 and 13.2 check them: every
// problem is an error, each entry checked as it is read, the parameters an
// op takes by its verifier (from 13.3 hints are advice: opt_hints_13_3.mlir).

cuda_tile.module @m {
  // expected-error @below {{custom op 'cuda_tile.entry' unallowed key sm_70}}
  cuda_tile.entry @k() optimization_hints=<sm_70 = {occupancy = 2}> {
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{custom op 'cuda_tile.entry' expected dictionary attribute for optimization_hints entry `sm_90` got value="fast"}}
  cuda_tile.entry @k() optimization_hints=<sm_90 = "fast"> {
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{custom op 'cuda_tile.entry' expected dictionary attribute for optimization_hints entry `sm_90` got value=4 : i64}}
  cuda_tile.entry @k() optimization_hints=<sm_90 = 4> {
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{custom op 'cuda_tile.entry' unknown param warps for sm_120}}
  cuda_tile.entry @k() optimization_hints=<sm_120 = {warps = 4}> {
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{custom op 'cuda_tile.entry' expected power-of-two ≤ 16 for sm_90.num_cta_in_cga}}
  cuda_tile.entry @k() optimization_hints=<sm_90 = {num_cta_in_cga = 32}> {
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{custom op 'cuda_tile.entry' integer value expected for sm_90.occupancy}}
  cuda_tile.entry @k() optimization_hints=<sm_90 = {occupancy = "all"}> {
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{custom op 'cuda_tile.entry' integer value in the range [1, 32] is expected for sm_100.occupancy}}
  cuda_tile.entry @k() optimization_hints=<sm_100 = {occupancy = 0}> {
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{custom op 'cuda_tile.entry' duplicate optimization_hints key `sm_100`}}
  cuda_tile.entry @k() optimization_hints=<sm_100 = {occupancy = 1}, sm_100 = {occupancy = 2}> {
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.testing$func @f(%p: !cuda_tile.tile<4x!cuda_tile.ptr<f32>>) {
    // expected-error @below {{custom op 'cuda_tile.load_ptr_tko' integer value in the range [1, 10] is expected for sm_90.latency}}
    %v, %t = cuda_tile.load_ptr_tko weak %p optimization_hints = <sm_90 = {latency = 11}> : !cuda_tile.tile<4x!cuda_tile.ptr<f32>> -> !cuda_tile.tile<4xf32>, !cuda_tile.token
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.testing$func @f(%p: !cuda_tile.tile<4x!cuda_tile.ptr<f32>>) {
    // expected-error @below {{custom op 'cuda_tile.load_ptr_tko' boolean value expected for sm_90.allow_tma}}
    %v, %t = cuda_tile.load_ptr_tko weak %p optimization_hints = <sm_90 = {allow_tma = 1}> : !cuda_tile.tile<4x!cuda_tile.ptr<f32>> -> !cuda_tile.tile<4xf32>, !cuda_tile.token
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.testing$func @f(%p: !cuda_tile.tile<4x!cuda_tile.ptr<i64>>) {
    // expected-error @below {{'cuda_tile.load_ptr_tko' op allow_tma is not allowed for current Operation}}
    %v, %t = cuda_tile.load_ptr_tko weak %p optimization_hints = <sm_80 = {allow_tma = true}> : tile<4xptr<i64>> -> tile<4xi64>, token
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.testing$func @f(%p: !cuda_tile.tile<4x!cuda_tile.ptr<i64>>) {
    // expected-error @below {{custom op 'cuda_tile.load_ptr_tko' integer value expected for sm_90.latency}}
    %v, %t = cuda_tile.load_ptr_tko weak %p optimization_hints = <sm_90 = {latency = "fast"}> : tile<4xptr<i64>> -> tile<4xi64>, token
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.testing$func @f(%p: !cuda_tile.tile<4x!cuda_tile.ptr<bf16>>, %v: !cuda_tile.tile<4xbf16>) {
    // expected-error @below {{custom op 'cuda_tile.store_ptr_tko' integer value in the range [1, 10] is expected for sm_103.latency}}
    %t = cuda_tile.store_ptr_tko weak %p, %v optimization_hints = <sm_103 = {latency = 0}> : tile<4xptr<bf16>>, tile<4xbf16> -> token
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.testing$func @f(%pv: !cuda_tile.partition_view<tile=(16), tensor_view<128xi32, strides=[1]>>) {
    %i = cuda_tile.constant <i32: 0> : !cuda_tile.tile<i32>
    // expected-error @below {{'cuda_tile.load_view_tko' op num_cta_in_cga is not allowed for current Operation}}
    %t, %k = load_view_tko weak %pv[%i] optimization_hints = <sm_90 = {num_cta_in_cga = 2}> : partition_view<tile=(16), tensor_view<128xi32, strides=[1]>>, tile<i32> -> tile<16xi32>, token
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.testing$func @f(%pv: !cuda_tile.partition_view<tile=(16), tensor_view<128xi32, strides=[1]>>) {
    %i = cuda_tile.constant <i32: 0> : !cuda_tile.tile<i32>
    // expected-error @below {{custom op 'cuda_tile.load_view_tko' boolean value expected for sm_100.allow_tma}}
    %t, %k = load_view_tko weak %pv[%i] optimization_hints = <sm_100 = {allow_tma = 1, latency = 2}> : partition_view<tile=(16), tensor_view<128xi32, strides=[1]>>, tile<i32> -> tile<16xi32>, token
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.testing$func @f(%pv: !cuda_tile.partition_view<tile=(16), tensor_view<128xi32, strides=[1]>>, %v: !cuda_tile.tile<16xi32>) {
    %i = cuda_tile.constant <i32: 0> : !cuda_tile.tile<i32>
    // expected-error @below {{custom op 'cuda_tile.store_view_tko' integer value in the range [1, 10] is expected for sm_120.latency}}
    %k = store_view_tko weak %v, %pv[%i] optimization_hints = <sm_120 = {latency = 11}> : tile<16xi32>, partition_view<tile=(16), tensor_view<128xi32, strides=[1]>>, tile<i32> -> token
  }
}
