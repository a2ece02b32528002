ptx {} --kernel vadd --arch sm_80
