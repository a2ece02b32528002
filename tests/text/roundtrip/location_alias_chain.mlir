// flags: --mlir-print-debuginfo
// An alias defined as another alias, both after their use.
cuda_tile.module @k {
  entry @e() {
    return loc(#a)
  } loc(#b)
}
#a = loc(#b)
#b = loc("f.py":1:2)
