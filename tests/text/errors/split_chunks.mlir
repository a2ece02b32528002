// flags: -split-input-file
cuda_tile.module @ok {
}

// -----

cuda_tile.module @bad {
  entry @e() {
    %a = constant <i32: 1> : tile<f32>
  }
}
