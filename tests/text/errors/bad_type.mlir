cuda_tile.module @k {
  entry @e(%x: tile<4xf33>) {
  }
}
