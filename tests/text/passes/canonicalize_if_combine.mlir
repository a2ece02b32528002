// flags: --canonicalize
// Two ifs in a row on one condition, or on it and its negation, become one
// if; an if whose then branch holds only another if becomes one if on both
// conditions.

cuda_tile.module @in_a_row {
  // The second if reads the first's result: in each branch, it reads what
  // that branch yielded.
  testing$func @same_condition(%c: tile<i1>, %a: tile<i32>, %b: tile<i32>) -> (tile<i32>, tile<i32>) {
    %r = if %c -> (tile<i32>) {
      %x = addi %a, %b : tile<i32>
      yield %x : tile<i32>
    } else {
      %y = subi %a, %b : tile<i32>
      yield %y : tile<i32>
    }
    %s = if %c -> (tile<i32>) {
      %p = muli %r, %a : tile<i32>
      yield %p : tile<i32>
    } else {
      %q = muli %r, %b : tile<i32>
      yield %q : tile<i32>
    }
    return %r, %s : tile<i32>, tile<i32>
  }

  // The second on the negated condition: its then branch joins the first's
  // else branch. Neither has results; the prints keep their order.
  testing$func @negated(%c: tile<i1>, %a: tile<i32>) -> tile<i32> {
    %yes = constant <i1: true> : tile<i1>
    %not = xori %c, %yes : tile<i1>
    if %c {
      %t0 = print_tko "first then %d", %a : tile<i32> -> token
    } else {
      %t1 = print_tko "first else %d", %a : tile<i32> -> token
    }
    if %not {
      %t2 = print_tko "second, c false %d", %a : tile<i32> -> token
    }
    return %a : tile<i32>
  }

  // The first's then branch returns: the merged then branch is the first's
  // alone, the second's else branch joins the first's.
  testing$func @first_returns(%c: tile<i1>, %a: tile<i32>) -> tile<i32> {
    %r = if %c -> (tile<i32>) {
      return %a : tile<i32>
    } else {
      %y = negi %a : tile<i32>
      yield %y : tile<i32>
    }
    %s = if %c -> (tile<i32>) {
      %t = print_tko "unreachable after a return" -> token
      yield %a : tile<i32>
    } else {
      %z = muli %r, %r : tile<i32>
      yield %z : tile<i32>
    }
    return %s : tile<i32>
  }

  // Different conditions: nothing merges.
  testing$func @different(%c: tile<i1>, %d: tile<i1>, %a: tile<i32>) -> tile<i32> {
    if %c {
      %t0 = print_tko "c" -> token
    }
    if %d {
      %t1 = print_tko "d" -> token
    }
    return %a : tile<i32>
  }
}

cuda_tile.module @nested {
  // No else branches: one if on both conditions.
  testing$func @plain(%c: tile<i1>, %d: tile<i1>, %a: tile<i32>) -> tile<i32> {
    if %c {
      if %d {
        %t = print_tko "both %d", %a : tile<i32> -> token
      }
    }
    return %a : tile<i32>
  }

  // The inner if returns: allowed, as there is no else branch.
  testing$func @inner_returns(%c: tile<i1>, %d: tile<i1>, %a: tile<i32>) -> tile<i32> {
    if %c {
      if %d {
        return %a : tile<i32>
      }
    }
    %b = addi %a, %a : tile<i32>
    return %b : tile<i32>
  }

  // Results: the inner if's result needs the inner else to yield what the
  // outer else yields; a value from outside becomes a select on the outer
  // condition.
  testing$func @with_results(%c: tile<i1>, %d: tile<i1>, %a: tile<i32>, %b: tile<i32>) -> (tile<i32>, tile<i32>) {
    %r:2 = if %c -> (tile<i32>, tile<i32>) {
      %in = if %d -> (tile<i32>) {
        %t = print_tko "inner" -> token
        %x = addi %a, %b : tile<i32>
        yield %x : tile<i32>
      } else {
        yield %b : tile<i32>
      }
      yield %in, %a : tile<i32>, tile<i32>
    } else {
      yield %b, %b : tile<i32>, tile<i32>
    }
    return %r#0, %r#1 : tile<i32>, tile<i32>
  }

  // The inner else yields another value than the outer else: no merge.
  testing$func @else_differs(%c: tile<i1>, %d: tile<i1>, %a: tile<i32>, %b: tile<i32>) -> tile<i32> {
    %r = if %c -> (tile<i32>) {
      %in = if %d -> (tile<i32>) {
        %x = addi %a, %b : tile<i32>
        yield %x : tile<i32>
      } else {
        yield %a : tile<i32>
      }
      yield %in : tile<i32>
    } else {
      yield %b : tile<i32>
    }
    return %r : tile<i32>
  }

  // More than the inner if in the then branch: no merge.
  testing$func @more_ops(%c: tile<i1>, %d: tile<i1>, %a: tile<i32>) -> tile<i32> {
    if %c {
      %t0 = print_tko "outer" -> token
      if %d {
        %t1 = print_tko "inner" -> token
      }
    }
    return %a : tile<i32>
  }

  // The inner if returns and the outer has an else branch: no merge.
  testing$func @return_with_else(%c: tile<i1>, %d: tile<i1>, %a: tile<i32>) -> tile<i32> {
    if %c {
      if %d {
        return %a : tile<i32>
      }
    } else {
      %t = print_tko "outer else" -> token
    }
    return %a : tile<i32>
  }
}
