translate -mlir-to-cudatilebc -no-implicit-module {}
