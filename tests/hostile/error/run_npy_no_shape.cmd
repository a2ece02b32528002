run {} --kernel buffer run_npy_no_shape.npy
