run {} --kernel buffer run_npy_structured.npy
