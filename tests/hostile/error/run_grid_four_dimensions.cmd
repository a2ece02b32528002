run {} --kernel k --grid 1,1,1,1
