// flags: --canonicalize
// assume (13.3 on): an assume of what the assume it reads already assumes
// is that assume. addf puts a product on its left. Dead ops without
// effects go; ops with effects stay. Constants are kept once per function,
// at its front.

cuda_tile.module @generic {
  testing$func @assumes(%p: tile<ptr<f16>>, %n: tile<i32>) -> (tile<ptr<f16>>, tile<i32>) {
    %a0 = assume div_by<8>, %p : tile<ptr<f16>>
    %a1 = assume div_by<8>, %a0 : tile<ptr<f16>>
    %a2 = assume div_by<4>, %a1 : tile<ptr<f16>>
    %a3 = assume div_by<4>, %a2 : tile<ptr<f16>>
    %b0 = assume bounded<0, ?>, %n : tile<i32>
    %b1 = assume bounded<0, 100>, %b0 : tile<i32>
    %b2 = assume bounded<0, 100>, %b1 : tile<i32>
    return %a3, %b2 : tile<ptr<f16>>, tile<i32>
  }

  // Unused, an assume stays (it is not pure); unused pure ops go.
  testing$func @dead_ops(%x: tile<f32>, %n: tile<i32>) -> tile<f32> {
    %unused = assume bounded<1, ?>, %n : tile<i32>
    %p = mulf %x, %x : tile<f32>
    %q = addf %p, %p : tile<f32>
    %t = print_tko "kept %f", %x : tile<f32> -> token
    return %x : tile<f32>
  }

  // x + a * b: the product moves to the left, keeping the rounding; a
  // product already on the left, or on both sides, stays.
  testing$func @addf_order(%x: tile<f64>, %y: tile<f64>) -> (tile<f64>, tile<f64>, tile<f64>) {
    %m = mulf %x, %y : tile<f64>
    %n = mulf %y, %y : tile<f64>
    %s0 = addf %x, %m rounding<positive_inf> : tile<f64>
    %s1 = addf %m, %x : tile<f64>
    %s2 = addf %n, %m : tile<f64>
    return %s0, %s1, %s2 : tile<f64>, tile<f64>, tile<f64>
  }

  // Equal constants become one; those inside loops and ifs move out to the
  // function's front.
  testing$func @constants(%c: tile<i1>, %n: tile<i32>) -> tile<i32> {
    %one = constant <i32: 1> : tile<i32>
    %t = print_tko "%d", %one : tile<i32> -> token
    %zero = constant <i32: 0> : tile<i32>
    %also_one = constant <i32: 1> : tile<i32>
    %f = for %i in (%zero to %n, step %also_one) : tile<i32> iter_values(%acc = %zero) -> (tile<i32>) {
      %three = constant <i32: 3> : tile<i32>
      %r = if %c -> (tile<i32>) {
        %one_more = constant <i32: 1> : tile<i32>
        %u = addi %acc, %one_more : tile<i32>
        yield %u : tile<i32>
      } else {
        %v = muli %acc, %three : tile<i32>
        yield %v : tile<i32>
      }
      continue %r : tile<i32>
    }
    return %f : tile<i32>
  }
}
