// SSA names: sibling regions may reuse a name, a name defined in a region is
// free again after it, and an isolated region has names of its own.
cuda_tile.module @m {
  cuda_tile.entry @k() {
    %c = cuda_tile.constant <i1: true> : !cuda_tile.tile<i1>
    cuda_tile.if %c {
      %y = cuda_tile.constant <i32: 1> : !cuda_tile.tile<i32>
    } else {
      %y = cuda_tile.constant <i32: 2> : !cuda_tile.tile<i32>
    }
    %y = cuda_tile.constant <i32: 3> : !cuda_tile.tile<i32>
    cuda_tile.return
  }
  cuda_tile.entry @j() {
    %c = cuda_tile.constant <i1: false> : !cuda_tile.tile<i1>
    cuda_tile.return
  }
}
