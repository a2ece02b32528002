translate -mlir-to-cudatilebc {}
stdout: full
