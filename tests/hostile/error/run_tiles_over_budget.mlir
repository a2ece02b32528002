cuda_tile.module @m {
  entry @k() {
    %c0 = constant <i64: 0> : tile<16777216xi64>
    %c1 = constant <i64: 1> : tile<16777216xi64>
    %c2 = constant <i64: 2> : tile<16777216xi64>
    %c3 = constant <i64: 3> : tile<16777216xi64>
    %c4 = constant <i64: 4> : tile<16777216xi64>
    %c5 = constant <i64: 5> : tile<16777216xi64>
    %c6 = constant <i64: 6> : tile<16777216xi64>
    %c7 = constant <i64: 7> : tile<16777216xi64>
    %c8 = constant <i64: 8> : tile<16777216xi64>
    return
  }
}
