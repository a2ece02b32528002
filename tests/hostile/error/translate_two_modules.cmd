translate -mlir-to-cudatilebc {} -o out.tileirbc
