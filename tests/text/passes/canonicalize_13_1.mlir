// flags: --canonicalize --target-version=13.1
// As the 13.1 tools canonicalize: an if's results become selects only for
// scalar tiles, and select and assume have no folds or patterns.

cuda_tile.module @as_13_1 {
  // Scalar tiles: a select, as in later versions.
  testing$func @scalar(%c: tile<i1>, %a: tile<i32>, %b: tile<i32>) -> tile<i32> {
    %r = if %c -> (tile<i32>) {
      yield %a : tile<i32>
    } else {
      yield %b : tile<i32>
    }
    return %r : tile<i32>
  }

  // A shaped tile stays a result of the if.
  testing$func @shaped(%c: tile<i1>, %a: tile<4xi32>, %b: tile<4xi32>) -> tile<4xi32> {
    %r = if %c -> (tile<4xi32>) {
      yield %a : tile<4xi32>
    } else {
      yield %b : tile<4xi32>
    }
    return %r : tile<4xi32>
  }

  // Nested ifs do not merge where a shaped value from outside would need a
  // select.
  testing$func @nested_shaped(%c: tile<i1>, %d: tile<i1>, %a: tile<4xi32>, %b: tile<4xi32>) -> tile<4xi32> {
    %r = if %c -> (tile<4xi32>) {
      if %d {
        %t = print_tko "inner" -> token
      }
      yield %a : tile<4xi32>
    } else {
      yield %b : tile<4xi32>
    }
    return %r : tile<4xi32>
  }

  // No select rules: these stay.
  testing$func @selects(%c: tile<i1>, %a: tile<i32>) -> (tile<i32>, tile<i32>) {
    %yes = constant <i1: true> : tile<i1>
    %one = constant <i32: 1> : tile<i32>
    %zero = constant <i32: 0> : tile<i32>
    %s0 = select %yes, %a, %one : tile<i1>, tile<i32>
    %s1 = select %c, %one, %zero : tile<i1>, tile<i32>
    return %s0, %s1 : tile<i32>, tile<i32>
  }

  // No assume fold.
  testing$func @assumes(%n: tile<i32>) -> tile<i32> {
    %a0 = assume bounded<0, 9>, %n : tile<i32>
    %a1 = assume bounded<0, 9>, %a0 : tile<i32>
    return %a1 : tile<i32>
  }
}
