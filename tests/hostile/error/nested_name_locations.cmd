opt --mlir-print-debuginfo {}
