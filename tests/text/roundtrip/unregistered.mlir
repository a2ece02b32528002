// flags: -allow-unregistered-dialect
// Ops and attributes of other dialects pass through untouched.
cuda_tile.module @k {
  entry @u(%x: tile<i32>) {
    %0:2 = "other.split"(%x) {tag = #other.tag<"a", [1, 2]>, n = 3 : i64} : (!cuda_tile.tile<i32>) -> (!cuda_tile.tile<i32>, !other.thing<4>)
    "other.sink"(%0#0, %0#1) ({
      "other.yield"() : () -> ()
    }) : (!cuda_tile.tile<i32>, !other.thing<4>) -> ()
    return
  }
}
