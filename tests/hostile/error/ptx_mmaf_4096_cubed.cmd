ptx {} --kernel k --arch sm_90
