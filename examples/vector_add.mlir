// c = a + b over 1024 f32 elements, one 128-element tile per tile block.
//
//   tilesmith run examples/vector_add.mlir --kernel vector_add --grid 8 \
//       examples/data/a.npy examples/data/b.npy zeros:f32:1024
//
// (examples/data/make_data.py made a.npy and b.npy, and expected_c.npy with numpy.)
cuda_tile.module @example {
  entry @vector_add(%a: tile<ptr<f32>>, %b: tile<ptr<f32>>, %c: tile<ptr<f32>>) {
    // This block's elements: block_id * 128 + [0, 1, ..., 127].
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %tile_size = constant <i32: 128> : tile<i32>
    %start = muli %bid, %tile_size : tile<i32>
    %start1 = reshape %start : tile<i32> -> tile<1xi32>
    %starts = broadcast %start1 : tile<1xi32> -> tile<128xi32>
    %lane = iota : tile<128xi32>
    %index = addi %starts, %lane : tile<128xi32>

    // Pointers to those elements in a, b and c. The buffers start 16-byte
    // aligned (as cudaMalloc's do), and each block's 128 elements start at a
    // multiple of 128: so each group of four consecutive elements is 16-byte
    // aligned, and the PTX backend moves them with one ld.global.v4.b32.
    %a16 = assume div_by<16>, %a : tile<ptr<f32>>
    %b16 = assume div_by<16>, %b : tile<ptr<f32>>
    %c16 = assume div_by<16>, %c : tile<ptr<f32>>
    %a1 = reshape %a16 : tile<ptr<f32>> -> tile<1xptr<f32>>
    %b1 = reshape %b16 : tile<ptr<f32>> -> tile<1xptr<f32>>
    %c1 = reshape %c16 : tile<ptr<f32>> -> tile<1xptr<f32>>
    %a_base = broadcast %a1 : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %b_base = broadcast %b1 : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %c_base = broadcast %c1 : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %a_ptrs = offset %a_base, %index : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
    %b_ptrs = offset %b_base, %index : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
    %c_ptrs = offset %c_base, %index : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>

    %ta, %t0 = load_ptr_tko weak %a_ptrs : tile<128xptr<f32>> -> tile<128xf32>, token
    %tb, %t1 = load_ptr_tko weak %b_ptrs : tile<128xptr<f32>> -> tile<128xf32>, token
    %sum = addf %ta, %tb : tile<128xf32>
    %t2 = store_ptr_tko weak %c_ptrs, %sum : tile<128xptr<f32>>, tile<128xf32> -> token
    return
  }
}
