// flags: --mlir-print-debuginfo
// The terminators the custom form leaves out (an if's yield, a loop's
// continue) have no alias: their locations are not printed, as in MLIR
// (found by the text_gen fuzzer: printing was not a fixpoint).
cuda_tile.module @m {
  entry @k() {
    %c = constant <i1: true> : tile<i1>
    if %c {
      if %c {
      }
    }
    loop {
      break
    }
    return
  }
}
