// flags: -mlir-print-op-generic
// Everything in the generic form: properties, regions, segment sizes.
cuda_tile.module @k {
  entry @g(%x: tile<4xf32>, %p: tile<ptr<f32>>) {
    %a = addf %x, %x rounding<zero> : tile<4xf32>
    %tv = make_tensor_view %p, shape = [4], strides = [1] : tensor_view<4xf32, strides=[1]>
    %c = constant <i1: true> : tile<i1>
    if %c {
      print "x"
    }
    return
  }
}
