cuda_tile.module @k {
  entry @e() {
    return
