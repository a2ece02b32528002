// Optimization hints are checked entry by entry as they are read.

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
