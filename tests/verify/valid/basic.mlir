// Ops that verify: nothing may be reported.
cuda_tile.module @m {
  cuda_tile.global @g <f32: 1.0> : !cuda_tile.tile<1xf32>
  cuda_tile.entry @k() {
    %a = cuda_tile.constant <i32: 1> : !cuda_tile.tile<4xi32>
    %b = cuda_tile.addi %a, %a : !cuda_tile.tile<4xi32>
    %p = cuda_tile.get_global @g : !cuda_tile.tile<!cuda_tile.ptr<f32>>
    cuda_tile.return
  }
}
