// flags: --pass-pipeline=builtin.module(cuda_tile.module(cuda_tile.entry(loop-split)))
// Splits that carry values from the first loop into the second: dynamic bounds
// (the split point exact for any value), constant ones (upstream's arithmetic),
// a step other than 1, a loop without results and an if without else.
cuda_tile.module @m {
  // The compared value is a kernel parameter: the general split point.
  entry @iter_values(%n: tile<i32>, %m: tile<i32>, %out: tile<ptr<i32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %r:2 = for %i in (%c0 to %n, step %c1) : tile<i32> iter_values(%a = %c0, %b = %c1) -> (tile<i32>, tile<i32>) {
      %p = cmpi greater_than %i, %m, signed : tile<i32> -> tile<i1>
      %x, %y = if %p -> (tile<i32>, tile<i32>) {
        %s = addi %a, %i : tile<i32>
        yield %s, %b : tile<i32>, tile<i32>
      } else {
        %t = muli %b, %i : tile<i32>
        yield %a, %t : tile<i32>, tile<i32>
      }
      continue %x, %y : tile<i32>, tile<i32>
    }
    %sum = addi %r#0, %r#1 : tile<i32>
    %tok = store_ptr_tko weak %out, %sum : tile<ptr<i32>>, tile<i32> -> token
    return
  }
  // A loop without results, a step that is not 1, an if without else.
  entry @no_results(%lb: tile<i64>, %ub: tile<i64>, %step: tile<i64>, %m: tile<i64>, %out: tile<ptr<i64>>) {
    for %i in (%lb to %ub, step %step) : tile<i64> {
      %p = cmpi less_than %i, %m, signed : tile<i64> -> tile<i1>
      if %p {
        %q = offset %out, %i : tile<ptr<i64>>, tile<i64> -> tile<ptr<i64>>
        %tok = store_ptr_tko weak %q, %i : tile<ptr<i64>>, tile<i64> -> token
      }
      continue
    }
    return
  }
  // Constants: upstream's split point (33 rounded up to the step from 2).
  entry @constants(%out: tile<ptr<i16>>) {
    %lb = constant <i16: 2> : tile<i16>
    %ub = constant <i16: 90> : tile<i16>
    %step = constant <i16: 3> : tile<i16>
    %m = constant <i16: 32> : tile<i16>
    %one = constant <i16: 1> : tile<i16>
    %r:3 = for %i in (%lb to %ub, step %step) : tile<i16> iter_values(%a = %one, %b = %one, %n = %lb) -> (tile<i16>, tile<i16>, tile<i16>) {
      %p = cmpi greater_than %i, %m, signed : tile<i16> -> tile<i1>
      %x, %y = if %p -> (tile<i16>, tile<i16>) {
        %s = muli %a, %i : tile<i16>
        yield %s, %b : tile<i16>, tile<i16>
      } else {
        %t = addi %b, %i : tile<i16>
        yield %a, %t : tile<i16>, tile<i16>
      }
      %k = addi %n, %one : tile<i16>
      continue %x, %y, %k : tile<i16>, tile<i16>, tile<i16>
    }
    %s1 = addi %r#0, %r#1 : tile<i16>
    %s2 = addi %s1, %r#2 : tile<i16>
    %tok = store_ptr_tko weak %out, %s2 : tile<ptr<i16>>, tile<i16> -> token
    return
  }
}
