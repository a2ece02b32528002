run {} --kernel buffer run_npy_version_9.npy
