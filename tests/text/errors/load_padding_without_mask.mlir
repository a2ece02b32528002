// A load with a padding value and no mask (cuTile's RawArrayMemory.load_offset makes one)
// prints as below; the format `$source (`,` $mask^)? (`,` $paddingValue^)?` reads the
// second operand as the mask, as upstream's parser does, and the mask must be i1.
cuda_tile.module @k {
  entry @e(%p: tile<ptr<i32>>) {
    %pad = constant <i32: 0> : tile<i32>
    %v, %t = load_ptr_tko weak %p, %pad : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    return
  }
}
