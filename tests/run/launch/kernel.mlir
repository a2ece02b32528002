// Kernels for the launch cases: arguments are checked before anything runs
// (the error cases), and scalar arguments are read as written (store_scalars).
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
  entry @store_scalars(%h: tile<ptr<f16>>, %x: tile<f16>, %b: tile<ptr<bf16>>, %y: tile<bf16>) {
    %t0 = store_ptr_tko weak %h, %x : tile<ptr<f16>>, tile<f16> -> token
    %t1 = store_ptr_tko weak %b, %y : tile<ptr<bf16>>, tile<bf16> -> token
    return
  }
}
