run {} --kernel k --grid 2147483647,2147483647,2147483647 --sequential --max-work 100000
