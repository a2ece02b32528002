// Regions: if/else with results, for and loop carrying values, reduce and
// scan bodies, early exits; implicit terminators are elided when printed.
cuda_tile.module @k {
  entry @flow(%n: tile<i32>) {
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %c = cmpi greater_than %n, %zero, signed : tile<i32> -> tile<i1>
    %v = if %c -> (tile<i32>) {
      yield %n : tile<i32>
    } else {
      yield %zero : tile<i32>
    }
    if %c {
      print "positive %d\n", %n : tile<i32>
    }
    %acc:2 = for %i in (%zero to %n, step %one) : tile<i32> iter_values(%s = %zero, %p = %one) -> (tile<i32>, tile<i32>) {
      %s2 = addi %s, %i : tile<i32>
      %p2 = muli %p, %i : tile<i32>
      continue %s2, %p2 : tile<i32>, tile<i32>
    }
    %w = loop iter_values(%k = %n) : tile<i32> -> tile<i32> {
      %done = cmpi less_than_or_equal %k, %zero, signed : tile<i32> -> tile<i1>
      if %done {
        break %k : tile<i32>
      }
      %k2 = subi %k, %one : tile<i32>
      continue %k2 : tile<i32>
    }
    %t = iota : tile<16xi32>
    %r = reduce %t dim=0 identities=[0 : i32] : tile<16xi32> -> tile<i32>
    (%a: tile<i32>, %b: tile<i32>) {
      %ab = addi %a, %b : tile<i32>
      yield %ab : tile<i32>
    }
    %f = constant <f32: 1.0> : tile<16xf32>
    %sc = scan %f dim=0 reverse=true identities=[0.0 : f32] : tile<16xf32> -> tile<16xf32>
    (%x: tile<f32>, %y: tile<f32>) {
      %xy = addf %x, %y : tile<f32>
      yield %xy : tile<f32>
    }
    assert %c, "n must be positive" : tile<i1>
  }
}
