translate -test-cudatile-roundtrip --mlir-print-debuginfo {}
