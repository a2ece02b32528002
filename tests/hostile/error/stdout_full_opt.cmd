opt {}
stdout: full
