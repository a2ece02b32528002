cuda_tile.module @k {
  entry @e() {
    %c = constant <i8: [1, 300]> : tile<2xi8>
  }
}
