compile {} --arch sm_80 --emit ptx -o -
