run {} --kernel buffer run_npy_empty.npy
