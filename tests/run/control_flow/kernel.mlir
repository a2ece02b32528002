// Control flow with carried values, early exits and token-ordered stores.
// out[0] = 0 + 1 + ... + (n - 1)            (for, carried sum)
// out[1] = Collatz steps from n down to 1   (loop with two carried values, break out of an if)
// out[2] = n > 5 ? 100 : 200                (if with results)
// out[3] = 7 unless n > 1000, when the kernel returns early (return inside if)
cuda_tile.module @flow {
  entry @flow(%out: tile<ptr<i32>>, %n: tile<i32>, %step: tile<i32>) {
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %two = constant <i32: 2> : tile<i32>
    %three = constant <i32: 3> : tile<i32>
    %t0 = make_token : token
    %sum = for %i in (%zero to %n, step %step) : tile<i32> iter_values(%acc = %zero) -> (tile<i32>) {
      %acc2 = addi %acc, %i : tile<i32>
      continue %acc2 : tile<i32>
    }
    %steps = loop iter_values(%x = %n, %s = %zero) : tile<i32>, tile<i32> -> tile<i32> {
      %done = cmpi less_than_or_equal %x, %one, signed : tile<i32> -> tile<i1>
      if %done {
        break %s : tile<i32>
      }
      %rem = remi %x, %two signed : tile<i32>
      %odd = cmpi equal %rem, %one, signed : tile<i32> -> tile<i1>
      %next = if %odd -> (tile<i32>) {
        %x3 = muli %x, %three : tile<i32>
        %x31 = addi %x3, %one : tile<i32>
        yield %x31 : tile<i32>
      } else {
        %half = divi %x, %two signed : tile<i32>
        yield %half : tile<i32>
      }
      %s1 = addi %s, %one : tile<i32>
      continue %next, %s1 : tile<i32>, tile<i32>
    }
    %five = constant <i32: 5> : tile<i32>
    %big = cmpi greater_than %n, %five, signed : tile<i32> -> tile<i1>
    %choice = if %big -> (tile<i32>) {
      %c100 = constant <i32: 100> : tile<i32>
      yield %c100 : tile<i32>
    } else {
      %c200 = constant <i32: 200> : tile<i32>
      yield %c200 : tile<i32>
    }
    %p1 = offset %out, %one : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %c2 = constant <i32: 2> : tile<i32>
    %p2 = offset %out, %c2 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %w0 = store_ptr_tko weak %out, %sum token=%t0 : tile<ptr<i32>>, tile<i32> -> token
    %w1 = store_ptr_tko weak %p1, %steps token=%t0 : tile<ptr<i32>>, tile<i32> -> token
    %w2 = store_ptr_tko weak %p2, %choice token=%t0 : tile<ptr<i32>>, tile<i32> -> token
    %written = join_tokens %w0, %w1, %w2 : token
    %thousand = constant <i32: 1000> : tile<i32>
    %huge = cmpi greater_than %n, %thousand, signed : tile<i32> -> tile<i1>
    if %huge {
      return
    }
    %c3 = constant <i32: 3> : tile<i32>
    %p3 = offset %out, %c3 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %seven = constant <i32: 7> : tile<i32>
    %w3 = store_ptr_tko weak %p3, %seven token=%written : tile<ptr<i32>>, tile<i32> -> token
    return
  }
}
