run {} --kernel buffer zeros:f32:-1
