// flags: -mlir-print-op-generic
// A load with a padding value and no mask (cuTile's RawArrayMemory.load_offset makes
// one) prints as `%p, %pad`: the format `$source (`,` $mask^)? (`,` $paddingValue^)?`
// cannot say which optional operand is there. MLIR's parser takes the mask and then
// refuses the i32 tile; tilesmith gives the operand to the padding value when the mask
// refuses its type and the padding accepts it, so NVIDIA's printed text reads back.
// An i1 operand fits both and stays the mask, as upstream reads it (the generic form
// shows the segments: [1, 0, 1, 0] for the first load, [1, 1, 0, 0] for the second).
cuda_tile.module @k {
  entry @e(%p: tile<ptr<i32>>, %q: tile<ptr<i1>>) {
    %pad = constant <i32: 0> : tile<i32>
    %v, %t = load_ptr_tko weak %p, %pad : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %b = constant <i1: true> : tile<i1>
    %w, %u = load_ptr_tko weak %q, %b : tile<ptr<i1>>, tile<i1> -> tile<i1>, token
    return
  }
}
