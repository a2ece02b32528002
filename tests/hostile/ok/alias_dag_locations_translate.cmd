translate -mlir-to-cudatilebc {}
