// flags: --pass-pipeline=builtin.module(cuda_tile.module(cuda_tile.entry(loop-split)))
// Each comparison that splits, with the induction variable on either side;
// `for unsigned` with an unsigned comparison; a block that ends in continue.
cuda_tile.module @m {
  entry @k(%n: tile<i32>, %m: tile<i32>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    // iv_lt_m
    %iv_lt_m = for %i in (%c0 to %n, step %c1) : tile<i32> iter_values(%a = %c0) -> (tile<i32>) {
      %p = cmpi less_than %i, %m, signed : tile<i32> -> tile<i1>
      %x = if %p -> (tile<i32>) {
        %t = addi %a, %i : tile<i32>
        yield %t : tile<i32>
      } else {
        %e = subi %a, %c1 : tile<i32>
        yield %e : tile<i32>
      }
      continue %x : tile<i32>
    }
    // iv_le_m
    %iv_le_m = for %i in (%c0 to %n, step %c1) : tile<i32> iter_values(%a = %c0) -> (tile<i32>) {
      %p = cmpi less_than_or_equal %i, %m, signed : tile<i32> -> tile<i1>
      %x = if %p -> (tile<i32>) {
        %t = addi %a, %i : tile<i32>
        yield %t : tile<i32>
      } else {
        %e = subi %a, %c1 : tile<i32>
        yield %e : tile<i32>
      }
      continue %x : tile<i32>
    }
    // iv_gt_m
    %iv_gt_m = for %i in (%c0 to %n, step %c1) : tile<i32> iter_values(%a = %c0) -> (tile<i32>) {
      %p = cmpi greater_than %i, %m, signed : tile<i32> -> tile<i1>
      %x = if %p -> (tile<i32>) {
        %t = addi %a, %i : tile<i32>
        yield %t : tile<i32>
      } else {
        %e = subi %a, %c1 : tile<i32>
        yield %e : tile<i32>
      }
      continue %x : tile<i32>
    }
    // iv_ge_m
    %iv_ge_m = for %i in (%c0 to %n, step %c1) : tile<i32> iter_values(%a = %c0) -> (tile<i32>) {
      %p = cmpi greater_than_or_equal %i, %m, signed : tile<i32> -> tile<i1>
      %x = if %p -> (tile<i32>) {
        %t = addi %a, %i : tile<i32>
        yield %t : tile<i32>
      } else {
        %e = subi %a, %c1 : tile<i32>
        yield %e : tile<i32>
      }
      continue %x : tile<i32>
    }
    // m_lt_iv
    %m_lt_iv = for %i in (%c0 to %n, step %c1) : tile<i32> iter_values(%a = %c0) -> (tile<i32>) {
      %p = cmpi less_than %m, %i, signed : tile<i32> -> tile<i1>
      %x = if %p -> (tile<i32>) {
        %t = addi %a, %i : tile<i32>
        yield %t : tile<i32>
      } else {
        %e = subi %a, %c1 : tile<i32>
        yield %e : tile<i32>
      }
      continue %x : tile<i32>
    }
    // m_le_iv
    %m_le_iv = for %i in (%c0 to %n, step %c1) : tile<i32> iter_values(%a = %c0) -> (tile<i32>) {
      %p = cmpi less_than_or_equal %m, %i, signed : tile<i32> -> tile<i1>
      %x = if %p -> (tile<i32>) {
        %t = addi %a, %i : tile<i32>
        yield %t : tile<i32>
      } else {
        %e = subi %a, %c1 : tile<i32>
        yield %e : tile<i32>
      }
      continue %x : tile<i32>
    }
    // m_gt_iv
    %m_gt_iv = for %i in (%c0 to %n, step %c1) : tile<i32> iter_values(%a = %c0) -> (tile<i32>) {
      %p = cmpi greater_than %m, %i, signed : tile<i32> -> tile<i1>
      %x = if %p -> (tile<i32>) {
        %t = addi %a, %i : tile<i32>
        yield %t : tile<i32>
      } else {
        %e = subi %a, %c1 : tile<i32>
        yield %e : tile<i32>
      }
      continue %x : tile<i32>
    }
    // m_ge_iv
    %m_ge_iv = for %i in (%c0 to %n, step %c1) : tile<i32> iter_values(%a = %c0) -> (tile<i32>) {
      %p = cmpi greater_than_or_equal %m, %i, signed : tile<i32> -> tile<i1>
      %x = if %p -> (tile<i32>) {
        %t = addi %a, %i : tile<i32>
        yield %t : tile<i32>
      } else {
        %e = subi %a, %c1 : tile<i32>
        yield %e : tile<i32>
      }
      continue %x : tile<i32>
    }
    // unsigned_iv_lt_m
    %unsigned_iv_lt_m = for unsigned %i in (%c0 to %n, step %c1) : tile<i32> iter_values(%a = %c0) -> (tile<i32>) {
      %p = cmpi less_than %i, %m, unsigned : tile<i32> -> tile<i1>
      %x = if %p -> (tile<i32>) {
        %t = addi %a, %i : tile<i32>
        yield %t : tile<i32>
      } else {
        %e = subi %a, %c1 : tile<i32>
        yield %e : tile<i32>
      }
      continue %x : tile<i32>
    }
    // unsigned_m_le_iv
    %unsigned_m_le_iv = for unsigned %i in (%c0 to %n, step %c1) : tile<i32> iter_values(%a = %c0) -> (tile<i32>) {
      %p = cmpi less_than_or_equal %m, %i, unsigned : tile<i32> -> tile<i1>
      %x = if %p -> (tile<i32>) {
        %t = addi %a, %i : tile<i32>
        yield %t : tile<i32>
      } else {
        %e = subi %a, %c1 : tile<i32>
        yield %e : tile<i32>
      }
      continue %x : tile<i32>
    }
    // The then-block ends the iteration: what follows the if is in the second loop only.
    %cont = for %i in (%c0 to %n, step %c1) : tile<i32> iter_values(%a = %c0) -> (tile<i32>) {
      %p = cmpi greater_than_or_equal %i, %m, signed : tile<i32> -> tile<i1>
      %x = if %p -> (tile<i32>) {
        yield %a : tile<i32>
      } else {
        %d = muli %a, %i : tile<i32>
        continue %d : tile<i32>
      }
      %y = addi %x, %i : tile<i32>
      continue %y : tile<i32>
    }
    return
  }
}
