cuda_tile.module @m {
  entry @k() {
    %a = iota : tile<262144xi32>
    %r = scan %a dim=0 reverse=false identities=[0 : i32] : tile<262144xi32> -> tile<262144xi32>
    (%x: tile<i32>, %acc: tile<i32>) {
      %s = addi %x, %acc : tile<i32>
      yield %s : tile<i32>
    }
    return
  }
}
