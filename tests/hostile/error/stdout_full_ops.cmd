ops
stdout: full
