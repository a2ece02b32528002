// flags: --pass-pipeline=builtin.module(cuda_tile.module(cuda_tile.entry(loop-split{split-threshold=4294967296})))
cuda_tile.module @m {
  entry @k() {
    return
  }
}
