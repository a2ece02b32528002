run {} --kernel buffer run_npy_not_npy.npy
