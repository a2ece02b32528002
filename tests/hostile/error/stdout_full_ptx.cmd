ptx {} --kernel k
stdout: full
