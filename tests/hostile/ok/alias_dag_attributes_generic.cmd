opt -mlir-print-op-generic {}
