// A splat global of 2^24 f32 elements: 64 MiB of PTX initializer text from
// a few bytes of input, past what the PTX backend emits for one kernel.
cuda_tile.module @kernels {
  global @g alignment = 16 <f32: 1.000000e+00> : tile<16777216xf32>
  entry @k() {
    %g = get_global @g : tile<ptr<f32>>
    %x, %t = load_ptr_tko weak %g : tile<ptr<f32>> -> tile<f32>, token
    print "%f\n", %x : tile<f32>
    return
  }
}
