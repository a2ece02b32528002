translate -test-cudatile-roundtrip {}
stdout: full
