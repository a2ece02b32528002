// flags: --canonicalize --target-version=13.2
// As the 13.2 tools canonicalize: the select rules and selects of shaped
// tiles from ifs, but no assume fold yet.

cuda_tile.module @as_13_2 {
  testing$func @shaped(%c: tile<i1>, %a: tile<4xi32>) -> (tile<4xi32>, tile<4xi32>) {
    %one = constant <i32: 1> : tile<4xi32>
    %zero = constant <i32: 0> : tile<4xi32>
    %r = if %c -> (tile<4xi32>) {
      yield %a : tile<4xi32>
    } else {
      yield %zero : tile<4xi32>
    }
    %c4 = reshape %c : tile<i1> -> tile<1xi1>
    %m = broadcast %c4 : tile<1xi1> -> tile<4xi1>
    %s = select %m, %one, %zero : tile<4xi1>, tile<4xi32>
    return %r, %s : tile<4xi32>, tile<4xi32>
  }

  testing$func @assumes(%n: tile<i32>) -> tile<i32> {
    %a0 = assume bounded<0, 9>, %n : tile<i32>
    %a1 = assume bounded<0, 9>, %a0 : tile<i32>
    return %a1 : tile<i32>
  }
}
