run {} --kernel buffer run_npy_huge_shape.npy
