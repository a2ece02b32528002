run {} --kernel buffer .
