cuda_tile.module @k {
  entry @e() {
    %a = addi %nope, %nope : tile<i32>
  }
}
