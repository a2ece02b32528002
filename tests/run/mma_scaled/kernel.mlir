// Written by gen.py: mmaf_scaled (13.3) on fp8 inputs with f8E8M0FNU factors, and on f4E2M1FN inputs; the scale formats read and written.
cuda_tile.module @kernels {
  entry @scaled_e4m3(%a: tile<ptr<f8E4M3FN>>, %sa: tile<ptr<f8E8M0FNU>>, %b: tile<ptr<f8E4M3FN>>, %sb: tile<ptr<f8E8M0FNU>>, %c: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %x_tv = make_tensor_view %a, shape = [16, 64], strides = [64, 1] : tensor_view<16x64xf8E4M3FN, strides=[64,1]>
    %x_pv = make_partition_view %x_tv : partition_view<tile=(16x64), tensor_view<16x64xf8E4M3FN, strides=[64,1]>>
    %x, %x_tok = load_view_tko weak %x_pv[%c0, %c0] : partition_view<tile=(16x64), tensor_view<16x64xf8E4M3FN, strides=[64,1]>>, tile<i32> -> tile<16x64xf8E4M3FN>, token
    %xs_tv = make_tensor_view %sa, shape = [16, 2], strides = [2, 1] : tensor_view<16x2xf8E8M0FNU, strides=[2,1]>
    %xs_pv = make_partition_view %xs_tv : partition_view<tile=(16x2), tensor_view<16x2xf8E8M0FNU, strides=[2,1]>>
    %xs, %xs_tok = load_view_tko weak %xs_pv[%c0, %c0] : partition_view<tile=(16x2), tensor_view<16x2xf8E8M0FNU, strides=[2,1]>>, tile<i32> -> tile<16x2xf8E8M0FNU>, token
    %y_tv = make_tensor_view %b, shape = [64, 16], strides = [16, 1] : tensor_view<64x16xf8E4M3FN, strides=[16,1]>
    %y_pv = make_partition_view %y_tv : partition_view<tile=(64x16), tensor_view<64x16xf8E4M3FN, strides=[16,1]>>
    %y, %y_tok = load_view_tko weak %y_pv[%c0, %c0] : partition_view<tile=(64x16), tensor_view<64x16xf8E4M3FN, strides=[16,1]>>, tile<i32> -> tile<64x16xf8E4M3FN>, token
    %ys_tv = make_tensor_view %sb, shape = [2, 16], strides = [16, 1] : tensor_view<2x16xf8E8M0FNU, strides=[16,1]>
    %ys_pv = make_partition_view %ys_tv : partition_view<tile=(2x16), tensor_view<2x16xf8E8M0FNU, strides=[16,1]>>
    %ys, %ys_tok = load_view_tko weak %ys_pv[%c0, %c0] : partition_view<tile=(2x16), tensor_view<2x16xf8E8M0FNU, strides=[16,1]>>, tile<i32> -> tile<2x16xf8E8M0FNU>, token
    %acc_tv = make_tensor_view %c, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xf32, strides=[16,1]>
    %acc_pv = make_partition_view %acc_tv : partition_view<tile=(16x16), tensor_view<16x16xf32, strides=[16,1]>>
    %acc, %acc_tok = load_view_tko weak %acc_pv[%c0, %c0] : partition_view<tile=(16x16), tensor_view<16x16xf32, strides=[16,1]>>, tile<i32> -> tile<16x16xf32>, token
    %r = mmaf_scaled %x, %y, %acc, %xs, %ys : tile<16x64xf8E4M3FN>, tile<64x16xf8E4M3FN>, tile<16x16xf32>, tile<16x2xf8E8M0FNU>, tile<2x16xf8E8M0FNU>
    %out_tv = make_tensor_view %c, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xf32, strides=[16,1]>
    %out_pv = make_partition_view %out_tv : partition_view<tile=(16x16), tensor_view<16x16xf32, strides=[16,1]>>
    %done = store_view_tko weak %r, %out_pv[%c0, %c0] : tile<16x16xf32>, partition_view<tile=(16x16), tensor_view<16x16xf32, strides=[16,1]>>, tile<i32> -> token
    return
  }
  entry @scaled_e5m2(%a: tile<ptr<f8E5M2>>, %sa: tile<ptr<f8E8M0FNU>>, %b: tile<ptr<f8E5M2>>, %sb: tile<ptr<f8E8M0FNU>>, %c: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %x_tv = make_tensor_view %a, shape = [16, 64], strides = [64, 1] : tensor_view<16x64xf8E5M2, strides=[64,1]>
    %x_pv = make_partition_view %x_tv : partition_view<tile=(16x64), tensor_view<16x64xf8E5M2, strides=[64,1]>>
    %x, %x_tok = load_view_tko weak %x_pv[%c0, %c0] : partition_view<tile=(16x64), tensor_view<16x64xf8E5M2, strides=[64,1]>>, tile<i32> -> tile<16x64xf8E5M2>, token
    %xs_tv = make_tensor_view %sa, shape = [16, 2], strides = [2, 1] : tensor_view<16x2xf8E8M0FNU, strides=[2,1]>
    %xs_pv = make_partition_view %xs_tv : partition_view<tile=(16x2), tensor_view<16x2xf8E8M0FNU, strides=[2,1]>>
    %xs, %xs_tok = load_view_tko weak %xs_pv[%c0, %c0] : partition_view<tile=(16x2), tensor_view<16x2xf8E8M0FNU, strides=[2,1]>>, tile<i32> -> tile<16x2xf8E8M0FNU>, token
    %y_tv = make_tensor_view %b, shape = [64, 16], strides = [16, 1] : tensor_view<64x16xf8E5M2, strides=[16,1]>
    %y_pv = make_partition_view %y_tv : partition_view<tile=(64x16), tensor_view<64x16xf8E5M2, strides=[16,1]>>
    %y, %y_tok = load_view_tko weak %y_pv[%c0, %c0] : partition_view<tile=(64x16), tensor_view<64x16xf8E5M2, strides=[16,1]>>, tile<i32> -> tile<64x16xf8E5M2>, token
    %ys_tv = make_tensor_view %sb, shape = [2, 16], strides = [16, 1] : tensor_view<2x16xf8E8M0FNU, strides=[16,1]>
    %ys_pv = make_partition_view %ys_tv : partition_view<tile=(2x16), tensor_view<2x16xf8E8M0FNU, strides=[16,1]>>
    %ys, %ys_tok = load_view_tko weak %ys_pv[%c0, %c0] : partition_view<tile=(2x16), tensor_view<2x16xf8E8M0FNU, strides=[16,1]>>, tile<i32> -> tile<2x16xf8E8M0FNU>, token
    %acc_tv = make_tensor_view %c, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xf32, strides=[16,1]>
    %acc_pv = make_partition_view %acc_tv : partition_view<tile=(16x16), tensor_view<16x16xf32, strides=[16,1]>>
    %acc, %acc_tok = load_view_tko weak %acc_pv[%c0, %c0] : partition_view<tile=(16x16), tensor_view<16x16xf32, strides=[16,1]>>, tile<i32> -> tile<16x16xf32>, token
    %r = mmaf_scaled %x, %y, %acc, %xs, %ys : tile<16x64xf8E5M2>, tile<64x16xf8E5M2>, tile<16x16xf32>, tile<16x2xf8E8M0FNU>, tile<2x16xf8E8M0FNU>
    %out_tv = make_tensor_view %c, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xf32, strides=[16,1]>
    %out_pv = make_partition_view %out_tv : partition_view<tile=(16x16), tensor_view<16x16xf32, strides=[16,1]>>
    %done = store_view_tko weak %r, %out_pv[%c0, %c0] : tile<16x16xf32>, partition_view<tile=(16x16), tensor_view<16x16xf32, strides=[16,1]>>, tile<i32> -> token
    return
  }
  entry @scaled_e2m1(%a: tile<ptr<f4E2M1FN>>, %sa: tile<ptr<f8E8M0FNU>>, %b: tile<ptr<f4E2M1FN>>, %sb: tile<ptr<f8E8M0FNU>>, %c: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %x_tv = make_tensor_view %a, shape = [16, 64], strides = [64, 1] : tensor_view<16x64xf4E2M1FN, strides=[64,1]>
    %x_pv = make_partition_view %x_tv : partition_view<tile=(16x64), tensor_view<16x64xf4E2M1FN, strides=[64,1]>>
    %x, %x_tok = load_view_tko weak %x_pv[%c0, %c0] : partition_view<tile=(16x64), tensor_view<16x64xf4E2M1FN, strides=[64,1]>>, tile<i32> -> tile<16x64xf4E2M1FN>, token
    %xs_tv = make_tensor_view %sa, shape = [16, 2], strides = [2, 1] : tensor_view<16x2xf8E8M0FNU, strides=[2,1]>
    %xs_pv = make_partition_view %xs_tv : partition_view<tile=(16x2), tensor_view<16x2xf8E8M0FNU, strides=[2,1]>>
    %xs, %xs_tok = load_view_tko weak %xs_pv[%c0, %c0] : partition_view<tile=(16x2), tensor_view<16x2xf8E8M0FNU, strides=[2,1]>>, tile<i32> -> tile<16x2xf8E8M0FNU>, token
    %y_tv = make_tensor_view %b, shape = [64, 16], strides = [16, 1] : tensor_view<64x16xf4E2M1FN, strides=[16,1]>
    %y_pv = make_partition_view %y_tv : partition_view<tile=(64x16), tensor_view<64x16xf4E2M1FN, strides=[16,1]>>
    %y, %y_tok = load_view_tko weak %y_pv[%c0, %c0] : partition_view<tile=(64x16), tensor_view<64x16xf4E2M1FN, strides=[16,1]>>, tile<i32> -> tile<64x16xf4E2M1FN>, token
    %ys_tv = make_tensor_view %sb, shape = [2, 16], strides = [16, 1] : tensor_view<2x16xf8E8M0FNU, strides=[16,1]>
    %ys_pv = make_partition_view %ys_tv : partition_view<tile=(2x16), tensor_view<2x16xf8E8M0FNU, strides=[16,1]>>
    %ys, %ys_tok = load_view_tko weak %ys_pv[%c0, %c0] : partition_view<tile=(2x16), tensor_view<2x16xf8E8M0FNU, strides=[16,1]>>, tile<i32> -> tile<2x16xf8E8M0FNU>, token
    %acc_tv = make_tensor_view %c, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xf32, strides=[16,1]>
    %acc_pv = make_partition_view %acc_tv : partition_view<tile=(16x16), tensor_view<16x16xf32, strides=[16,1]>>
    %acc, %acc_tok = load_view_tko weak %acc_pv[%c0, %c0] : partition_view<tile=(16x16), tensor_view<16x16xf32, strides=[16,1]>>, tile<i32> -> tile<16x16xf32>, token
    %r = mmaf_scaled %x, %y, %acc, %xs, %ys : tile<16x64xf4E2M1FN>, tile<64x16xf4E2M1FN>, tile<16x16xf32>, tile<16x2xf8E8M0FNU>, tile<2x16xf8E8M0FNU>
    %out_tv = make_tensor_view %c, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xf32, strides=[16,1]>
    %out_pv = make_partition_view %out_tv : partition_view<tile=(16x16), tensor_view<16x16xf32, strides=[16,1]>>
    %done = store_view_tko weak %r, %out_pv[%c0, %c0] : tile<16x16xf32>, partition_view<tile=(16x16), tensor_view<16x16xf32, strides=[16,1]>>, tile<i32> -> token
    return
  }
  entry @scaled_e2m1_e4m3(%a: tile<ptr<f4E2M1FN>>, %sa: tile<ptr<f8E4M3FN>>, %b: tile<ptr<f4E2M1FN>>, %sb: tile<ptr<f8E4M3FN>>, %c: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %x_tv = make_tensor_view %a, shape = [16, 64], strides = [64, 1] : tensor_view<16x64xf4E2M1FN, strides=[64,1]>
    %x_pv = make_partition_view %x_tv : partition_view<tile=(16x64), tensor_view<16x64xf4E2M1FN, strides=[64,1]>>
    %x, %x_tok = load_view_tko weak %x_pv[%c0, %c0] : partition_view<tile=(16x64), tensor_view<16x64xf4E2M1FN, strides=[64,1]>>, tile<i32> -> tile<16x64xf4E2M1FN>, token
    %xs_tv = make_tensor_view %sa, shape = [16, 4], strides = [4, 1] : tensor_view<16x4xf8E4M3FN, strides=[4,1]>
    %xs_pv = make_partition_view %xs_tv : partition_view<tile=(16x4), tensor_view<16x4xf8E4M3FN, strides=[4,1]>>
    %xs, %xs_tok = load_view_tko weak %xs_pv[%c0, %c0] : partition_view<tile=(16x4), tensor_view<16x4xf8E4M3FN, strides=[4,1]>>, tile<i32> -> tile<16x4xf8E4M3FN>, token
    %y_tv = make_tensor_view %b, shape = [64, 16], strides = [16, 1] : tensor_view<64x16xf4E2M1FN, strides=[16,1]>
    %y_pv = make_partition_view %y_tv : partition_view<tile=(64x16), tensor_view<64x16xf4E2M1FN, strides=[16,1]>>
    %y, %y_tok = load_view_tko weak %y_pv[%c0, %c0] : partition_view<tile=(64x16), tensor_view<64x16xf4E2M1FN, strides=[16,1]>>, tile<i32> -> tile<64x16xf4E2M1FN>, token
    %ys_tv = make_tensor_view %sb, shape = [4, 16], strides = [16, 1] : tensor_view<4x16xf8E4M3FN, strides=[16,1]>
    %ys_pv = make_partition_view %ys_tv : partition_view<tile=(4x16), tensor_view<4x16xf8E4M3FN, strides=[16,1]>>
    %ys, %ys_tok = load_view_tko weak %ys_pv[%c0, %c0] : partition_view<tile=(4x16), tensor_view<4x16xf8E4M3FN, strides=[16,1]>>, tile<i32> -> tile<4x16xf8E4M3FN>, token
    %acc_tv = make_tensor_view %c, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xf32, strides=[16,1]>
    %acc_pv = make_partition_view %acc_tv : partition_view<tile=(16x16), tensor_view<16x16xf32, strides=[16,1]>>
    %acc, %acc_tok = load_view_tko weak %acc_pv[%c0, %c0] : partition_view<tile=(16x16), tensor_view<16x16xf32, strides=[16,1]>>, tile<i32> -> tile<16x16xf32>, token
    %r = mmaf_scaled %x, %y, %acc, %xs, %ys : tile<16x64xf4E2M1FN>, tile<64x16xf4E2M1FN>, tile<16x16xf32>, tile<16x4xf8E4M3FN>, tile<4x16xf8E4M3FN>
    %out_tv = make_tensor_view %c, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xf32, strides=[16,1]>
    %out_pv = make_partition_view %out_tv : partition_view<tile=(16x16), tensor_view<16x16xf32, strides=[16,1]>>
    %done = store_view_tko weak %r, %out_pv[%c0, %c0] : tile<16x16xf32>, partition_view<tile=(16x16), tensor_view<16x16xf32, strides=[16,1]>>, tile<i32> -> token
    return
  }
  entry @scaled_e2m1_ue5m3(%a: tile<ptr<f4E2M1FN>>, %sa: tile<ptr<fnv8E5M3FNU>>, %b: tile<ptr<f4E2M1FN>>, %sb: tile<ptr<fnv8E5M3FNU>>, %c: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %x_tv = make_tensor_view %a, shape = [16, 64], strides = [64, 1] : tensor_view<16x64xf4E2M1FN, strides=[64,1]>
    %x_pv = make_partition_view %x_tv : partition_view<tile=(16x64), tensor_view<16x64xf4E2M1FN, strides=[64,1]>>
    %x, %x_tok = load_view_tko weak %x_pv[%c0, %c0] : partition_view<tile=(16x64), tensor_view<16x64xf4E2M1FN, strides=[64,1]>>, tile<i32> -> tile<16x64xf4E2M1FN>, token
    %xs_tv = make_tensor_view %sa, shape = [16, 4], strides = [4, 1] : tensor_view<16x4xfnv8E5M3FNU, strides=[4,1]>
    %xs_pv = make_partition_view %xs_tv : partition_view<tile=(16x4), tensor_view<16x4xfnv8E5M3FNU, strides=[4,1]>>
    %xs, %xs_tok = load_view_tko weak %xs_pv[%c0, %c0] : partition_view<tile=(16x4), tensor_view<16x4xfnv8E5M3FNU, strides=[4,1]>>, tile<i32> -> tile<16x4xfnv8E5M3FNU>, token
    %y_tv = make_tensor_view %b, shape = [64, 16], strides = [16, 1] : tensor_view<64x16xf4E2M1FN, strides=[16,1]>
    %y_pv = make_partition_view %y_tv : partition_view<tile=(64x16), tensor_view<64x16xf4E2M1FN, strides=[16,1]>>
    %y, %y_tok = load_view_tko weak %y_pv[%c0, %c0] : partition_view<tile=(64x16), tensor_view<64x16xf4E2M1FN, strides=[16,1]>>, tile<i32> -> tile<64x16xf4E2M1FN>, token
    %ys_tv = make_tensor_view %sb, shape = [4, 16], strides = [16, 1] : tensor_view<4x16xfnv8E5M3FNU, strides=[16,1]>
    %ys_pv = make_partition_view %ys_tv : partition_view<tile=(4x16), tensor_view<4x16xfnv8E5M3FNU, strides=[16,1]>>
    %ys, %ys_tok = load_view_tko weak %ys_pv[%c0, %c0] : partition_view<tile=(4x16), tensor_view<4x16xfnv8E5M3FNU, strides=[16,1]>>, tile<i32> -> tile<4x16xfnv8E5M3FNU>, token
    %acc_tv = make_tensor_view %c, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xf32, strides=[16,1]>
    %acc_pv = make_partition_view %acc_tv : partition_view<tile=(16x16), tensor_view<16x16xf32, strides=[16,1]>>
    %acc, %acc_tok = load_view_tko weak %acc_pv[%c0, %c0] : partition_view<tile=(16x16), tensor_view<16x16xf32, strides=[16,1]>>, tile<i32> -> tile<16x16xf32>, token
    %r = mmaf_scaled %x, %y, %acc, %xs, %ys : tile<16x64xf4E2M1FN>, tile<64x16xf4E2M1FN>, tile<16x16xf32>, tile<16x4xfnv8E5M3FNU>, tile<4x16xfnv8E5M3FNU>
    %out_tv = make_tensor_view %c, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xf32, strides=[16,1]>
    %out_pv = make_partition_view %out_tv : partition_view<tile=(16x16), tensor_view<16x16xf32, strides=[16,1]>>
    %done = store_view_tko weak %r, %out_pv[%c0, %c0] : tile<16x16xf32>, partition_view<tile=(16x16), tensor_view<16x16xf32, strides=[16,1]>>, tile<i32> -> token
    return
  }
  entry @scales_to_f32(%e: tile<ptr<f8E8M0FNU>>, %u: tile<ptr<fnv8E5M3FNU>>, %ef: tile<ptr<f32>>, %uf: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %e8_tv = make_tensor_view %e, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xf8E8M0FNU, strides=[16,1]>
    %e8_pv = make_partition_view %e8_tv : partition_view<tile=(16x16), tensor_view<16x16xf8E8M0FNU, strides=[16,1]>>
    %e8, %e8_tok = load_view_tko weak %e8_pv[%c0, %c0] : partition_view<tile=(16x16), tensor_view<16x16xf8E8M0FNU, strides=[16,1]>>, tile<i32> -> tile<16x16xf8E8M0FNU>, token
    %u8_tv = make_tensor_view %u, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xfnv8E5M3FNU, strides=[16,1]>
    %u8_pv = make_partition_view %u8_tv : partition_view<tile=(16x16), tensor_view<16x16xfnv8E5M3FNU, strides=[16,1]>>
    %u8, %u8_tok = load_view_tko weak %u8_pv[%c0, %c0] : partition_view<tile=(16x16), tensor_view<16x16xfnv8E5M3FNU, strides=[16,1]>>, tile<i32> -> tile<16x16xfnv8E5M3FNU>, token
    %x = ftof %e8 : tile<16x16xf8E8M0FNU> -> tile<16x16xf32>
    %y = ftof %u8 : tile<16x16xfnv8E5M3FNU> -> tile<16x16xf32>
    %xo_tv = make_tensor_view %ef, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xf32, strides=[16,1]>
    %xo_pv = make_partition_view %xo_tv : partition_view<tile=(16x16), tensor_view<16x16xf32, strides=[16,1]>>
    %yo_tv = make_tensor_view %uf, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xf32, strides=[16,1]>
    %yo_pv = make_partition_view %yo_tv : partition_view<tile=(16x16), tensor_view<16x16xf32, strides=[16,1]>>
    %t1 = store_view_tko weak %x, %xo_pv[%c0, %c0] : tile<16x16xf32>, partition_view<tile=(16x16), tensor_view<16x16xf32, strides=[16,1]>>, tile<i32> -> token
    %t2 = store_view_tko weak %y, %yo_pv[%c0, %c0] : tile<16x16xf32>, partition_view<tile=(16x16), tensor_view<16x16xf32, strides=[16,1]>>, tile<i32> -> token
    return
  }
  entry @to_e8m0_f32(%x: tile<ptr<f32>>, %z: tile<ptr<f8E8M0FNU>>, %u: tile<ptr<f8E8M0FNU>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %v_tv = make_tensor_view %x, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xf32, strides=[16,1]>
    %v_pv = make_partition_view %v_tv : partition_view<tile=(16x16), tensor_view<16x16xf32, strides=[16,1]>>
    %v, %v_tok = load_view_tko weak %v_pv[%c0, %c0] : partition_view<tile=(16x16), tensor_view<16x16xf32, strides=[16,1]>>, tile<i32> -> tile<16x16xf32>, token
    %toward_zero = ftof %v rounding<zero> : tile<16x16xf32> -> tile<16x16xf8E8M0FNU>
    %up = ftof %v rounding<positive_inf> : tile<16x16xf32> -> tile<16x16xf8E8M0FNU>
    %zo_tv = make_tensor_view %z, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xf8E8M0FNU, strides=[16,1]>
    %zo_pv = make_partition_view %zo_tv : partition_view<tile=(16x16), tensor_view<16x16xf8E8M0FNU, strides=[16,1]>>
    %uo_tv = make_tensor_view %u, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xf8E8M0FNU, strides=[16,1]>
    %uo_pv = make_partition_view %uo_tv : partition_view<tile=(16x16), tensor_view<16x16xf8E8M0FNU, strides=[16,1]>>
    %t1 = store_view_tko weak %toward_zero, %zo_pv[%c0, %c0] : tile<16x16xf8E8M0FNU>, partition_view<tile=(16x16), tensor_view<16x16xf8E8M0FNU, strides=[16,1]>>, tile<i32> -> token
    %t2 = store_view_tko weak %up, %uo_pv[%c0, %c0] : tile<16x16xf8E8M0FNU>, partition_view<tile=(16x16), tensor_view<16x16xf8E8M0FNU, strides=[16,1]>>, tile<i32> -> token
    return
  }
  entry @to_e8m0_f64(%x: tile<ptr<f64>>, %z: tile<ptr<f8E8M0FNU>>, %u: tile<ptr<f8E8M0FNU>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %v_tv = make_tensor_view %x, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xf64, strides=[16,1]>
    %v_pv = make_partition_view %v_tv : partition_view<tile=(16x16), tensor_view<16x16xf64, strides=[16,1]>>
    %v, %v_tok = load_view_tko weak %v_pv[%c0, %c0] : partition_view<tile=(16x16), tensor_view<16x16xf64, strides=[16,1]>>, tile<i32> -> tile<16x16xf64>, token
    %toward_zero = ftof %v rounding<zero> : tile<16x16xf64> -> tile<16x16xf8E8M0FNU>
    %up = ftof %v rounding<positive_inf> : tile<16x16xf64> -> tile<16x16xf8E8M0FNU>
    %zo_tv = make_tensor_view %z, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xf8E8M0FNU, strides=[16,1]>
    %zo_pv = make_partition_view %zo_tv : partition_view<tile=(16x16), tensor_view<16x16xf8E8M0FNU, strides=[16,1]>>
    %uo_tv = make_tensor_view %u, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xf8E8M0FNU, strides=[16,1]>
    %uo_pv = make_partition_view %uo_tv : partition_view<tile=(16x16), tensor_view<16x16xf8E8M0FNU, strides=[16,1]>>
    %t1 = store_view_tko weak %toward_zero, %zo_pv[%c0, %c0] : tile<16x16xf8E8M0FNU>, partition_view<tile=(16x16), tensor_view<16x16xf8E8M0FNU, strides=[16,1]>>, tile<i32> -> token
    %t2 = store_view_tko weak %up, %uo_pv[%c0, %c0] : tile<16x16xf8E8M0FNU>, partition_view<tile=(16x16), tensor_view<16x16xf8E8M0FNU, strides=[16,1]>>, tile<i32> -> token
    return
  }
  entry @to_e8m0_f16(%x: tile<ptr<f16>>, %z: tile<ptr<f8E8M0FNU>>, %u: tile<ptr<f8E8M0FNU>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %v_tv = make_tensor_view %x, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xf16, strides=[16,1]>
    %v_pv = make_partition_view %v_tv : partition_view<tile=(16x16), tensor_view<16x16xf16, strides=[16,1]>>
    %v, %v_tok = load_view_tko weak %v_pv[%c0, %c0] : partition_view<tile=(16x16), tensor_view<16x16xf16, strides=[16,1]>>, tile<i32> -> tile<16x16xf16>, token
    %toward_zero = ftof %v rounding<zero> : tile<16x16xf16> -> tile<16x16xf8E8M0FNU>
    %up = ftof %v rounding<positive_inf> : tile<16x16xf16> -> tile<16x16xf8E8M0FNU>
    %zo_tv = make_tensor_view %z, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xf8E8M0FNU, strides=[16,1]>
    %zo_pv = make_partition_view %zo_tv : partition_view<tile=(16x16), tensor_view<16x16xf8E8M0FNU, strides=[16,1]>>
    %uo_tv = make_tensor_view %u, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xf8E8M0FNU, strides=[16,1]>
    %uo_pv = make_partition_view %uo_tv : partition_view<tile=(16x16), tensor_view<16x16xf8E8M0FNU, strides=[16,1]>>
    %t1 = store_view_tko weak %toward_zero, %zo_pv[%c0, %c0] : tile<16x16xf8E8M0FNU>, partition_view<tile=(16x16), tensor_view<16x16xf8E8M0FNU, strides=[16,1]>>, tile<i32> -> token
    %t2 = store_view_tko weak %up, %uo_pv[%c0, %c0] : tile<16x16xf8E8M0FNU>, partition_view<tile=(16x16), tensor_view<16x16xf8E8M0FNU, strides=[16,1]>>, tile<i32> -> token
    return
  }
  entry @to_e8m0_bf16(%x: tile<ptr<bf16>>, %z: tile<ptr<f8E8M0FNU>>, %u: tile<ptr<f8E8M0FNU>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %v_tv = make_tensor_view %x, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xbf16, strides=[16,1]>
    %v_pv = make_partition_view %v_tv : partition_view<tile=(16x16), tensor_view<16x16xbf16, strides=[16,1]>>
    %v, %v_tok = load_view_tko weak %v_pv[%c0, %c0] : partition_view<tile=(16x16), tensor_view<16x16xbf16, strides=[16,1]>>, tile<i32> -> tile<16x16xbf16>, token
    %toward_zero = ftof %v rounding<zero> : tile<16x16xbf16> -> tile<16x16xf8E8M0FNU>
    %up = ftof %v rounding<positive_inf> : tile<16x16xbf16> -> tile<16x16xf8E8M0FNU>
    %zo_tv = make_tensor_view %z, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xf8E8M0FNU, strides=[16,1]>
    %zo_pv = make_partition_view %zo_tv : partition_view<tile=(16x16), tensor_view<16x16xf8E8M0FNU, strides=[16,1]>>
    %uo_tv = make_tensor_view %u, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xf8E8M0FNU, strides=[16,1]>
    %uo_pv = make_partition_view %uo_tv : partition_view<tile=(16x16), tensor_view<16x16xf8E8M0FNU, strides=[16,1]>>
    %t1 = store_view_tko weak %toward_zero, %zo_pv[%c0, %c0] : tile<16x16xf8E8M0FNU>, partition_view<tile=(16x16), tensor_view<16x16xf8E8M0FNU, strides=[16,1]>>, tile<i32> -> token
    %t2 = store_view_tko weak %up, %uo_pv[%c0, %c0] : tile<16x16xf8E8M0FNU>, partition_view<tile=(16x16), tensor_view<16x16xf8E8M0FNU, strides=[16,1]>>, tile<i32> -> token
    return
  }
}
