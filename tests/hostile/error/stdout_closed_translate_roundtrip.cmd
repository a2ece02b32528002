translate -test-cudatile-roundtrip {}
stdout: closed
