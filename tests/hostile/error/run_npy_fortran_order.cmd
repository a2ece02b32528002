run {} --kernel buffer run_npy_fortran_order.npy
