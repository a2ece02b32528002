run {} --kernel buffer run_npy_version_2_truncated.npy
