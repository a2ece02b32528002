run {} --kernel buffer run_npy_overflowing_shape.npy
