// flags: --pass-pipeline=builtin.module(synthesize-debug-info-scopes)
cuda_tile.module @kernels {
  entry @k() {
    return
  }
}
