run {} --kernel buffer run_npy_wrong_dtype.npy
