// Written by gen.py: mmaf_scaled (13.3) on fp8 inputs with f8E8M0FNU factors.
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
}
