run {} --kernel k --grid -3
