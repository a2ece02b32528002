// flags: --pass-pipeline=builtin.module(cuda_tile.module(cuda_tile.entry(loop-split{split-threshold=3})))
// split-threshold=3: an if-block of fewer ops (its terminator not counted)
// splits only with a load, store, mma, reduce, if or for in it, or a hint.
cuda_tile.module @m {
  entry @k(%n: tile<i32>, %m: tile<i32>, %ptr: tile<ptr<i32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    // Two ops in the then-block: below a threshold of 3.
    %r0 = for %i in (%c0 to %n, step %c1) : tile<i32> iter_values(%a = %c0) -> (tile<i32>) {
      %p = cmpi less_than %i, %m, signed : tile<i32> -> tile<i1>
      %x = if %p -> (tile<i32>) {
        %s = addi %a, %i : tile<i32>
        %t = muli %s, %i : tile<i32>
        yield %t : tile<i32>
      } else {
        yield %a : tile<i32>
      }
      continue %x : tile<i32>
    }
    // Three ops in the else-block: at the threshold.
    %r1 = for %i in (%c0 to %n, step %c1) : tile<i32> iter_values(%a = %c0) -> (tile<i32>) {
      %p = cmpi less_than %i, %m, signed : tile<i32> -> tile<i1>
      %x = if %p -> (tile<i32>) {
        yield %a : tile<i32>
      } else {
        %s = addi %a, %i : tile<i32>
        %t = muli %s, %i : tile<i32>
        %u = subi %t, %c1 : tile<i32>
        yield %u : tile<i32>
      }
      continue %x : tile<i32>
    }
    // One op, but a load.
    %r2 = for %i in (%c0 to %n, step %c1) : tile<i32> iter_values(%a = %c0) -> (tile<i32>) {
      %p = cmpi less_than %i, %m, signed : tile<i32> -> tile<i1>
      %x = if %p -> (tile<i32>) {
        %v, %tok = load_ptr_tko weak %ptr : tile<ptr<i32>> -> tile<i32>, token
        yield %v : tile<i32>
      } else {
        yield %a : tile<i32>
      }
      continue %x : tile<i32>
    }
    // Small, but the if's own hint says 1.
    %r3 = for %i in (%c0 to %n, step %c1) : tile<i32> iter_values(%a = %c0) -> (tile<i32>) {
      %p = cmpi less_than %i, %m, signed : tile<i32> -> tile<i1>
      %x = if %p -> (tile<i32>) {
        yield %i : tile<i32>
      } else {
        yield %a : tile<i32>
      } {cuda_tile.loop_split = 1}
      continue %x : tile<i32>
    }
    return
  }
}
