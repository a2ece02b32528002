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
