run {} --kernel k --max-steps 100000000
