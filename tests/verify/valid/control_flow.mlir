// Control flow that verifies: early exits through ifs, carried values,
// branches that yield the result types.
cuda_tile.module @m {
  entry @k(%flag: tile<i1>, %n: tile<i64>) {
    %zero = constant <i64: 0> : tile<i64>
    %one = constant <i64: 1> : tile<i64>
    %acc = constant <f32: 0.0> : tile<f32>
    %sum = for %i in (%zero to %n, step %one) : tile<i64> iter_values(%s = %acc) -> (tile<f32>) {
      if %flag {
        continue %s : tile<f32>
      }
      %t = addf %s, %s rounding<nearest_even> : tile<f32>
      continue %t : tile<f32>
    }
    %r = loop iter_values(%c = %zero) : tile<i64> -> tile<f32> {
      if %flag {
        break %sum : tile<f32>
      }
      %d = addi %c, %one : tile<i64>
      continue %d : tile<i64>
    }
    %v = if %flag -> (tile<f32>) {
      yield %r : tile<f32>
    } else {
      yield %sum : tile<f32>
    }
    if %flag {
      return
    }
    return
  }
}

// -----

cuda_tile.module @m {
  "cuda_tile.testing$func"() ({
  ^bb0(%a: !cuda_tile.tile<4xi32>):
    cuda_tile.return %a : !cuda_tile.tile<4xi32>
  }) {function_type = (!cuda_tile.tile<4xi32>) -> !cuda_tile.tile<4xi32>, sym_name = "f"} : () -> ()
}

// -----

// Carried values, results and yields of different types (issue 15): the
// types of variadic slots match element by element, as ODS's AllTypesMatch
// compares their type lists.
cuda_tile.module @m {
  entry @k(%n: tile<i32>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %z = constant <f32: 0.000000e+00> : tile<128xf32>
    %false = constant <i1: false> : tile<i1>
    %r:2 = for %i in (%c0 to %n, step %c1) : tile<i32> iter_values(%a = %z, %b = %false) -> (tile<128xf32>, tile<i1>) {
      if %b {
        continue %a, %b : tile<128xf32>, tile<i1>
      }
      continue %a, %b : tile<128xf32>, tile<i1>
    }
    %l:2 = loop iter_values(%a = %z, %b = %false) : tile<128xf32>, tile<i1> -> tile<i1>, tile<i32> {
      if %b {
        break %b, %c0 : tile<i1>, tile<i32>
      }
      continue %a, %b : tile<128xf32>, tile<i1>
    }
    %s:2 = if %false -> (tile<i32>, tile<128xf32>) {
      yield %c0, %z : tile<i32>, tile<128xf32>
    } else {
      yield %c1, %r#0 : tile<i32>, tile<128xf32>
    }
    %idx = iota : tile<128xi32>
    %m:2 = reduce %z, %idx dim=0 identities=[0xFF800000 : f32, 0 : i32] : tile<128xf32>, tile<128xi32> -> tile<f32>, tile<i32>
    (%l0: tile<f32>, %r0: tile<f32>, %l1: tile<i32>, %r1: tile<i32>) {
      %g = cmpf greater_than ordered %l0, %r0 : tile<f32> -> tile<i1>
      %v = select %g, %l0, %r0 : tile<i1>, tile<f32>
      %w = select %g, %l1, %r1 : tile<i1>, tile<i32>
      yield %v, %w : tile<f32>, tile<i32>
    }
    %p:2 = scan %z, %idx dim=0 reverse=false identities=[0.000000e+00 : f32, 0 : i32] : tile<128xf32>, tile<128xi32> -> tile<128xf32>, tile<128xi32>
    (%l0: tile<f32>, %r0: tile<f32>, %l1: tile<i32>, %r1: tile<i32>) {
      %v = addf %l0, %r0 : tile<f32>
      %w = addi %l1, %r1 : tile<i32>
      yield %v, %w : tile<f32>, tile<i32>
    }
    return
  }
}
