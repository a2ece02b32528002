run {} --kernel buffer run_npy_too_long.npy
