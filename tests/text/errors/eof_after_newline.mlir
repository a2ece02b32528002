cuda_tile.module @m {
  cuda_tile.entry @k() {
    cuda_tile.return
  }
