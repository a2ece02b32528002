cuda_tile.module @k {
  entry @e(%x: tile<i32>) {
    %a = addx %x, %x : tile<i32>
  }
}
