run {} --kernel k
