run {} --kernel buffer run_npy_negative_shape.npy
