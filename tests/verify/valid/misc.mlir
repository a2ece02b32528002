// Assume predicates and prints that verify.
cuda_tile.module @m {
  entry @k(%n: tile<i32>, %p: tile<ptr<f32>>) {
    %a = constant <i32: 0> : tile<4x8xi32>
    %b = assume #cuda_tile.div_by<16, every 4 along 1>, %a : tile<4x8xi32>
    %c = assume #cuda_tile.same_elements<[4, 0]>, %a : tile<4x8xi32>
    %d = assume #cuda_tile.bounded<-2147483648, 2147483647>, %n : tile<i32>
    %tv = make_tensor_view %p, shape = [8], strides = [1] : tensor_view<8xf32, strides=[1]>
    %e = assume #cuda_tile.div_by<4>, %tv : tensor_view<8xf32, strides=[1]>
    %f = assume #cuda_tile.div_by<16>, %p : tile<ptr<f32>>
    print "%d%% of %i\n", %n, %d : tile<i32>, tile<i32>
    return
  }
}
