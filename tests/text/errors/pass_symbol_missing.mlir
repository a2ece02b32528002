// flags: '--test-debuginfo-update-symbol-name=symbol-to-rename=kernels::absent new-name=x'
cuda_tile.module @kernels {
  entry @k() {
    return
  }
}
