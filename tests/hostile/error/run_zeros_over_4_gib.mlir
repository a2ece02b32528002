cuda_tile.module @m {
  entry @buffer(%p: tile<ptr<f32>>) {
    return
  }
  entry @scalars(%a: tile<i8>, %b: tile<i16>, %c: tile<i32>, %d: tile<i64>, %e: tile<f16>, %f: tile<f32>, %g: tile<f64>, %h: tile<i1>) {
    return
  }
}
