// A cycle through a fused location and a name (each alias used before its definition).
cuda_tile.module @k {
} loc(#a)
#a = loc(fused[#b, "x":1:1])
#b = loc("n"(#a))
