// flags: --canonicalize
// The other if rules: a negated condition swaps the branches; unused
// results go; results that both branches yield alike, or that yield
// true/false, are the value, the condition or its negation; an else branch
// that only yields goes; when both branches leave, the else branch takes
// the place of the if and of what follows it. An if without results and
// without effects goes like any dead op.

cuda_tile.module @if_rules {
  // if (xori %c, true): if %c, the branches swapped.
  testing$func @negated_condition(%c: tile<i1>, %a: tile<i32>) -> tile<i32> {
    %yes = constant <i1: true> : tile<i1>
    %not = xori %c, %yes : tile<i1>
    %r = if %not -> (tile<i32>) {
      %x = addi %a, %a : tile<i32>
      yield %x : tile<i32>
    } else {
      %y = muli %a, %a : tile<i32>
      yield %y : tile<i32>
    }
    return %r : tile<i32>
  }

  // xori with false is no negation.
  testing$func @xor_false(%c: tile<i1>, %a: tile<i32>) -> tile<i32> {
    %no = constant <i1: false> : tile<i1>
    %same = xori %c, %no : tile<i1>
    %r = if %same -> (tile<i32>) {
      %x = addi %a, %a : tile<i32>
      yield %x : tile<i32>
    } else {
      %y = muli %a, %a : tile<i32>
      yield %y : tile<i32>
    }
    return %r : tile<i32>
  }

  // The unused second result goes, and what computed it.
  testing$func @unused_result(%c: tile<i1>, %a: tile<i32>) -> tile<i32> {
    %r:2 = if %c -> (tile<i32>, tile<i32>) {
      %x = addi %a, %a : tile<i32>
      %u = subi %a, %a : tile<i32>
      yield %x, %u : tile<i32>, tile<i32>
    } else {
      %y = muli %a, %a : tile<i32>
      yield %y, %y : tile<i32>, tile<i32>
    }
    return %r#0 : tile<i32>
  }

  // The then branch breaks: its terminator stays; the else yield loses the
  // unused value.
  testing$func @unused_with_break(%n: tile<i32>) -> tile<i32> {
    %zero = constant <i32: 0> : tile<i32>
    %l = loop iter_values(%i = %zero) : tile<i32> -> tile<i32> {
      %big = cmpi greater_than %i, %n, signed : tile<i32> -> tile<i1>
      %r:2 = if %big -> (tile<i32>, tile<i32>) {
        break %i : tile<i32>
      } else {
        %j = addi %i, %n : tile<i32>
        %k = muli %i, %n : tile<i32>
        %t = print_tko "%d", %k : tile<i32> -> token
        yield %j, %k : tile<i32>, tile<i32>
      }
      continue %r#0 : tile<i32>
    }
    return %l : tile<i32>
  }

  // true/false is the condition, false/true its negation.
  testing$func @booleans(%c: tile<i1>) -> (tile<i1>, tile<i1>) {
    %r:2 = if %c -> (tile<i1>, tile<i1>) {
      %t = constant <i1: true> : tile<i1>
      %f = constant <i1: false> : tile<i1>
      yield %t, %f : tile<i1>, tile<i1>
    } else {
      %t = constant <i1: true> : tile<i1>
      %f = constant <i1: false> : tile<i1>
      yield %f, %t : tile<i1>, tile<i1>
    }
    return %r#0, %r#1 : tile<i1>, tile<i1>
  }

  // Shaped i1 tiles are not the (scalar) condition: they become a select.
  testing$func @shaped_booleans(%c: tile<i1>) -> tile<4xi1> {
    %t = constant <i1: true> : tile<4xi1>
    %f = constant <i1: false> : tile<4xi1>
    %r = if %c -> (tile<4xi1>) {
      yield %t : tile<4xi1>
    } else {
      yield %f : tile<4xi1>
    }
    return %r : tile<4xi1>
  }

  // Both branches yield one value: the result is it, and the if, printing,
  // stays without results.
  testing$func @same_value(%c: tile<i1>, %a: tile<ptr<f32>>) -> tile<ptr<f32>> {
    %r = if %c -> (tile<ptr<f32>>) {
      %t = print_tko "then" -> token
      yield %a : tile<ptr<f32>>
    } else {
      yield %a : tile<ptr<f32>>
    }
    return %r : tile<ptr<f32>>
  }

  // An else branch that only yields goes; one that returns stays.
  testing$func @empty_else(%c: tile<i1>, %d: tile<i1>, %a: tile<i32>) -> tile<i32> {
    if %c {
      %t = print_tko "then" -> token
    } else {
    }
    if %d {
      %t = print_tko "then again" -> token
    } else {
      return %a : tile<i32>
    }
    return %a : tile<i32>
  }

  // Both branches return: the else branch's ops follow an if of the then
  // branch, and what came after the if goes.
  testing$func @both_leave(%c: tile<i1>, %a: tile<i32>) -> tile<i32> {
    %r = if %c -> (tile<i32>) {
      %t0 = print_tko "then" -> token
      return %a : tile<i32>
    } else {
      %t1 = print_tko "else" -> token
      %m = muli %a, %a : tile<i32>
      return %m : tile<i32>
    }
    %t2 = print_tko "never %d", %r : tile<i32> -> token
    return %r : tile<i32>
  }

  // Only pure ops inside and no results: the if goes.
  testing$func @dead_if(%c: tile<i1>, %a: tile<i32>) -> tile<i32> {
    if %c {
      %x = addi %a, %a : tile<i32>
    }
    return %a : tile<i32>
  }
}
