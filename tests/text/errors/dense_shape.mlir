cuda_tile.module @k {
  entry @e() {
    %c = constant <f32: [1.0, 2.0, 3.0]> : tile<4xf32>
  }
}
