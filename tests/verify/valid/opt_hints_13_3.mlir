// Optimization hints from 13.3 are advice: without -Wunsupported-hints,
// unknown keys and parameters and values out of range verify silently (the
// same hints warn and fail with the flags: invalid/opt_hints_13_3.mlir). A
// `default` entry holds what targets not named get; entries take
// num_worker_warps_per_cta.

cuda_tile.module @m {
  cuda_tile.entry @advice() optimization_hints=<sm_70 = {occupancy = 2}, sm_120 = {warps = 4}, sm_80 = {num_cta_in_cga = 2}, sm_90 = {occupancy = 0, num_cta_in_cga = 3}> {
    cuda_tile.return
  }
  cuda_tile.entry @with_default() optimization_hints=<sm_100 = {num_cta_in_cga = 8, num_worker_warps_per_cta = 8}, default = {num_cta_in_cga = 1, num_worker_warps_per_cta = 4, occupancy = 2}> {
    cuda_tile.return
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.testing$func @f(%p: !cuda_tile.tile<4x!cuda_tile.ptr<i64>>) {
    %v, %t = cuda_tile.load_ptr_tko weak %p optimization_hints = <sm_80 = {allow_tma = true}, default = {latency = 3}> : tile<4xptr<i64>> -> tile<4xi64>, token
  }
}
