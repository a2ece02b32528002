run {} --kernel buffer zeros:f32:1073741824
