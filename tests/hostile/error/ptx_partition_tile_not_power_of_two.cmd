ptx {} --kernel copy --arch sm_80
