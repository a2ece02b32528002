run {} --kernel k --grid 300,300
