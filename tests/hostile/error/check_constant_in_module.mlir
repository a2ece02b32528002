cuda_tile.module @m {
  %c = constant <i32: 1> : tile<i32>
}
