// A region may not define a name its parent region defines (MLIR's parser
// keeps one table of names per isolated region).
cuda_tile.module @m {
  cuda_tile.entry @k() {
    %x = cuda_tile.constant <i32: 1> : !cuda_tile.tile<i32>
    %c = cuda_tile.constant <i1: true> : !cuda_tile.tile<i1>
    cuda_tile.if %c {
      cuda_tile.if %c {
        %x = cuda_tile.constant <i32: 2> : !cuda_tile.tile<i32>
      }
    }
    cuda_tile.return
  }
}
