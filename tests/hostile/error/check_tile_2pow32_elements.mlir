// The text parser applies the type rules the bytecode reader applies (one rule set, dialect/src/ir/rules.rs).
cuda_tile.module @kernels {
  entry @k() {
    %i = iota : tile<4294967296xi64>
    return
  }
}
