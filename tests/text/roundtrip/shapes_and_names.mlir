// Value names as upstream's printer chooses them, uniqued with _N.
cuda_tile.module @k {
  entry @shapes(%p: tile<ptr<i32>>) {
    %a = constant <i32: 1> : tile<i32>
    %b = constant <i32: 1> : tile<i32>
    %neg = constant <i8: 255> : tile<i8>
    %flags = constant <i1: [true, false]> : tile<2xi1>
    %all = constant <i1: [true, true]> : tile<2xi1>
    %half = constant <f16: 0.5> : tile<f16>
    %two = constant <bf16: 2.0> : tile<bf16>
    %nan = constant <f32: 0x7FC00000> : tile<f32>
    %inf = constant <f32: 0x7F800000> : tile<f32>
    %r = reshape %a : tile<i32> -> tile<1xi32>
    %bc = broadcast %r : tile<1xi32> -> tile<8xi32>
    %io = iota : tile<8xi32>
    %pm = reshape %io : tile<8xi32> -> tile<2x4xi32>
    %pt = permute %pm [1, 0] : tile<2x4xi32> -> tile<4x2xi32>
    %ct = cat %bc, %io dim = 0 : tile<8xi32>, tile<8xi32> -> tile<16xi32>
    %as = assume div_by<16>, %p : tile<ptr<i32>>
    %as2 = assume bounded<0, ?>, %a : tile<i32>
    %as3 = assume same_elements<[4]>, %bc : tile<8xi32>
    %bid:3 = get_tile_block_id : tile<i32>
    %grid:3 = get_num_tile_blocks : tile<i32>
    %sum = addi %bid#0, %grid#2 : tile<i32>
    return
  }
}
