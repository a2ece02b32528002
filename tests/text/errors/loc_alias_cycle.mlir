cuda_tile.module @k {
} loc(#a)
#a = loc(#b)
#b = loc(#a)
