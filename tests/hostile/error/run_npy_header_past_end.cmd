run {} --kernel buffer run_npy_header_past_end.npy
