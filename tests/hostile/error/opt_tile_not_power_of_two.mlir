cuda_tile.module @kernels {
  entry @k() {
    %i = iota : tile<3xi32>
    return
  }
}
