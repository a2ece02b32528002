run {} --kernel buffer zeros:f32:99999999999999999999
