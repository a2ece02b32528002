// flags: --pass-pipeline=builtin.module(cuda_tile.module(cuda_tile.entry(prefetch-loads{distance=0})))
cuda_tile.module @m {
  entry @k() {
    return
  }
}
