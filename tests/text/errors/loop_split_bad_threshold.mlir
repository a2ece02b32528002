// flags: --pass-pipeline=builtin.module(cuda_tile.module(cuda_tile.entry(loop-split{split-threshold=few})))
cuda_tile.module @m {
  entry @k() {
    return
  }
}
