// A global aligned to 2^40 bytes: the PTX backend refuses it (the alignment
// was cut to 32 bits, so the global was emitted aligned to 1 byte).
cuda_tile.module @kernels {
  global @g alignment = 1099511627776 <f32: 1.000000e+00> : tile<4xf32>
  entry @k() {
    %g = get_global @g : tile<ptr<f32>>
    %x, %t = load_ptr_tko weak %g : tile<ptr<f32>> -> tile<f32>, token
    print "%f\n", %x : tile<f32>
    return
  }
}
