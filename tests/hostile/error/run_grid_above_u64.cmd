run {} --kernel k --grid 99999999999999999999
