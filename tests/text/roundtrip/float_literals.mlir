// Float literals are read as MLIR reads them: through f64, then rounded to
// the element type (so the f16 value just above a tie rounds down, as in
// MLIR), and printed in MLIR's shortest exact form or as hex.
cuda_tile.module @k {
  entry @floats() {
    %a = constant <f16: 1.0004882812500000000000000000001> : tile<f16>
    %b = constant <f32: [0.1, 16777216.0, 3.4028234663852886e+38, -0.0]> : tile<4xf32>
    %c = constant <bf16: 0x7FC0> : tile<bf16>
    %d = constant <f64: 1.1> : tile<f64>
    %e = constant <f8E4M3FN: 448.0> : tile<f8E4M3FN>
    %f = constant <tf32: 0x3FC00> : tile<tf32>
    return
  }
}
