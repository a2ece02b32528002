cuda_tile.module @k {
  entry @e(%x: tile<i32>) {
    %a = addi %x, %x : tile<i32>
    %a = subi %x, %x : tile<i32>
  }
}
