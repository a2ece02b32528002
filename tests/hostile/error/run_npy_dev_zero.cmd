run {} --kernel buffer /dev/zero
