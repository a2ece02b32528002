run {} --kernel scalars i8:-128 i16:65535 i32:-2147483648 i64:0xffffffffffffffff f16:65504 f32:-inf f64:nan i1:0
