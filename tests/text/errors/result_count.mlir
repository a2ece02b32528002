cuda_tile.module @k {
  entry @e(%x: tile<i32>) {
    %a, %b = addi %x, %x : tile<i32>
  }
}
