// Optimization hints within their ranges.
cuda_tile.module @m {
  cuda_tile.entry @k() optimization_hints=<sm_80 = {num_cta_in_cga = 16, occupancy = 32}, sm_121 = {occupancy = 1}, "sm_90" = {num_cta_in_cga = 1}> {
    cuda_tile.return
  }
  cuda_tile.entry @none() optimization_hints=<> {
    cuda_tile.return
  }
}

// Every architecture the PTX backend targets may be named (cuTile Python
// keys a kernel's hints by the one it compiles for).
cuda_tile.module @all {
  cuda_tile.entry @k() optimization_hints=<sm_75 = {}, sm_80 = {}, sm_86 = {}, sm_87 = {}, sm_88 = {occupancy = 2}, sm_89 = {}, sm_90 = {}, sm_100 = {}, sm_103 = {}, sm_107 = {num_cta_in_cga = 2}, sm_110 = {}, sm_120 = {}, sm_121 = {}> {
    cuda_tile.return
  }
}
