// Shape ops on tiles loaded and stored through partition views: only data
// moves, so every expected output is a rearrangement of the inputs.
cuda_tile.module @shape {
  // A 2x4x8 tile permuted by [2, 0, 1] into an 8x2x4 tile.
  entry @permute_3d(%in: tile<ptr<i32>>, %out: tile<ptr<i32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %tv = make_tensor_view %in, shape = [2, 4, 8], strides = [32, 8, 1] : tensor_view<2x4x8xi32, strides=[32,8,1]>
    %pv = make_partition_view %tv : partition_view<tile=(2x4x8), tensor_view<2x4x8xi32, strides=[32,8,1]>>
    %t, %tok = load_view_tko weak %pv[%c0, %c0, %c0] : partition_view<tile=(2x4x8), tensor_view<2x4x8xi32, strides=[32,8,1]>>, tile<i32> -> tile<2x4x8xi32>, token
    %p = permute %t [2, 0, 1] : tile<2x4x8xi32> -> tile<8x2x4xi32>
    %ov = make_tensor_view %out, shape = [8, 2, 4], strides = [8, 4, 1] : tensor_view<8x2x4xi32, strides=[8,4,1]>
    %opv = make_partition_view %ov : partition_view<tile=(8x2x4), tensor_view<8x2x4xi32, strides=[8,4,1]>>
    %s = store_view_tko weak %p, %opv[%c0, %c0, %c0] : tile<8x2x4xi32>, partition_view<tile=(8x2x4), tensor_view<8x2x4xi32, strides=[8,4,1]>>, tile<i32> -> token
    return
  }

  // A 4x8 f16 tile transposed.
  entry @permute_2d_f16(%in: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %tv = make_tensor_view %in, shape = [4, 8], strides = [8, 1] : tensor_view<4x8xf16, strides=[8,1]>
    %pv = make_partition_view %tv : partition_view<tile=(4x8), tensor_view<4x8xf16, strides=[8,1]>>
    %t, %tok = load_view_tko weak %pv[%c0, %c0] : partition_view<tile=(4x8), tensor_view<4x8xf16, strides=[8,1]>>, tile<i32> -> tile<4x8xf16>, token
    %p = permute %t [1, 0] : tile<4x8xf16> -> tile<8x4xf16>
    %ov = make_tensor_view %out, shape = [8, 4], strides = [4, 1] : tensor_view<8x4xf16, strides=[4,1]>
    %opv = make_partition_view %ov : partition_view<tile=(8x4), tensor_view<8x4xf16, strides=[4,1]>>
    %s = store_view_tko weak %p, %opv[%c0, %c0] : tile<8x4xf16>, partition_view<tile=(8x4), tensor_view<8x4xf16, strides=[4,1]>>, tile<i32> -> token
    return
  }

  // Tile block (x, y) extracts block (x, y) of 4x4 elements from the whole
  // 8x16 input and stores it at block (y, x) of a 16x8 output.
  entry @extract_blocks(%in: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %x, %y, %z = get_tile_block_id : tile<i32>
    %tv = make_tensor_view %in, shape = [8, 16], strides = [16, 1] : tensor_view<8x16xf32, strides=[16,1]>
    %pv = make_partition_view %tv : partition_view<tile=(8x16), tensor_view<8x16xf32, strides=[16,1]>>
    %t, %tok = load_view_tko weak %pv[%c0, %c0] : partition_view<tile=(8x16), tensor_view<8x16xf32, strides=[16,1]>>, tile<i32> -> tile<8x16xf32>, token
    %b = extract %t[%x, %y] : tile<8x16xf32> -> tile<4x4xf32>
    %ov = make_tensor_view %out, shape = [16, 8], strides = [8, 1] : tensor_view<16x8xf32, strides=[8,1]>
    %opv = make_partition_view %ov : partition_view<tile=(4x4), tensor_view<16x8xf32, strides=[8,1]>>
    %s = store_view_tko weak %b, %opv[%y, %x] : tile<4x4xf32>, partition_view<tile=(4x4), tensor_view<16x8xf32, strides=[8,1]>>, tile<i32> -> token
    return
  }

  // Block 2 of an 8-element tile cut into blocks of 4 does not exist.
  entry @extract_outside(%in: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %tv = make_tensor_view %in, shape = [8], strides = [1] : tensor_view<8xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(8), tensor_view<8xf32, strides=[1]>>
    %t, %tok = load_view_tko weak %pv[%c0] : partition_view<tile=(8), tensor_view<8xf32, strides=[1]>>, tile<i32> -> tile<8xf32>, token
    %b = extract %t[%c2] : tile<8xf32> -> tile<4xf32>
    %ov = make_tensor_view %out, shape = [4], strides = [1] : tensor_view<4xf32, strides=[1]>
    %opv = make_partition_view %ov : partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>
    %s = store_view_tko weak %b, %opv[%c0] : tile<4xf32>, partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>, tile<i32> -> token
    return
  }

  // Two 2x4 tiles joined along dimension 0 (into 4x4) and two 4x2 tiles
  // (the same data, reshaped) joined along dimension 1 (into 4x4).
  entry @cat_dims(%a: tile<ptr<i16>>, %b: tile<ptr<i16>>, %rows: tile<ptr<i16>>, %cols: tile<ptr<i16>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %av = make_tensor_view %a, shape = [2, 4], strides = [4, 1] : tensor_view<2x4xi16, strides=[4,1]>
    %apv = make_partition_view %av : partition_view<tile=(2x4), tensor_view<2x4xi16, strides=[4,1]>>
    %ta, %t1 = load_view_tko weak %apv[%c0, %c0] : partition_view<tile=(2x4), tensor_view<2x4xi16, strides=[4,1]>>, tile<i32> -> tile<2x4xi16>, token
    %bv = make_tensor_view %b, shape = [2, 4], strides = [4, 1] : tensor_view<2x4xi16, strides=[4,1]>
    %bpv = make_partition_view %bv : partition_view<tile=(2x4), tensor_view<2x4xi16, strides=[4,1]>>
    %tb, %t2 = load_view_tko weak %bpv[%c0, %c0] : partition_view<tile=(2x4), tensor_view<2x4xi16, strides=[4,1]>>, tile<i32> -> tile<2x4xi16>, token
    %r = cat %ta, %tb dim = 0 : tile<2x4xi16>, tile<2x4xi16> -> tile<4x4xi16>
    %ra = reshape %ta : tile<2x4xi16> -> tile<4x2xi16>
    %rb = reshape %tb : tile<2x4xi16> -> tile<4x2xi16>
    %c = cat %ra, %rb dim = 1 : tile<4x2xi16>, tile<4x2xi16> -> tile<4x4xi16>
    %rv = make_tensor_view %rows, shape = [4, 4], strides = [4, 1] : tensor_view<4x4xi16, strides=[4,1]>
    %rpv = make_partition_view %rv : partition_view<tile=(4x4), tensor_view<4x4xi16, strides=[4,1]>>
    %s1 = store_view_tko weak %r, %rpv[%c0, %c0] : tile<4x4xi16>, partition_view<tile=(4x4), tensor_view<4x4xi16, strides=[4,1]>>, tile<i32> -> token
    %cv = make_tensor_view %cols, shape = [4, 4], strides = [4, 1] : tensor_view<4x4xi16, strides=[4,1]>
    %cpv = make_partition_view %cv : partition_view<tile=(4x4), tensor_view<4x4xi16, strides=[4,1]>>
    %s2 = store_view_tko weak %c, %cpv[%c0, %c0] : tile<4x4xi16>, partition_view<tile=(4x4), tensor_view<4x4xi16, strides=[4,1]>>, tile<i32> -> token
    return
  }
}
