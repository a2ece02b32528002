run {} --kernel k --grid 2147483648
