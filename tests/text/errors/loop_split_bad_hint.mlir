// flags: --pass-pipeline=builtin.module(cuda_tile.module(cuda_tile.entry(loop-split)))
// The hint is an integer (or a bool), not a word.
cuda_tile.module @m {
  entry @k(%n: tile<i32>, %m: tile<i32>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    for %i in (%c0 to %n, step %c1) : tile<i32> {
      %p = cmpi less_than %i, %m, signed : tile<i32> -> tile<i1>
      if %p {
        %x = addi %i, %m : tile<i32>
      }
      continue
    } {cuda_tile.loop_split = "rarely"}
    return
  }
}
