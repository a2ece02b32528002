cuda_tile.module @k {
  entry @e(%x: tile<i32>) {
    %c = cmpi %x, %x, signed : tile<i32> -> tile<i1>
  }
}
