// flags: --canonicalize
// An if's results whose yielded values are defined outside it become
// selects on its condition (or that value, when both branches yield it);
// what the branches do stays in an if. Tiles of any shape take a select,
// their scalar condition reshaped and broadcast; tokens do not. A branch
// that leaves (return, break, continue) lets the other branch's values
// through as they are.

cuda_tile.module @to_select {
  // Both results: two selects, and the empty if goes.
  testing$func @both(%c: tile<i1>, %a: tile<f16>, %b: tile<f16>) -> (tile<f16>, tile<f16>) {
    %r:2 = if %c -> (tile<f16>, tile<f16>) {
      yield %a, %b : tile<f16>, tile<f16>
    } else {
      yield %b, %b : tile<f16>, tile<f16>
    }
    return %r#0, %r#1 : tile<f16>, tile<f16>
  }

  // One value computed in a branch stays a result of the if; the branch's
  // print stays with it.
  testing$func @partly(%c: tile<i1>, %a: tile<i8>, %b: tile<i8>) -> (tile<i8>, tile<i8>) {
    %r:2 = if %c -> (tile<i8>, tile<i8>) {
      yield %a, %b : tile<i8>, tile<i8>
    } else {
      %t = print_tko "else" -> token
      %s = subi %a, %b : tile<i8>
      yield %b, %s : tile<i8>, tile<i8>
    }
    return %r#0, %r#1 : tile<i8>, tile<i8>
  }

  // A branch with an effect keeps the if, without results.
  testing$func @effects_stay(%c: tile<i1>, %a: tile<i32>, %b: tile<i32>) -> tile<i32> {
    %r = if %c -> (tile<i32>) {
      %t = print_tko "then %d", %a : tile<i32> -> token
      yield %a : tile<i32>
    } else {
      yield %b : tile<i32>
    }
    return %r : tile<i32>
  }

  // Shaped tiles: the condition is reshaped to the rank and broadcast.
  testing$func @shaped(%c: tile<i1>, %a: tile<2x4xf32>, %b: tile<2x4xf32>) -> tile<2x4xf32> {
    %r = if %c -> (tile<2x4xf32>) {
      yield %a : tile<2x4xf32>
    } else {
      yield %b : tile<2x4xf32>
    }
    return %r : tile<2x4xf32>
  }

  // The else branch returns: when the if is passed, the then branch ran, so
  // its values are the results; no select.
  testing$func @else_returns(%c: tile<i1>, %a: tile<i32>, %b: tile<i32>) -> tile<i32> {
    %r:2 = if %c -> (tile<i32>, tile<i32>) {
      yield %a, %b : tile<i32>, tile<i32>
    } else {
      return %b : tile<i32>
    }
    %s = addi %r#0, %r#1 : tile<i32>
    return %s : tile<i32>
  }

  // The then branch returns; the else branch's yield, left empty, goes.
  testing$func @then_returns(%c: tile<i1>, %a: tile<i32>) -> tile<i32> {
    %r = if %c -> (tile<i32>) {
      %t = print_tko "bye" -> token
      return %a : tile<i32>
    } else {
      yield %a : tile<i32>
    }
    %s = muli %r, %r : tile<i32>
    return %s : tile<i32>
  }

  // Neither branch yields: nothing to select. Both continue, so the then
  // branch stays in an if and the else branch's continue ends the body.
  testing$func @no_yield(%c: tile<i1>, %a: tile<i32>, %b: tile<i32>) -> tile<i32> {
    %zero = constant <i32: 0> : tile<i32>
    %f = for %i in (%zero to %a, step %b) : tile<i32> iter_values(%acc = %zero) -> (tile<i32>) {
      %r = if %c -> (tile<i32>) {
        continue %i : tile<i32>
      } else {
        continue %acc : tile<i32>
      }
      continue %r : tile<i32>
    }
    return %f : tile<i32>
  }
}

cuda_tile.module @not_to_select {
  // Tokens cannot be selected: the if stays as it is.
  entry @tokens(%c: tile<i1>, %p: tile<ptr<i32>>, %v: tile<i32>) {
    %t0 = make_token : token
    %t1 = make_token : token
    %t = if %c -> (token) {
      yield %t0 : token
    } else {
      yield %t1 : token
    }
    %done = store_ptr_tko weak %p, %v token=%t : tile<ptr<i32>>, tile<i32> -> token
    return
  }

  // Values computed in the branches stay results.
  testing$func @computed(%c: tile<i1>, %a: tile<i32>) -> tile<i32> {
    %r = if %c -> (tile<i32>) {
      %x = addi %a, %a : tile<i32>
      yield %x : tile<i32>
    } else {
      %y = muli %a, %a : tile<i32>
      yield %y : tile<i32>
    }
    return %r : tile<i32>
  }
}
