cuda_tile.module @m {
  entry @k() {
    %a = iota : tile<1048576xi32>
    print "%4096d", %a : tile<1048576xi32>
    return
  }
}
