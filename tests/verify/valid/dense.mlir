// Dense constants at the edges of what upstream reads.
cuda_tile.module @m {
  cuda_tile.entry @k() {
    %a = cuda_tile.constant <i8: [-128, 255]> : !cuda_tile.tile<2xi8>
    %b = cuda_tile.constant <i1: [true, false, -1, 0]> : !cuda_tile.tile<4xi1>
    %c = cuda_tile.constant <f16: 0x7C00> : !cuda_tile.tile<8xf16>
    %d = cuda_tile.constant <f32: [[1.0, -2.5], [0x7FC00000, 3.0e2]]> : !cuda_tile.tile<2x2xf32>
    %e = cuda_tile.constant <i64: -9223372036854775808> : !cuda_tile.tile<i64>
    %f = cuda_tile.constant <i32: 4294967295> : !cuda_tile.tile<2xi32>
    cuda_tile.return
  }
}
