ptx {} --kernel k --arch sm_80
