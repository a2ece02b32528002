// Input of `tilesmith check` in tests/cli.rs: one verifier error with a note,
// one parse error, one clean chunk.
cuda_tile.module @m {
  cuda_tile.global @g <f32: 1.0> : !cuda_tile.tile<1xf32>
  cuda_tile.global @g <f32: 2.0> : !cuda_tile.tile<1xf32>
}

// -----

cuda_tile.module @m {
  cuda_tile.entry @k() {
    %a = cuda_tile.constant <i32: 1> : !cuda_tile.tile<4xi32>
    %b = cuda_tile.bogus %a
  }
}

// -----

cuda_tile.module @m {
  cuda_tile.entry @k() {
    cuda_tile.return
  }
}
