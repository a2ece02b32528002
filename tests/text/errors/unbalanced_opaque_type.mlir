// flags: -allow-unregistered-dialect
// Another dialect's type is kept as text, its brackets balanced: one left
// open to the end of the file is refused where the file ends.
cuda_tile.module @k {
  entry @u(%x: tile<i32>) {
    "other.sink"(%x) : (!cuda_tile.tile<i32>) -> !other.thing<4, <5>
