// Columns count bytes, as MLIR's: the error is at byte column 42 of line 3 (character column 37).
cuda_tile.module @m {
  cuda_tile.global @"é€€" <f32: 1.0> bogus
}
