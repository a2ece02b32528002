// flags: --canonicalize
// An if on a constant condition becomes the branch it takes: a yield's
// values replace its results; a branch that returns, breaks or continues
// ends the block there, and what followed the if goes. Constants move to
// the front of their function, one of each value.

cuda_tile.module @static_conditions {
  // True: the then branch's ops run in place of the if.
  testing$func @taken_then(%x: tile<f32>) -> tile<f32> {
    %yes = constant <i1: true> : tile<i1>
    %r = if %yes -> (tile<f32>) {
      %d = addf %x, %x : tile<f32>
      yield %d : tile<f32>
    } else {
      %n = negf %x : tile<f32>
      yield %n : tile<f32>
    }
    %s = mulf %r, %x : tile<f32>
    return %s : tile<f32>
  }

  // False: the else branch, including what it prints.
  testing$func @taken_else(%x: tile<i16>) -> tile<i16> {
    %no = constant <i1: false> : tile<i1>
    %r = if %no -> (tile<i16>) {
      yield %x : tile<i16>
    } else {
      %t = print_tko "x=%d", %x : tile<i16> -> token
      %y = muli %x, %x : tile<i16>
      yield %y : tile<i16>
    }
    return %r : tile<i16>
  }

  // False without an else branch: nothing runs.
  testing$func @nothing_taken(%x: tile<i64>) -> tile<i64> {
    %no = constant <i1: false> : tile<i1>
    if %no {
      %t = print_tko "never %d", %x : tile<i64> -> token
    }
    return %x : tile<i64>
  }

  // The branch taken returns: the rest of the function cannot run.
  testing$func @taken_returns(%x: tile<i32>) -> tile<i32> {
    %yes = constant <i1: true> : tile<i1>
    %one = constant <i32: 1> : tile<i32>
    %r = if %yes -> (tile<i32>) {
      %t = print_tko "leaving with %d", %x : tile<i32> -> token
      return %x : tile<i32>
    } else {
      yield %one : tile<i32>
    }
    %t2 = print_tko "after %d", %r : tile<i32> -> token
    %y = addi %r, %one : tile<i32>
    return %y : tile<i32>
  }

  // In a loop body: a branch that continues ends the iteration there, one
  // that breaks ends the loop. The constants inside leave the loops.
  testing$func @in_loops(%n: tile<i32>) -> (tile<i32>, tile<i32>) {
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %f = for %i in (%zero to %n, step %one) : tile<i32> iter_values(%acc = %zero) -> (tile<i32>) {
      %yes = constant <i1: true> : tile<i1>
      %seven = constant <i32: 7> : tile<i32>
      %v = if %yes -> (tile<i32>) {
        %s = addi %acc, %i : tile<i32>
        continue %s : tile<i32>
      } else {
        yield %seven : tile<i32>
      }
      %w = muli %v, %seven : tile<i32>
      continue %w : tile<i32>
    }
    %l = loop iter_values(%c = %one) : tile<i32> -> tile<i32> {
      %no = constant <i1: false> : tile<i1>
      %two = constant <i32: 2> : tile<i32>
      %d = muli %c, %two : tile<i32>
      %v = if %no -> (tile<i32>) {
        yield %d : tile<i32>
      } else {
        break %d : tile<i32>
      }
      continue %v : tile<i32>
    }
    return %f, %l : tile<i32>, tile<i32>
  }

  // A condition that is not constant changes nothing.
  testing$func @unknown(%c: tile<i1>, %x: tile<i32>) -> tile<i32> {
    %r = if %c -> (tile<i32>) {
      %y = addi %x, %x : tile<i32>
      yield %y : tile<i32>
    } else {
      %z = muli %x, %x : tile<i32>
      yield %z : tile<i32>
    }
    return %r : tile<i32>
  }

  // A select on a splat constant condition is the value it picks.
  testing$func @splat_select(%a: tile<4xf32>, %b: tile<4xf32>) -> tile<4xf32> {
    %all = constant <i1: true> : tile<4xi1>
    %s = select %all, %a, %b : tile<4xi1>, tile<4xf32>
    return %s : tile<4xf32>
  }
}
