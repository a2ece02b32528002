// The names the printer gives constants: the value when it is a non-negative integer
// (+0.0 too, but not -0.0 or -1.0), NaN, otherwise only the type.
cuda_tile.module @names {
  cuda_tile.entry @k(%p: !cuda_tile.tile<ptr<f32>>) {
    %a = cuda_tile.constant <f32: 0.0> : !cuda_tile.tile<4xf32>
    %b = cuda_tile.constant <f32: -0.0> : !cuda_tile.tile<4xf32>
    %c = cuda_tile.constant <f32: -1.0> : !cuda_tile.tile<4xf32>
    %d = cuda_tile.constant <f32: 3.0> : !cuda_tile.tile<4xf32>
    %e = cuda_tile.constant <f32: 0.5> : !cuda_tile.tile<4xf32>
    %f = cuda_tile.constant <f32: 0x7FC00000> : !cuda_tile.tile<4xf32>
    %g = cuda_tile.constant <f64: -0.0> : !cuda_tile.tile<f64>
    %h = cuda_tile.constant <f16: 0x7C00> : !cuda_tile.tile<f16>
    %i = cuda_tile.constant <i32: -7> : !cuda_tile.tile<i32>
    cuda_tile.return
  }
}
