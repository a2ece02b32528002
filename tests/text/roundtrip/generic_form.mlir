// flags: -mlir-print-op-generic
// Everything in the generic form: properties, regions, segment sizes.
cuda_tile.module @k {
  entry @g(%s: tile<f32>, %p: tile<ptr<f32>>) {
    %x = reshape %s : tile<f32> -> tile<1xf32>
    %a = addf %x, %x rounding<zero> : tile<1xf32>
    %tv = make_tensor_view %p, shape = [4], strides = [1] : tensor_view<4xf32, strides=[1]>
    %c = constant <i1: true> : tile<i1>
    if %c {
      print "x"
    }
    return
  }
}
