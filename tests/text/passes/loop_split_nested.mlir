// flags: --pass-pipeline=builtin.module(cuda_tile.module(cuda_tile.entry(loop-split)))
// Nested regions: a comparison used inside an inner loop becomes a constant;
// an inner loop is split on the outer loop's variable; hints of entry and for.
cuda_tile.module @m {
  entry @k(%n: tile<i32>, %m: tile<i32>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    // The comparison sits in an inner loop.
    %r0 = for %i in (%c0 to %n, step %c1) : tile<i32> iter_values(%a = %c0) -> (tile<i32>) {
      %w = loop iter_values(%b = %a) : tile<i32> -> tile<i32> {
        %p = cmpi greater_than_or_equal %i, %m, signed : tile<i32> -> tile<i1>
        %x = if %p -> (tile<i32>) {
          %s = addi %b, %i : tile<i32>
          yield %s : tile<i32>
        } else {
          yield %b : tile<i32>
        }
        break %x : tile<i32>
      }
      continue %w : tile<i32>
    }
    // continue in a block; the comparison used by a select too.
    %r1 = for %i in (%c0 to %n, step %c1) : tile<i32> iter_values(%a = %c0) -> (tile<i32>) {
      %p = cmpi less_than_or_equal %i, %m, signed : tile<i32> -> tile<i1>
      %v = select %p, %c1, %c0 : tile<i1>, tile<i32>
      %x = if %p -> (tile<i32>) {
        %s = addi %a, %v : tile<i32>
        continue %s : tile<i32>
      } else {
        yield %v : tile<i32>
      }
      %y = addi %x, %a : tile<i32>
      continue %y : tile<i32>
    }
    return
  } {cuda_tile.loop_split = true}
  // The inner loop's if compares the outer loop's variable (invariant there) with the inner one's.
  entry @inner(%n: tile<i32>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %r = for %i in (%c0 to %n, step %c1) : tile<i32> iter_values(%a = %c0) -> (tile<i32>) {
      %y = for %j in (%c0 to %n, step %c1) : tile<i32> iter_values(%b = %a) -> (tile<i32>) {
        %p = cmpi less_than %i, %j, signed : tile<i32> -> tile<i1>
        %x = if %p -> (tile<i32>) {
          %s = addi %b, %j : tile<i32>
          yield %s : tile<i32>
        } else {
          yield %b : tile<i32>
        }
        continue %x : tile<i32>
      }
      continue %y : tile<i32>
    }
    return
  }
  // Off for the function, on for one loop (the hint does not pass to the new loops).
  entry @hints(%n: tile<i32>, %m: tile<i32>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %r0 = for %i in (%c0 to %n, step %c1) : tile<i32> iter_values(%a = %c0) -> (tile<i32>) {
      %p = cmpi less_than %i, %m, signed : tile<i32> -> tile<i1>
      %x = if %p -> (tile<i32>) {
        yield %i : tile<i32>
      } else {
        yield %a : tile<i32>
      }
      continue %x : tile<i32>
    } {cuda_tile.loop_split = 1}
    %r1 = for %i in (%c0 to %n, step %c1) : tile<i32> iter_values(%a = %c0) -> (tile<i32>) {
      %p = cmpi less_than %i, %m, signed : tile<i32> -> tile<i1>
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
