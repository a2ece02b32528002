run {} --kernel k --grid 1 
