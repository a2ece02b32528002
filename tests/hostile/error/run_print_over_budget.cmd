run {} --kernel k --memory-budget 100000000
