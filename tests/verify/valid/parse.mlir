// Op syntax that upstream's parsers accept.
cuda_tile.module @m {
  cuda_tile.testing$func @f(%a: !cuda_tile.tile<4xi32>, %x: !cuda_tile.tile<4xf32>, %p: !cuda_tile.tile<4x!cuda_tile.ptr<i32>>) {
    %c = cuda_tile.cmpi less_than %a, %a, unsigned : !cuda_tile.tile<4xi32> -> !cuda_tile.tile<4xi1>
    %d = cuda_tile.divf %x, %x rounding<approx> : !cuda_tile.tile<4xf32>
    %m = cuda_tile.mulf %x, %x rounding<zero> : !cuda_tile.tile<4xf32>
    %r, %t = cuda_tile.atomic_rmw_tko "acq_rel" device %p, xchg, %a : !cuda_tile.tile<4x!cuda_tile.ptr<i32>>, !cuda_tile.tile<4xi32> -> !cuda_tile.tile<4xi32>, !cuda_tile.token
    cuda_tile.print "%d\n", %a : !cuda_tile.tile<4xi32>
  }
}

// An empty single-block body gets its block.
cuda_tile.module @inner {
}
