run {} --kernel copy --grid 1 zeros:f32:16 zeros:f32:16
