run {} --kernel buffer run_npy_truncated.npy
