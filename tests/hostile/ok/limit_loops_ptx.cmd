ptx {} --kernel k
