// flags: --pass-pipeline=builtin.module(cuda_tile.module(cuda_tile.entry(loop-split)))
// Loops that stay whole: the condition is not a comparison of the induction
// variable with a value from outside the loop and of the loop's signedness by
// lt, le, gt or ge, or a hint turns splitting off.
cuda_tile.module @m {
  entry @k(%n: tile<i32>, %m: tile<i32>, %out: tile<ptr<i32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    // Not the induction variable itself.
    %r0 = for %i in (%c0 to %n, step %c1) : tile<i32> iter_values(%a = %c0) -> (tile<i32>) {
      %j = addi %i, %c1 : tile<i32>
      %p = cmpi less_than %j, %m, signed : tile<i32> -> tile<i1>
      %x = if %p -> (tile<i32>) {
        yield %i : tile<i32>
      } else {
        yield %a : tile<i32>
      }
      continue %x : tile<i32>
    }
    // A bound computed in the loop.
    %r1 = for %i in (%c0 to %n, step %c1) : tile<i32> iter_values(%a = %c0) -> (tile<i32>) {
      %k = muli %m, %c1 : tile<i32>
      %p = cmpi less_than %i, %k, signed : tile<i32> -> tile<i1>
      %x = if %p -> (tile<i32>) {
        yield %i : tile<i32>
      } else {
        yield %a : tile<i32>
      }
      continue %x : tile<i32>
    }
    // A bound carried by the loop.
    %r2 = for %i in (%c0 to %n, step %c1) : tile<i32> iter_values(%a = %c0) -> (tile<i32>) {
      %p = cmpi less_than %i, %a, signed : tile<i32> -> tile<i1>
      %x = if %p -> (tile<i32>) {
        yield %i : tile<i32>
      } else {
        yield %a : tile<i32>
      }
      continue %x : tile<i32>
    }
    // Equality.
    %r3 = for %i in (%c0 to %n, step %c1) : tile<i32> iter_values(%a = %c0) -> (tile<i32>) {
      %p = cmpi not_equal %i, %m, signed : tile<i32> -> tile<i1>
      %x = if %p -> (tile<i32>) {
        yield %i : tile<i32>
      } else {
        yield %a : tile<i32>
      }
      continue %x : tile<i32>
    }
    // Unsigned comparison in a signed loop.
    %r4 = for %i in (%c0 to %n, step %c1) : tile<i32> iter_values(%a = %c0) -> (tile<i32>) {
      %p = cmpi less_than %i, %m, unsigned : tile<i32> -> tile<i1>
      %x = if %p -> (tile<i32>) {
        yield %i : tile<i32>
      } else {
        yield %a : tile<i32>
      }
      continue %x : tile<i32>
    }
    // Signed comparison in an unsigned loop.
    %r5 = for unsigned %i in (%c0 to %n, step %c1) : tile<i32> iter_values(%a = %c0) -> (tile<i32>) {
      %p = cmpi less_than %i, %m, signed : tile<i32> -> tile<i1>
      %x = if %p -> (tile<i32>) {
        yield %i : tile<i32>
      } else {
        yield %a : tile<i32>
      }
      continue %x : tile<i32>
    }
    // Disabled by the loop's hint.
    %r6 = for %i in (%c0 to %n, step %c1) : tile<i32> iter_values(%a = %c0) -> (tile<i32>) {
      %p = cmpi less_than %i, %m, signed : tile<i32> -> tile<i1>
      %x = if %p -> (tile<i32>) {
        yield %i : tile<i32>
      } else {
        yield %a : tile<i32>
      }
      continue %x : tile<i32>
    } {cuda_tile.loop_split = 0}
    // The comparison is used, but by no if.
    %r7 = for %i in (%c0 to %n, step %c1) : tile<i32> iter_values(%a = %c0) -> (tile<i32>) {
      %p = cmpi less_than %i, %m, signed : tile<i32> -> tile<i1>
      %x = select %p, %i, %a : tile<i1>, tile<i32>
      continue %x : tile<i32>
    }
    // Turned off by the if's hint.
    %r8 = for %i in (%c0 to %n, step %c1) : tile<i32> iter_values(%a = %c0) -> (tile<i32>) {
      %p = cmpi less_than %i, %m, signed : tile<i32> -> tile<i1>
      %x = if %p -> (tile<i32>) {
        yield %i : tile<i32>
      } else {
        yield %a : tile<i32>
      } {cuda_tile.loop_split = 0}
      continue %x : tile<i32>
    }
    // The condition is not a comparison.
    %r9 = for %i in (%c0 to %n, step %c1) : tile<i32> iter_values(%a = %c0) -> (tile<i32>) {
      %t = trunci %i : tile<i32> -> tile<i1>
      %x = if %t -> (tile<i32>) {
        yield %i : tile<i32>
      } else {
        yield %a : tile<i32>
      }
      continue %x : tile<i32>
    }
    return
  }
  // Turned off for the whole function.
  entry @off(%n: tile<i32>, %m: tile<i32>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %r = for %i in (%c0 to %n, step %c1) : tile<i32> iter_values(%a = %c0) -> (tile<i32>) {
      %p = cmpi greater_than %i, %m, signed : tile<i32> -> tile<i1>
      %x = if %p -> (tile<i32>) {
        yield %i : tile<i32>
      } else {
        yield %a : tile<i32>
      }
      continue %x : tile<i32>
    }
    return
  } {cuda_tile.loop_split = 0}
}
