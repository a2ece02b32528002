// Conversion ops that verify: same-width bitcasts, real widenings and
// narrowings, and the one rounding mode each float/integer conversion takes.
cuda_tile.module @m {
  cuda_tile.entry @k() {
    %i = cuda_tile.constant <i32: 1> : !cuda_tile.tile<8xi32>
    %b = cuda_tile.constant <i8: 1> : !cuda_tile.tile<8xi8>
    %f = cuda_tile.constant <f32: 1.0> : !cuda_tile.tile<8xf32>
    %h = cuda_tile.constant <f16: 1.0> : !cuda_tile.tile<8xf16>
    %0 = cuda_tile.bitcast %i : !cuda_tile.tile<8xi32> -> !cuda_tile.tile<8xf32>
    %1 = cuda_tile.bitcast %h : !cuda_tile.tile<8xf16> -> !cuda_tile.tile<8xbf16>
    %2 = cuda_tile.bitcast %b : !cuda_tile.tile<8xi8> -> !cuda_tile.tile<8xf8E4M3FN>
    %3 = cuda_tile.exti %b signed : !cuda_tile.tile<8xi8> -> !cuda_tile.tile<8xi64>
    %4 = cuda_tile.trunci %i : !cuda_tile.tile<8xi32> -> !cuda_tile.tile<8xi1>
    %5 = cuda_tile.ftof %f : !cuda_tile.tile<8xf32> -> !cuda_tile.tile<8xf16>
    %6 = cuda_tile.ftof %h rounding<nearest_even> : !cuda_tile.tile<8xf16> -> !cuda_tile.tile<8xbf16>
    %7 = cuda_tile.ftoi %f signed : !cuda_tile.tile<8xf32> -> !cuda_tile.tile<8xi32>
    %8 = cuda_tile.itof %i unsigned : !cuda_tile.tile<8xi32> -> !cuda_tile.tile<8xf16>
    cuda_tile.return
  }
}
