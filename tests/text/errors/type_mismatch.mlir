cuda_tile.module @k {
  entry @e(%x: tile<i32>, %y: tile<i64>) {
    %a = addi %x, %x : tile<i32>
    %b = addi %a, %y : tile<i64>
  }
}
