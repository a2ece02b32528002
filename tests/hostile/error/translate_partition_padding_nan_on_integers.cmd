translate -cudatilebc-to-mlir {}
