run {} --kernel k --grid 2147483647 --max-work 100000
