cuda_tile.module @m {
  entry @k() {
    %a = constant <f32: 1.0> : tile<4096x4096xf32>
    %c = constant <f32: 0.0> : tile<4096x4096xf32>
    %r = mmaf %a, %a, %c : tile<4096x4096xf32>, tile<4096x4096xf32>, tile<4096x4096xf32>
    return
  }
}
