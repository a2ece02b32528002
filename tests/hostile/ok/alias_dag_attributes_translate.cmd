translate -test-cudatile-roundtrip {}
