// flags: --target-version=13.1
// 13.1 and 13.2 report a type that does not parse, then try it as an unprefixed type.
cuda_tile.module @k {
  testing$func @f(%x: !cuda_tile.tile<3xf32>) {
  }
}
