// Full op names and `!cuda_tile.` types in, short forms out.
cuda_tile.module @k {
  cuda_tile.entry @arith(%a: !cuda_tile.tile<ptr<f32>>, %n: !cuda_tile.tile<i32>) {
    %x = cuda_tile.constant <f32: [1.5, -2.0, 0.1, 3.0]> : !cuda_tile.tile<4xf32>
    %y = cuda_tile.addf %x, %x : !cuda_tile.tile<4xf32>
    %z = cuda_tile.mulf %y, %x rounding<zero> flush_to_zero : !cuda_tile.tile<4xf32>
    %w = cuda_tile.divf %z, %y rounding<approx> : !cuda_tile.tile<4xf32>
    %q = cuda_tile.fma %x, %y, %z : !cuda_tile.tile<4xf32>
    %m = cuda_tile.maxf %x, %y propagate_nan : !cuda_tile.tile<4xf32>
    %i = cuda_tile.constant <i32: 7> : !cuda_tile.tile<i32>
    %s = cuda_tile.addi %i, %n overflow<no_signed_wrap> : !cuda_tile.tile<i32>
    %d = cuda_tile.divi %s, %i unsigned rounding<positive_inf> : !cuda_tile.tile<i32>
    %c = cuda_tile.cmpi less_than %d, %n, signed : !cuda_tile.tile<i32> -> !cuda_tile.tile<i1>
    %f = cuda_tile.cmpf greater_than unordered %x, %y : !cuda_tile.tile<4xf32> -> !cuda_tile.tile<4xi1>
    %sel = cuda_tile.select %f, %x, %y : !cuda_tile.tile<4xi1>, !cuda_tile.tile<4xf32>
    %e = cuda_tile.exti %i signed : !cuda_tile.tile<i32> -> !cuda_tile.tile<i64>
    %t = cuda_tile.trunci %e overflow<no_unsigned_wrap> : !cuda_tile.tile<i64> -> !cuda_tile.tile<i16>
    %h = cuda_tile.ftof %x : !cuda_tile.tile<4xf32> -> !cuda_tile.tile<4xf16>
    %k = cuda_tile.ftoi %x signed : !cuda_tile.tile<4xf32> -> !cuda_tile.tile<4xi32>
    %l = cuda_tile.itof %k unsigned rounding<nearest_even> : !cuda_tile.tile<4xi32> -> !cuda_tile.tile<4xf32>
    cuda_tile.return
  }
}
