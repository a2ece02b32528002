run {} --device ptx-emulator --kernel vadd --grid 1 zeros:f32:4 zeros:f32:4 zeros:f32:4
