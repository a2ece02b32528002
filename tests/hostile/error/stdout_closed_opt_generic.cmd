opt -mlir-print-op-generic --mlir-print-debuginfo {}
stdout: closed
