cuda_tile.module @m {
  entry @k(%out: tile<ptr<f32>>) {
    %x, %y, %z = get_tile_block_id : tile<i32>
    print "block %d\n", %x : tile<i32>
    return
  }
}
