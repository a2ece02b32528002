ptx {} --kernel k
stdout: closed
