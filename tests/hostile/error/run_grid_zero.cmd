run {} --kernel k --grid 0
