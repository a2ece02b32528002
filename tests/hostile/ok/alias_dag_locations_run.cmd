run {} --kernel k zeros:f32:1
