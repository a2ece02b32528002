cuda_tile.module @m {
  cuda_tile.entry @k() {

