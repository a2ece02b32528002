translate -mlir-to-cudatilebc {}
stdout: closed
