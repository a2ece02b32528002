module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
cuda_tile.module @m {
  entry @k(%out: tile<ptr<f32>>) {
    %c = constant <i1: true> : tile<i1>

    return
  }
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
