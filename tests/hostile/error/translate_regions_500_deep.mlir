cuda_tile.module @kernels {
  entry @nest() {
    %c = constant <i1: true> : tile<i1>
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
    if %c {
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
    return
  }
}
