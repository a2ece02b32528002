translate -cudatilebc-to-mlir --mlir-print-debuginfo {}
