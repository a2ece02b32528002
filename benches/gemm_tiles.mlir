cuda_tile.module @m {
  entry @g128x128x32(%a: tile<ptr<f16>>, %b: tile<ptr<f16>>, %c: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %a_tv = make_tensor_view %a, shape = [128, 32], strides = [32, 1] : tensor_view<128x32xf16, strides=[32, 1]>
    %a_pv = make_partition_view %a_tv : partition_view<tile=(128x32), tensor_view<128x32xf16, strides=[32, 1]>>
    %b_tv = make_tensor_view %b, shape = [32, 128], strides = [128, 1] : tensor_view<32x128xf16, strides=[128, 1]>
    %b_pv = make_partition_view %b_tv : partition_view<tile=(32x128), tensor_view<32x128xf16, strides=[128, 1]>>
    %c_tv = make_tensor_view %c, shape = [128, 128], strides = [128, 1] : tensor_view<128x128xf32, strides=[128, 1]>
    %c_pv = make_partition_view %c_tv : partition_view<tile=(128x128), tensor_view<128x128xf32, strides=[128, 1]>>
    %x, %t0 = load_view_tko weak %a_pv[%c0, %c0] : partition_view<tile=(128x32), tensor_view<128x32xf16, strides=[32, 1]>>, tile<i32>, tile<i32> -> tile<128x32xf16>, token
    %y, %t1 = load_view_tko weak %b_pv[%c0, %c0] : partition_view<tile=(32x128), tensor_view<32x128xf16, strides=[128, 1]>>, tile<i32>, tile<i32> -> tile<32x128xf16>, token
    %z = constant <f32: 0.0> : tile<128x128xf32>
    %r = mmaf %x, %y, %z : tile<128x32xf16>, tile<32x128xf16>, tile<128x128xf32>
    %t2 = store_view_tko weak %r, %c_pv[%c0, %c0] : tile<128x128xf32>, partition_view<tile=(128x128), tensor_view<128x128xf32, strides=[128, 1]>>, tile<i32>, tile<i32> -> token
    return
  }
  entry @g128x256x64(%a: tile<ptr<f16>>, %b: tile<ptr<f16>>, %c: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %a_tv = make_tensor_view %a, shape = [128, 64], strides = [64, 1] : tensor_view<128x64xf16, strides=[64, 1]>
    %a_pv = make_partition_view %a_tv : partition_view<tile=(128x64), tensor_view<128x64xf16, strides=[64, 1]>>
    %b_tv = make_tensor_view %b, shape = [64, 256], strides = [256, 1] : tensor_view<64x256xf16, strides=[256, 1]>
    %b_pv = make_partition_view %b_tv : partition_view<tile=(64x256), tensor_view<64x256xf16, strides=[256, 1]>>
    %c_tv = make_tensor_view %c, shape = [128, 256], strides = [256, 1] : tensor_view<128x256xf32, strides=[256, 1]>
    %c_pv = make_partition_view %c_tv : partition_view<tile=(128x256), tensor_view<128x256xf32, strides=[256, 1]>>
    %x, %t0 = load_view_tko weak %a_pv[%c0, %c0] : partition_view<tile=(128x64), tensor_view<128x64xf16, strides=[64, 1]>>, tile<i32>, tile<i32> -> tile<128x64xf16>, token
    %y, %t1 = load_view_tko weak %b_pv[%c0, %c0] : partition_view<tile=(64x256), tensor_view<64x256xf16, strides=[256, 1]>>, tile<i32>, tile<i32> -> tile<64x256xf16>, token
    %z = constant <f32: 0.0> : tile<128x256xf32>
    %r = mmaf %x, %y, %z : tile<128x64xf16>, tile<64x256xf16>, tile<128x256xf32>
    %t2 = store_view_tko weak %r, %c_pv[%c0, %c0] : tile<128x256xf32>, partition_view<tile=(128x256), tensor_view<128x256xf32, strides=[256, 1]>>, tile<i32>, tile<i32> -> token
    return
  }
  entry @g128x256x128(%a: tile<ptr<f16>>, %b: tile<ptr<f16>>, %c: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %a_tv = make_tensor_view %a, shape = [128, 128], strides = [128, 1] : tensor_view<128x128xf16, strides=[128, 1]>
    %a_pv = make_partition_view %a_tv : partition_view<tile=(128x128), tensor_view<128x128xf16, strides=[128, 1]>>
    %b_tv = make_tensor_view %b, shape = [128, 256], strides = [256, 1] : tensor_view<128x256xf16, strides=[256, 1]>
    %b_pv = make_partition_view %b_tv : partition_view<tile=(128x256), tensor_view<128x256xf16, strides=[256, 1]>>
    %c_tv = make_tensor_view %c, shape = [128, 256], strides = [256, 1] : tensor_view<128x256xf32, strides=[256, 1]>
    %c_pv = make_partition_view %c_tv : partition_view<tile=(128x256), tensor_view<128x256xf32, strides=[256, 1]>>
    %x, %t0 = load_view_tko weak %a_pv[%c0, %c0] : partition_view<tile=(128x128), tensor_view<128x128xf16, strides=[128, 1]>>, tile<i32>, tile<i32> -> tile<128x128xf16>, token
    %y, %t1 = load_view_tko weak %b_pv[%c0, %c0] : partition_view<tile=(128x256), tensor_view<128x256xf16, strides=[256, 1]>>, tile<i32>, tile<i32> -> tile<128x256xf16>, token
    %z = constant <f32: 0.0> : tile<128x256xf32>
    %r = mmaf %x, %y, %z : tile<128x128xf16>, tile<128x256xf16>, tile<128x256xf32>
    %t2 = store_view_tko weak %r, %c_pv[%c0, %c0] : tile<128x256xf32>, partition_view<tile=(128x256), tensor_view<128x256xf32, strides=[256, 1]>>, tile<i32>, tile<i32> -> token
    return
  }
}
