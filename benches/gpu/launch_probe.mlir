// The launch probe of the GPU bundle (benches/gpu/launch_probe.py): one
// tile block of 128 elements, out = 2 x, so the elements written say how
// many of a CTA's threads ran.
cuda_tile.module @probe {
  entry @probe(%x: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %i = iota : tile<128xi32>
    %x1 = reshape %x : tile<ptr<f32>> -> tile<1xptr<f32>>
    %xb = broadcast %x1 : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %xp = offset %xb, %i : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
    %v, %t = load_ptr_tko weak %xp : tile<128xptr<f32>> -> tile<128xf32>, token
    %two = constant <f32: 2.0> : tile<128xf32>
    %r = mulf %v, %two : tile<128xf32>
    %o1 = reshape %out : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ob = broadcast %o1 : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %op = offset %ob, %i : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
    %s = store_ptr_tko weak %op, %r : tile<128xptr<f32>>, tile<128xf32> -> token
    return
  }
}
