// flags: --pass-pipeline=builtin.module(cuda_tile.module(cuda_tile.entry(loop-split)))
// Constants for which upstream's split point would wrap take the general one:
// `iv <= 127` in i8 (127 + 1 wraps, and every iteration takes the then-block),
// an unsigned bound below the lower bound (bound - lb wraps), and a split
// point rounded up to the step past the type's maximum.
cuda_tile.module @m {
  entry @k(%out: tile<ptr<i8>>) {
    %c0 = constant <i8: 0> : tile<i8>
    %c1 = constant <i8: 1> : tile<i8>
    %c3 = constant <i8: 3> : tile<i8>
    %c4 = constant <i8: 4> : tile<i8>
    %c10 = constant <i8: 10> : tile<i8>
    %c100 = constant <i8: 100> : tile<i8>
    %c101 = constant <i8: 101> : tile<i8>
    %c120 = constant <i8: 120> : tile<i8>
    %c127 = constant <i8: 127> : tile<i8>
    %r0 = for %i in (%c0 to %c120, step %c1) : tile<i8> iter_values(%a = %c0) -> (tile<i8>) {
      %p = cmpi less_than_or_equal %i, %c127, signed : tile<i8> -> tile<i1>
      %x = if %p -> (tile<i8>) {
        %s = addi %a, %c1 : tile<i8>
        yield %s : tile<i8>
      } else {
        yield %a : tile<i8>
      }
      continue %x : tile<i8>
    }
    %r1 = for unsigned %i in (%c10 to %c127, step %c4) : tile<i8> iter_values(%a = %r0) -> (tile<i8>) {
      %p = cmpi greater_than_or_equal %i, %c3, unsigned : tile<i8> -> tile<i1>
      %x = if %p -> (tile<i8>) {
        %s = addi %a, %i : tile<i8>
        yield %s : tile<i8>
      } else {
        yield %a : tile<i8>
      }
      continue %x : tile<i8>
    }
    %r2 = for %i in (%c0 to %c127, step %c100) : tile<i8> iter_values(%a = %r1) -> (tile<i8>) {
      %p = cmpi greater_than_or_equal %i, %c101, signed : tile<i8> -> tile<i1>
      %x = if %p -> (tile<i8>) {
        %s = addi %a, %i : tile<i8>
        yield %s : tile<i8>
      } else {
        yield %a : tile<i8>
      }
      continue %x : tile<i8>
    }
    %tok = store_ptr_tko weak %out, %r2 : tile<ptr<i8>>, tile<i8> -> token
    return
  }
}
