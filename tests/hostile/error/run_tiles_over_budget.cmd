run {} --kernel k --memory-budget 1000000000
