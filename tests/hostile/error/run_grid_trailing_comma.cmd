run {} --kernel k --grid 4,
