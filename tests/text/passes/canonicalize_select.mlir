// flags: --canonicalize
// select's folds and patterns (13.2 on): one value twice, a constant
// condition, select %c, true, false; a condition comparing the two values;
// a negated condition; a select on the same condition as a value;
// select %c, false, true to a negation; constants to a constant; 1/0 and
// 0/1 to exti. What matches none of them stays.

cuda_tile.module @selects {
  // One value twice; a constant condition either way.
  testing$func @picks(%c: tile<8xi1>, %a: tile<8xf32>, %b: tile<8xf32>) -> (tile<8xf32>, tile<8xf32>, tile<8xf32>) {
    %yes = constant <i1: true> : tile<8xi1>
    %no = constant <i1: false> : tile<8xi1>
    %s0 = select %c, %a, %a : tile<8xi1>, tile<8xf32>
    %s1 = select %yes, %a, %b : tile<8xi1>, tile<8xf32>
    %s2 = select %no, %a, %b : tile<8xi1>, tile<8xf32>
    return %s0, %s1, %s2 : tile<8xf32>, tile<8xf32>, tile<8xf32>
  }

  // select %c, true, false is %c; select %c, false, true is xori %c, true.
  testing$func @booleans(%c: tile<2xi1>) -> (tile<2xi1>, tile<2xi1>) {
    %t = constant <i1: true> : tile<2xi1>
    %f = constant <i1: false> : tile<2xi1>
    %same = select %c, %t, %f : tile<2xi1>, tile<2xi1>
    %not = select %c, %f, %t : tile<2xi1>, tile<2xi1>
    return %same, %not : tile<2xi1>, tile<2xi1>
  }

  // select (a == b), a, b is b; select (a != b), a, b is a (whichever way
  // round the comparison has them). Another comparison picks nothing.
  testing$func @compared(%a: tile<i64>, %b: tile<i64>) -> (tile<i64>, tile<i64>, tile<i64>) {
    %eq = cmpi equal %a, %b, unsigned : tile<i64> -> tile<i1>
    %ne = cmpi not_equal %b, %a, signed : tile<i64> -> tile<i1>
    %lt = cmpi less_than %a, %b, signed : tile<i64> -> tile<i1>
    %s0 = select %eq, %a, %b : tile<i1>, tile<i64>
    %s1 = select %ne, %a, %b : tile<i1>, tile<i64>
    %s2 = select %lt, %a, %b : tile<i1>, tile<i64>
    return %s0, %s1, %s2 : tile<i64>, tile<i64>, tile<i64>
  }

  // A negated condition swaps the values; a select on the same condition as
  // a value stands for that side's value of it.
  testing$func @negated_and_nested(%c: tile<i1>, %a: tile<i32>, %b: tile<i32>, %d: tile<i32>) -> (tile<i32>, tile<i32>, tile<i32>) {
    %yes = constant <i1: true> : tile<i1>
    %not = xori %c, %yes : tile<i1>
    %s0 = select %not, %a, %b : tile<i1>, tile<i32>
    %in = select %c, %a, %b : tile<i1>, tile<i32>
    %s1 = select %c, %in, %d : tile<i1>, tile<i32>
    %s2 = select %c, %d, %in : tile<i1>, tile<i32>
    return %s0, %s1, %s2 : tile<i32>, tile<i32>, tile<i32>
  }

  // Constant operands: a constant, element by element; all alike, a splat.
  testing$func @constants() -> (tile<4xf16>, tile<4xi8>) {
    %m = constant <i1: [true, false, false, true]> : tile<4xi1>
    %x = constant <f16: [1.0, 2.0, 3.0, 4.0]> : tile<4xf16>
    %y = constant <f16: -0.5> : tile<4xf16>
    %s0 = select %m, %x, %y : tile<4xi1>, tile<4xf16>
    %p = constant <i8: [-7, 1, 2, -7]> : tile<4xi8>
    %q = constant <i8: [0, -7, -7, 5]> : tile<4xi8>
    %s1 = select %m, %p, %q : tile<4xi1>, tile<4xi8>
    return %s0, %s1 : tile<4xf16>, tile<4xi8>
  }

  // 1/0 is exti of the condition, 0/1 exti of its negation. Other
  // constants, or floats, stay selects.
  testing$func @extends(%c: tile<4xi1>) -> (tile<4xi16>, tile<4xi16>, tile<4xi16>, tile<4xf32>) {
    %one = constant <i16: 1> : tile<4xi16>
    %zero = constant <i16: 0> : tile<4xi16>
    %two = constant <i16: 2> : tile<4xi16>
    %s0 = select %c, %one, %zero : tile<4xi1>, tile<4xi16>
    %s1 = select %c, %zero, %one : tile<4xi1>, tile<4xi16>
    %s2 = select %c, %two, %zero : tile<4xi1>, tile<4xi16>
    %f1 = constant <f32: 1.0> : tile<4xf32>
    %f0 = constant <f32: 0.0> : tile<4xf32>
    %s3 = select %c, %f1, %f0 : tile<4xi1>, tile<4xf32>
    return %s0, %s1, %s2, %s3 : tile<4xi16>, tile<4xi16>, tile<4xi16>, tile<4xf32>
  }
}
