// Kernels for launch-error cases: arguments are checked before anything runs.
cuda_tile.module @launch {
  entry @two_params(%p: tile<ptr<f32>>, %n: tile<i32>) {
    return
  }
  entry @spin() {
    loop {
      continue
    }
    return
  }
}
