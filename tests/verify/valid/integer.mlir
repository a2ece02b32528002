// Integer ops that verify: divi's three rounding directions, mmai 2-d and
// batched.
cuda_tile.module @m {
  cuda_tile.entry @k() {
    %a = cuda_tile.constant <i32: 7> : !cuda_tile.tile<8xi32>
    %0 = cuda_tile.divi %a, %a signed : !cuda_tile.tile<8xi32>
    %1 = cuda_tile.divi %a, %a signed rounding<negative_inf> : !cuda_tile.tile<8xi32>
    %2 = cuda_tile.divi %a, %a unsigned rounding<positive_inf> : !cuda_tile.tile<8xi32>
    %3 = "cuda_tile.divi"(%a, %a) <{signedness = #cuda_tile.signedness<unsigned>}> : (!cuda_tile.tile<8xi32>, !cuda_tile.tile<8xi32>) -> !cuda_tile.tile<8xi32>
    %l = cuda_tile.constant <i8: 1> : !cuda_tile.tile<4x8xi8>
    %r = cuda_tile.constant <i8: 1> : !cuda_tile.tile<8x2xi8>
    %c = cuda_tile.constant <i32: 0> : !cuda_tile.tile<4x2xi32>
    %4 = cuda_tile.mmai %l, %r, %c signed unsigned : !cuda_tile.tile<4x8xi8>, !cuda_tile.tile<8x2xi8>, !cuda_tile.tile<4x2xi32>
    %bl = cuda_tile.constant <i8: 1> : !cuda_tile.tile<2x4x8xi8>
    %br = cuda_tile.constant <i8: 1> : !cuda_tile.tile<2x8x2xi8>
    %bc = cuda_tile.constant <i32: 0> : !cuda_tile.tile<2x4x2xi32>
    %5 = cuda_tile.mmai %bl, %br, %bc unsigned signed : !cuda_tile.tile<2x4x8xi8>, !cuda_tile.tile<2x8x2xi8>, !cuda_tile.tile<2x4x2xi32>
    cuda_tile.return
  }
}
