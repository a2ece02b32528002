// The kernel file is /dev/zero, which never ends: refused at the input bound, not read forever.
