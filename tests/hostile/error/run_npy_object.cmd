run {} --kernel buffer run_npy_object.npy
