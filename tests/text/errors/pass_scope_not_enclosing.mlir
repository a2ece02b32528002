// flags: '--test-debuginfo-update-symbol-name=symbol-to-rename=kernels::renamed scope=kernels::elsewhere new-name=x'
cuda_tile.module @kernels {
  entry @renamed() {
    return
  }
  entry @elsewhere() {
    return
  }
}
