run {} --kernel scalars i8:1 i16:65536 i32:1 i64:1 f16:1 f32:1 f64:1 i1:true
