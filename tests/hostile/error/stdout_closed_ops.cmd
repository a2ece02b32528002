ops
stdout: closed
