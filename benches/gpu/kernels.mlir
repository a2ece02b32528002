// The kernels of the GPU benchmarks (benches/gpu/bench.py, run by the GPU
// bundle's run.sh; docs/ptx.md, "The GPU bundle"). Every size is a
// parameter; pointers are 16-byte aligned and the sizes multiples of the
// tiles, as the benchmark launches them. Small instances are run cases
// (tests/run/bench/), so the interpreter, the PTX emulator and ptxas check
// them without a GPU.
cuda_tile.module @gpu_bench {
  // Bandwidth: out[i] = in[i], 4,096 f32 a tile block (n a multiple of it).
  entry @copy_f32(%in: tile<ptr<f32>>, %out: tile<ptr<f32>>, %n: tile<i32>) {
    %tok = make_token : token
    %x, %y, %z = get_tile_block_id : tile<i32>
    %in16 = assume div_by<16>, %in : tile<ptr<f32>>
    %out16 = assume div_by<16>, %out : tile<ptr<f32>>
    %n4k = assume div_by<4096>, %n : tile<i32>
    %in_tv = make_tensor_view %in16, shape = [%n4k], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %out_tv = make_tensor_view %out16, shape = [%n4k], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %in_pv = make_partition_view %in_tv : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>
    %out_pv = make_partition_view %out_tv : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>
    %t, %t_tok = load_view_tko weak %in_pv[%x] token = %tok : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<4096xf32>, token
    %s_tok = store_view_tko weak %t, %out_pv[%x] token = %tok : tile<4096xf32>, partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }

  // C (m x n, f16) = A (m x k, f16) B (k x n, f16), row-major, f32
  // accumulation; C's 128x128 tile (x, y), 32 of K a step. The grid is one
  // tile block a tile of C, in one dimension, ordered as cuTile Python's
  // MatMul sample orders it (swizzle_2d, groups of 8 tile rows): block b
  // takes tile row 8 g + b mod r and tile column (b mod 8 n) / r, where g is
  // b / (8 n), n the tile columns and r = min(8, rows left from 8 g), so
  // that blocks running together share rows of A and columns of B in L2.
  entry @gemm_f16_128x128x32(%a: tile<ptr<f16>>, %b: tile<ptr<f16>>, %c: tile<ptr<f16>>, %m: tile<i32>, %n: tile<i32>, %k: tile<i32>) {
    %tok = make_token : token
    %bid, %bid_y, %bid_z = get_tile_block_id : tile<i32>
    %a16 = assume div_by<16>, %a : tile<ptr<f16>>
    %b16 = assume div_by<16>, %b : tile<ptr<f16>>
    %c16 = assume div_by<16>, %c : tile<ptr<f16>>
    %m128 = assume div_by<128>, %m : tile<i32>
    %n128 = assume div_by<128>, %n : tile<i32>
    %k32 = assume div_by<32>, %k : tile<i32>
    %a_tv = make_tensor_view %a16, shape = [%m128, %k32], strides = [%k32, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %b_tv = make_tensor_view %b16, shape = [%k32, %n128], strides = [%n128, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %c_tv = make_tensor_view %c16, shape = [%m128, %n128], strides = [%n128, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %a_pv = make_partition_view %a_tv : partition_view<tile=(128x32), tensor_view<?x?xf16, strides=[?,1]>>
    %b_pv = make_partition_view %b_tv : partition_view<tile=(32x128), tensor_view<?x?xf16, strides=[?,1]>>
    %c_pv = make_partition_view %c_tv : partition_view<tile=(128x128), tensor_view<?x?xf16, strides=[?,1]>>
    %tiles:2 = get_index_space_shape %c_pv : partition_view<tile=(128x128), tensor_view<?x?xf16, strides=[?,1]>> -> tile<i32>
    %group = constant <i32: 8> : tile<i32>
    %in_group = muli %group, %tiles#1 : tile<i32>
    %group_id = divi %bid, %in_group signed : tile<i32>
    %first_x = muli %group_id, %group : tile<i32>
    %rows_left = subi %tiles#0, %first_x : tile<i32>
    %group_rows = mini %rows_left, %group signed : tile<i32>
    %in_rows = remi %bid, %group_rows signed : tile<i32>
    %x = addi %first_x, %in_rows : tile<i32>
    %of_group = remi %bid, %in_group signed : tile<i32>
    %y = divi %of_group, %group_rows signed : tile<i32>
    %steps:2 = get_index_space_shape %a_pv : partition_view<tile=(128x32), tensor_view<?x?xf16, strides=[?,1]>> -> tile<i32>
    %zero = constant <f32: 0.000000e+00> : tile<128x128xf32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %acc = for %i in (%c0 to %steps#1, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<128x128xf32>) {
      %ta, %ta_tok = load_view_tko weak %a_pv[%x, %i] token = %tok : partition_view<tile=(128x32), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<128x32xf16>, token
      %tb, %tb_tok = load_view_tko weak %b_pv[%i, %y] token = %tok : partition_view<tile=(32x128), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<32x128xf16>, token
      %next = mmaf %ta, %tb, %sum : tile<128x32xf16>, tile<32x128xf16>, tile<128x128xf32>
      continue %next : tile<128x128xf32>
    }
    %out = ftof %acc : tile<128x128xf32> -> tile<128x128xf16>
    %st = store_view_tko weak %out, %c_pv[%x, %y] token = %tok : tile<128x128xf16>, partition_view<tile=(128x128), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }

  // The same in bf16.
  entry @gemm_bf16_128x128x32(%a: tile<ptr<bf16>>, %b: tile<ptr<bf16>>, %c: tile<ptr<bf16>>, %m: tile<i32>, %n: tile<i32>, %k: tile<i32>) {
    %tok = make_token : token
    %bid, %bid_y, %bid_z = get_tile_block_id : tile<i32>
    %a16 = assume div_by<16>, %a : tile<ptr<bf16>>
    %b16 = assume div_by<16>, %b : tile<ptr<bf16>>
    %c16 = assume div_by<16>, %c : tile<ptr<bf16>>
    %m128 = assume div_by<128>, %m : tile<i32>
    %n128 = assume div_by<128>, %n : tile<i32>
    %k32 = assume div_by<32>, %k : tile<i32>
    %a_tv = make_tensor_view %a16, shape = [%m128, %k32], strides = [%k32, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %b_tv = make_tensor_view %b16, shape = [%k32, %n128], strides = [%n128, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %c_tv = make_tensor_view %c16, shape = [%m128, %n128], strides = [%n128, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %a_pv = make_partition_view %a_tv : partition_view<tile=(128x32), tensor_view<?x?xbf16, strides=[?,1]>>
    %b_pv = make_partition_view %b_tv : partition_view<tile=(32x128), tensor_view<?x?xbf16, strides=[?,1]>>
    %c_pv = make_partition_view %c_tv : partition_view<tile=(128x128), tensor_view<?x?xbf16, strides=[?,1]>>
    %tiles:2 = get_index_space_shape %c_pv : partition_view<tile=(128x128), tensor_view<?x?xbf16, strides=[?,1]>> -> tile<i32>
    %group = constant <i32: 8> : tile<i32>
    %in_group = muli %group, %tiles#1 : tile<i32>
    %group_id = divi %bid, %in_group signed : tile<i32>
    %first_x = muli %group_id, %group : tile<i32>
    %rows_left = subi %tiles#0, %first_x : tile<i32>
    %group_rows = mini %rows_left, %group signed : tile<i32>
    %in_rows = remi %bid, %group_rows signed : tile<i32>
    %x = addi %first_x, %in_rows : tile<i32>
    %of_group = remi %bid, %in_group signed : tile<i32>
    %y = divi %of_group, %group_rows signed : tile<i32>
    %steps:2 = get_index_space_shape %a_pv : partition_view<tile=(128x32), tensor_view<?x?xbf16, strides=[?,1]>> -> tile<i32>
    %zero = constant <f32: 0.000000e+00> : tile<128x128xf32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %acc = for %i in (%c0 to %steps#1, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<128x128xf32>) {
      %ta, %ta_tok = load_view_tko weak %a_pv[%x, %i] token = %tok : partition_view<tile=(128x32), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<128x32xbf16>, token
      %tb, %tb_tok = load_view_tko weak %b_pv[%i, %y] token = %tok : partition_view<tile=(32x128), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<32x128xbf16>, token
      %next = mmaf %ta, %tb, %sum : tile<128x32xbf16>, tile<32x128xbf16>, tile<128x128xf32>
      continue %next : tile<128x128xf32>
    }
    %out = ftof %acc : tile<128x128xf32> -> tile<128x128xbf16>
    %st = store_view_tko weak %out, %c_pv[%x, %y] token = %tok : tile<128x128xbf16>, partition_view<tile=(128x128), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    return
  }

  // f16 with 128x256 output tiles, 64 of K a step (a CTA of 256 threads).
  entry @gemm_f16_128x256x64(%a: tile<ptr<f16>>, %b: tile<ptr<f16>>, %c: tile<ptr<f16>>, %m: tile<i32>, %n: tile<i32>, %k: tile<i32>) {
    %tok = make_token : token
    %bid, %bid_y, %bid_z = get_tile_block_id : tile<i32>
    %a16 = assume div_by<16>, %a : tile<ptr<f16>>
    %b16 = assume div_by<16>, %b : tile<ptr<f16>>
    %c16 = assume div_by<16>, %c : tile<ptr<f16>>
    %m128 = assume div_by<128>, %m : tile<i32>
    %n256 = assume div_by<256>, %n : tile<i32>
    %k64 = assume div_by<64>, %k : tile<i32>
    %a_tv = make_tensor_view %a16, shape = [%m128, %k64], strides = [%k64, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %b_tv = make_tensor_view %b16, shape = [%k64, %n256], strides = [%n256, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %c_tv = make_tensor_view %c16, shape = [%m128, %n256], strides = [%n256, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %a_pv = make_partition_view %a_tv : partition_view<tile=(128x64), tensor_view<?x?xf16, strides=[?,1]>>
    %b_pv = make_partition_view %b_tv : partition_view<tile=(64x256), tensor_view<?x?xf16, strides=[?,1]>>
    %c_pv = make_partition_view %c_tv : partition_view<tile=(128x256), tensor_view<?x?xf16, strides=[?,1]>>
    %tiles:2 = get_index_space_shape %c_pv : partition_view<tile=(128x256), tensor_view<?x?xf16, strides=[?,1]>> -> tile<i32>
    %group = constant <i32: 8> : tile<i32>
    %in_group = muli %group, %tiles#1 : tile<i32>
    %group_id = divi %bid, %in_group signed : tile<i32>
    %first_x = muli %group_id, %group : tile<i32>
    %rows_left = subi %tiles#0, %first_x : tile<i32>
    %group_rows = mini %rows_left, %group signed : tile<i32>
    %in_rows = remi %bid, %group_rows signed : tile<i32>
    %x = addi %first_x, %in_rows : tile<i32>
    %of_group = remi %bid, %in_group signed : tile<i32>
    %y = divi %of_group, %group_rows signed : tile<i32>
    %steps:2 = get_index_space_shape %a_pv : partition_view<tile=(128x64), tensor_view<?x?xf16, strides=[?,1]>> -> tile<i32>
    %zero = constant <f32: 0.000000e+00> : tile<128x256xf32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %acc = for %i in (%c0 to %steps#1, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<128x256xf32>) {
      %ta, %ta_tok = load_view_tko weak %a_pv[%x, %i] token = %tok : partition_view<tile=(128x64), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<128x64xf16>, token
      %tb, %tb_tok = load_view_tko weak %b_pv[%i, %y] token = %tok : partition_view<tile=(64x256), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x256xf16>, token
      %next = mmaf %ta, %tb, %sum : tile<128x64xf16>, tile<64x256xf16>, tile<128x256xf32>
      continue %next : tile<128x256xf32>
    }
    %out = ftof %acc : tile<128x256xf32> -> tile<128x256xf16>
    %st = store_view_tko weak %out, %c_pv[%x, %y] token = %tok : tile<128x256xf16>, partition_view<tile=(128x256), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
  // Flash attention forward, softmax(Q K^T scale) V with the online
  // softmax: q, k, v and out are (batch x heads) x seq x 64 f16, contiguous;
  // tile block (x, y) computes query rows 64 x .. of head y, 64 keys a step.
  entry @attention_f16_64x64_d64(%q: tile<ptr<f16>>, %k: tile<ptr<f16>>, %v: tile<ptr<f16>>, %o: tile<ptr<f16>>, %heads: tile<i32>, %seq: tile<i32>, %scale: tile<f32>) {
    %tok = make_token : token
    %x, %y, %z = get_tile_block_id : tile<i32>
    %q16 = assume div_by<16>, %q : tile<ptr<f16>>
    %k16 = assume div_by<16>, %k : tile<ptr<f16>>
    %v16 = assume div_by<16>, %v : tile<ptr<f16>>
    %o16 = assume div_by<16>, %o : tile<ptr<f16>>
    %s64 = assume div_by<64>, %seq : tile<i32>
    %c64 = constant <i32: 64> : tile<i32>
    %head_stride = muli %s64, %c64 : tile<i32>
    %q_tv = make_tensor_view %q16, shape = [%heads, %s64, 64], strides = [%head_stride, 64, 1] : tile<i32> -> tensor_view<?x?x64xf16, strides=[?,64,1]>
    %k_tv = make_tensor_view %k16, shape = [%heads, %s64, 64], strides = [%head_stride, 64, 1] : tile<i32> -> tensor_view<?x?x64xf16, strides=[?,64,1]>
    %v_tv = make_tensor_view %v16, shape = [%heads, %s64, 64], strides = [%head_stride, 64, 1] : tile<i32> -> tensor_view<?x?x64xf16, strides=[?,64,1]>
    %o_tv = make_tensor_view %o16, shape = [%heads, %s64, 64], strides = [%head_stride, 64, 1] : tile<i32> -> tensor_view<?x?x64xf16, strides=[?,64,1]>
    %q_pv = make_partition_view %q_tv : partition_view<tile=(1x64x64), tensor_view<?x?x64xf16, strides=[?,64,1]>>
    %k_pv = make_partition_view %k_tv : partition_view<tile=(1x64x64), tensor_view<?x?x64xf16, strides=[?,64,1]>>
    %v_pv = make_partition_view %v_tv : partition_view<tile=(1x64x64), tensor_view<?x?x64xf16, strides=[?,64,1]>>
    %o_pv = make_partition_view %o_tv : partition_view<tile=(1x64x64), tensor_view<?x?x64xf16, strides=[?,64,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %q3, %q_tok = load_view_tko weak %q_pv[%y, %x, %c0] token = %tok : partition_view<tile=(1x64x64), tensor_view<?x?x64xf16, strides=[?,64,1]>>, tile<i32> -> tile<1x64x64xf16>, token
    %tq = reshape %q3 : tile<1x64x64xf16> -> tile<64x64xf16>
    %blocks:3 = get_index_space_shape %k_pv : partition_view<tile=(1x64x64), tensor_view<?x?x64xf16, strides=[?,64,1]>> -> tile<i32>
    %scale11 = reshape %scale : tile<f32> -> tile<1x1xf32>
    %scales = broadcast %scale11 : tile<1x1xf32> -> tile<64x64xf32>
    %zero_s = constant <f32: 0.000000e+00> : tile<64x64xf32>
    %zero_acc = constant <f32: 0.000000e+00> : tile<64x64xf32>
    %zero_l = constant <f32: 0.000000e+00> : tile<64x1xf32>
    %minus_inf = constant <f32: 0xFF800000> : tile<64x1xf32>
    %res:3 = for %j in (%c0 to %blocks#1, step %c1) : tile<i32> iter_values(%acc = %zero_acc, %l = %zero_l, %m = %minus_inf) -> (tile<64x64xf32>, tile<64x1xf32>, tile<64x1xf32>) {
      %k3, %k_tok = load_view_tko weak %k_pv[%y, %j, %c0] token = %tok : partition_view<tile=(1x64x64), tensor_view<?x?x64xf16, strides=[?,64,1]>>, tile<i32> -> tile<1x64x64xf16>, token
      %v3, %v_tok = load_view_tko weak %v_pv[%y, %j, %c0] token = %tok : partition_view<tile=(1x64x64), tensor_view<?x?x64xf16, strides=[?,64,1]>>, tile<i32> -> tile<1x64x64xf16>, token
      %tk = reshape %k3 : tile<1x64x64xf16> -> tile<64x64xf16>
      %tv = reshape %v3 : tile<1x64x64xf16> -> tile<64x64xf16>
      %kt = permute %tk [1, 0] : tile<64x64xf16> -> tile<64x64xf16>
      %qk = mmaf %tq, %kt, %zero_s : tile<64x64xf16>, tile<64x64xf16>, tile<64x64xf32>
      %s = mulf %qk, %scales : tile<64x64xf32>
      %rowmax = reduce %s dim=1 identities=[0xFF800000 : f32] : tile<64x64xf32> -> tile<64xf32>
      (%a0: tile<f32>, %b0: tile<f32>) {
        %mx = maxf %a0, %b0 : tile<f32>
        yield %mx : tile<f32>
      }
      %rowmax1 = reshape %rowmax : tile<64xf32> -> tile<64x1xf32>
      %m_new = maxf %m, %rowmax1 : tile<64x1xf32>
      %m_b = broadcast %m_new : tile<64x1xf32> -> tile<64x64xf32>
      %shifted = subf %s, %m_b : tile<64x64xf32>
      %p = exp %shifted rounding<approx> : tile<64x64xf32>
      %dm = subf %m, %m_new : tile<64x1xf32>
      %alpha = exp %dm rounding<approx> : tile<64x1xf32>
      %rowsum = reduce %p dim=1 identities=[0.000000e+00 : f32] : tile<64x64xf32> -> tile<64xf32>
      (%a1: tile<f32>, %b1: tile<f32>) {
        %sm = addf %a1, %b1 : tile<f32>
        yield %sm : tile<f32>
      }
      %rowsum1 = reshape %rowsum : tile<64xf32> -> tile<64x1xf32>
      %l_new = fma %l, %alpha, %rowsum1 : tile<64x1xf32>
      %p16 = ftof %p : tile<64x64xf32> -> tile<64x64xf16>
      %alpha_b = broadcast %alpha : tile<64x1xf32> -> tile<64x64xf32>
      %scaled = mulf %acc, %alpha_b : tile<64x64xf32>
      %acc_new = mmaf %p16, %tv, %scaled : tile<64x64xf16>, tile<64x64xf16>, tile<64x64xf32>
      continue %acc_new, %l_new, %m_new : tile<64x64xf32>, tile<64x1xf32>, tile<64x1xf32>
    }
    %l_b = broadcast %res#1 : tile<64x1xf32> -> tile<64x64xf32>
    %out = divf %res#0, %l_b : tile<64x64xf32>
    %out16 = ftof %out : tile<64x64xf32> -> tile<64x64xf16>
    %out3 = reshape %out16 : tile<64x64xf16> -> tile<1x64x64xf16>
    %st = store_view_tko weak %out3, %o_pv[%y, %x, %c0] token = %tok : tile<1x64x64xf16>, partition_view<tile=(1x64x64), tensor_view<?x?x64xf16, strides=[?,64,1]>>, tile<i32> -> token
    return
  }

  // Attention with 128 queries a tile block (64 keys a step): twice the
  // work per K and V tile loaded; its two accumulators (scores and output,
  // 128x64 f32 each) take a CTA of 256 threads.
  entry @attention_f16_128x64_d64(%q: tile<ptr<f16>>, %k: tile<ptr<f16>>, %v: tile<ptr<f16>>, %o: tile<ptr<f16>>, %heads: tile<i32>, %seq: tile<i32>, %scale: tile<f32>) {
    %tok = make_token : token
    %x, %y, %z = get_tile_block_id : tile<i32>
    %q16 = assume div_by<16>, %q : tile<ptr<f16>>
    %k16 = assume div_by<16>, %k : tile<ptr<f16>>
    %v16 = assume div_by<16>, %v : tile<ptr<f16>>
    %o16 = assume div_by<16>, %o : tile<ptr<f16>>
    %s64 = assume div_by<128>, %seq : tile<i32>
    %c64 = constant <i32: 64> : tile<i32>
    %head_stride = muli %s64, %c64 : tile<i32>
    %q_tv = make_tensor_view %q16, shape = [%heads, %s64, 64], strides = [%head_stride, 64, 1] : tile<i32> -> tensor_view<?x?x64xf16, strides=[?,64,1]>
    %k_tv = make_tensor_view %k16, shape = [%heads, %s64, 64], strides = [%head_stride, 64, 1] : tile<i32> -> tensor_view<?x?x64xf16, strides=[?,64,1]>
    %v_tv = make_tensor_view %v16, shape = [%heads, %s64, 64], strides = [%head_stride, 64, 1] : tile<i32> -> tensor_view<?x?x64xf16, strides=[?,64,1]>
    %o_tv = make_tensor_view %o16, shape = [%heads, %s64, 64], strides = [%head_stride, 64, 1] : tile<i32> -> tensor_view<?x?x64xf16, strides=[?,64,1]>
    %q_pv = make_partition_view %q_tv : partition_view<tile=(1x128x64), tensor_view<?x?x64xf16, strides=[?,64,1]>>
    %k_pv = make_partition_view %k_tv : partition_view<tile=(1x64x64), tensor_view<?x?x64xf16, strides=[?,64,1]>>
    %v_pv = make_partition_view %v_tv : partition_view<tile=(1x64x64), tensor_view<?x?x64xf16, strides=[?,64,1]>>
    %o_pv = make_partition_view %o_tv : partition_view<tile=(1x128x64), tensor_view<?x?x64xf16, strides=[?,64,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %q3, %q_tok = load_view_tko weak %q_pv[%y, %x, %c0] token = %tok : partition_view<tile=(1x128x64), tensor_view<?x?x64xf16, strides=[?,64,1]>>, tile<i32> -> tile<1x128x64xf16>, token
    %tq = reshape %q3 : tile<1x128x64xf16> -> tile<128x64xf16>
    %blocks:3 = get_index_space_shape %k_pv : partition_view<tile=(1x64x64), tensor_view<?x?x64xf16, strides=[?,64,1]>> -> tile<i32>
    %scale11 = reshape %scale : tile<f32> -> tile<1x1xf32>
    %scales = broadcast %scale11 : tile<1x1xf32> -> tile<128x64xf32>
    %zero_s = constant <f32: 0.000000e+00> : tile<128x64xf32>
    %zero_acc = constant <f32: 0.000000e+00> : tile<128x64xf32>
    %zero_l = constant <f32: 0.000000e+00> : tile<128x1xf32>
    %minus_inf = constant <f32: 0xFF800000> : tile<128x1xf32>
    %res:3 = for %j in (%c0 to %blocks#1, step %c1) : tile<i32> iter_values(%acc = %zero_acc, %l = %zero_l, %m = %minus_inf) -> (tile<128x64xf32>, tile<128x1xf32>, tile<128x1xf32>) {
      %k3, %k_tok = load_view_tko weak %k_pv[%y, %j, %c0] token = %tok : partition_view<tile=(1x64x64), tensor_view<?x?x64xf16, strides=[?,64,1]>>, tile<i32> -> tile<1x64x64xf16>, token
      %v3, %v_tok = load_view_tko weak %v_pv[%y, %j, %c0] token = %tok : partition_view<tile=(1x64x64), tensor_view<?x?x64xf16, strides=[?,64,1]>>, tile<i32> -> tile<1x64x64xf16>, token
      %tk = reshape %k3 : tile<1x64x64xf16> -> tile<64x64xf16>
      %tv = reshape %v3 : tile<1x64x64xf16> -> tile<64x64xf16>
      %kt = permute %tk [1, 0] : tile<64x64xf16> -> tile<64x64xf16>
      %qk = mmaf %tq, %kt, %zero_s : tile<128x64xf16>, tile<64x64xf16>, tile<128x64xf32>
      %s = mulf %qk, %scales : tile<128x64xf32>
      %rowmax = reduce %s dim=1 identities=[0xFF800000 : f32] : tile<128x64xf32> -> tile<128xf32>
      (%a0: tile<f32>, %b0: tile<f32>) {
        %mx = maxf %a0, %b0 : tile<f32>
        yield %mx : tile<f32>
      }
      %rowmax1 = reshape %rowmax : tile<128xf32> -> tile<128x1xf32>
      %m_new = maxf %m, %rowmax1 : tile<128x1xf32>
      %m_b = broadcast %m_new : tile<128x1xf32> -> tile<128x64xf32>
      %shifted = subf %s, %m_b : tile<128x64xf32>
      %p = exp %shifted rounding<approx> : tile<128x64xf32>
      %dm = subf %m, %m_new : tile<128x1xf32>
      %alpha = exp %dm rounding<approx> : tile<128x1xf32>
      %rowsum = reduce %p dim=1 identities=[0.000000e+00 : f32] : tile<128x64xf32> -> tile<128xf32>
      (%a1: tile<f32>, %b1: tile<f32>) {
        %sm = addf %a1, %b1 : tile<f32>
        yield %sm : tile<f32>
      }
      %rowsum1 = reshape %rowsum : tile<128xf32> -> tile<128x1xf32>
      %l_new = fma %l, %alpha, %rowsum1 : tile<128x1xf32>
      %p16 = ftof %p : tile<128x64xf32> -> tile<128x64xf16>
      %alpha_b = broadcast %alpha : tile<128x1xf32> -> tile<128x64xf32>
      %scaled = mulf %acc, %alpha_b : tile<128x64xf32>
      %acc_new = mmaf %p16, %tv, %scaled : tile<128x64xf16>, tile<64x64xf16>, tile<128x64xf32>
      continue %acc_new, %l_new, %m_new : tile<128x64xf32>, tile<128x1xf32>, tile<128x1xf32>
    }
    %l_b = broadcast %res#1 : tile<128x1xf32> -> tile<128x64xf32>
    %out = divf %res#0, %l_b : tile<128x64xf32>
    %out16 = ftof %out : tile<128x64xf32> -> tile<128x64xf16>
    %out3 = reshape %out16 : tile<128x64xf16> -> tile<1x128x64xf16>
    %st = store_view_tko weak %out3, %o_pv[%y, %x, %c0] token = %tok : tile<1x128x64xf16>, partition_view<tile=(1x128x64), tensor_view<?x?x64xf16, strides=[?,64,1]>>, tile<i32> -> token
    return
  }
}

