// Optimization hints within their ranges.
cuda_tile.module @m {
  cuda_tile.entry @k() optimization_hints=<sm_80 = {num_cta_in_cga = 16, occupancy = 32}, sm_121 = {occupancy = 1}, "sm_90" = {num_cta_in_cga = 1}> {
    cuda_tile.return
  }
  cuda_tile.entry @none() optimization_hints=<> {
    cuda_tile.return
  }
}
