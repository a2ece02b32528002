cuda_tile.module @m {
  global @g <f64: 0.5> : tile<4194304xf64>
  entry @k() {
    %p = get_global @g : tile<ptr<f64>>
    %v, %t = load_ptr_tko weak %p : tile<ptr<f64>> -> tile<f64>, token
    print "%f\n", %v : tile<f64>
    return
  }
}
