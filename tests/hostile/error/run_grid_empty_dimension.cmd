run {} --kernel k --grid 4,,2
