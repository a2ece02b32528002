run {} --kernel k --grid 0x10
