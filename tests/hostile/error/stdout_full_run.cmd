run {} --kernel k --grid 4 zeros:f32:16
stdout: full
