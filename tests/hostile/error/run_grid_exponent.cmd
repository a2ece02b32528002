run {} --kernel k --grid 1e3
