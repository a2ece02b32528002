run /dev/zero --kernel k
