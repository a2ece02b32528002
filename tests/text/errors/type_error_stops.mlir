// 13.3 stops at a type that does not parse (13.1: type_then_keyword.mlir).
cuda_tile.module @k {
  testing$func @f(%x: !cuda_tile.tile<3xf32>) {
  }
}
