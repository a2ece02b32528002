run {} --kernel buffer run_npy_big_endian.npy
