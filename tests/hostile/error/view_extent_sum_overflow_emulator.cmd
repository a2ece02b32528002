run {} --kernel k zeros:f32:4 --device ptx-emulator
