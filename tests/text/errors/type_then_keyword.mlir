cuda_tile.module @k {
  testing$func @f(%x: !cuda_tile.tile<3xf32>) {
  }
}
