run {} --kernel buffer run_npy_complex.npy
