// Multibyte characters in strings and comments (ünïcödé, 漢字, 🚀) are text like any other.
cuda_tile.module @m {
  entry @k() {
    %c = constant <i1: true> : tile<i1>
    assert %c, "ü漢🚀" : tile<i1>
    return
  }
}
