run {} --kernel k --max-steps 400000
