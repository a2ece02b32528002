// Strings print as MLIR's printEscapedString does: a backslash doubled, printable ASCII
// as is except the double quote, which (like every other byte) becomes \XX.
cuda_tile.module @strings {
  cuda_tile.entry @k(%x: !cuda_tile.tile<i32>) {
    cuda_tile.print "say \"hi\"\t\\ 100%% caf\C3\A9 %d\n", %x : !cuda_tile.tile<i32>
    %c = cuda_tile.constant <i1: true> : !cuda_tile.tile<i1>
    cuda_tile.assert %c, "a \"quoted\" \\ message" : !cuda_tile.tile<i1>
    cuda_tile.return
  }
}
