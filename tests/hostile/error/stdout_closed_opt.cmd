opt {}
stdout: closed
