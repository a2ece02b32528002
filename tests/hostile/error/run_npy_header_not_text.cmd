run {} --kernel buffer run_npy_header_not_text.npy
