ptx {} --kernel deep --arch sm_80
