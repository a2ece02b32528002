cuda_tile.module @k {
  entry @e() {
    "other.op"() : () -> ()
  }
}
