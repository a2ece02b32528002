// Written by gen.py: loads and stores through gather/scatter views (13.3).
cuda_tile.module @kernels {
  entry @gather_rows(%x: tile<ptr<f32>>, %idx: tile<ptr<i32>>, %at: tile<i32>, %out: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %i_tv = make_tensor_view %idx, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %i_pv = make_partition_view %i_tv : partition_view<tile=(8), tensor_view<8xi32, strides=[1]>>
    %ix, %t0 = load_view_tko weak %i_pv[%c0] : partition_view<tile=(8), tensor_view<8xi32, strides=[1]>>, tile<i32> -> tile<8xi32>, token
    %x_tv = make_tensor_view %x, shape = [12, 10], strides = [10, 1] : tensor_view<12x10xf32, strides=[10,1]>
    %gs = make_gather_scatter_view %x_tv : gather_scatter_view<tile=(8x4), padding_value = zero, tensor_view<12x10xf32, strides=[10,1]>, sparse_dim=0>
    %t, %t1 = load_view_tko weak %gs[%ix, %at] : gather_scatter_view<tile=(8x4), padding_value = zero, tensor_view<12x10xf32, strides=[10,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> tile<8x4xf32>, token
    %o_tv = make_tensor_view %out, shape = [8, 4], strides = [4, 1] : tensor_view<8x4xf32, strides=[4,1]>
    %o_pv = make_partition_view %o_tv : partition_view<tile=(8x4), tensor_view<8x4xf32, strides=[4,1]>>
    %done = store_view_tko weak %t, %o_pv[%c0, %c0] : tile<8x4xf32>, partition_view<tile=(8x4), tensor_view<8x4xf32, strides=[4,1]>>, tile<i32> -> token
    return
  }
  entry @gather_cols(%x: tile<ptr<f32>>, %idx: tile<ptr<i32>>, %at: tile<i32>, %out: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %i_tv = make_tensor_view %idx, shape = [4], strides = [1] : tensor_view<4xi32, strides=[1]>
    %i_pv = make_partition_view %i_tv : partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>
    %ix, %t0 = load_view_tko weak %i_pv[%c0] : partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>, tile<i32> -> tile<4xi32>, token
    %x_tv = make_tensor_view %x, shape = [12, 10], strides = [10, 1] : tensor_view<12x10xf32, strides=[10,1]>
    %gs = make_gather_scatter_view %x_tv : gather_scatter_view<tile=(8x4), padding_value = nan, tensor_view<12x10xf32, strides=[10,1]>, sparse_dim=1>
    %t, %t1 = load_view_tko weak %gs[%at, %ix] : gather_scatter_view<tile=(8x4), padding_value = nan, tensor_view<12x10xf32, strides=[10,1]>, sparse_dim=1>, tile<i32>, tile<4xi32> -> tile<8x4xf32>, token
    %o_tv = make_tensor_view %out, shape = [8, 4], strides = [4, 1] : tensor_view<8x4xf32, strides=[4,1]>
    %o_pv = make_partition_view %o_tv : partition_view<tile=(8x4), tensor_view<8x4xf32, strides=[4,1]>>
    %done = store_view_tko weak %t, %o_pv[%c0, %c0] : tile<8x4xf32>, partition_view<tile=(8x4), tensor_view<8x4xf32, strides=[4,1]>>, tile<i32> -> token
    return
  }
  entry @gather_rows_i32(%x: tile<ptr<i32>>, %idx: tile<ptr<i32>>, %at: tile<i32>, %out: tile<ptr<i32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %i_tv = make_tensor_view %idx, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %i_pv = make_partition_view %i_tv : partition_view<tile=(8), tensor_view<8xi32, strides=[1]>>
    %ix, %t0 = load_view_tko weak %i_pv[%c0] : partition_view<tile=(8), tensor_view<8xi32, strides=[1]>>, tile<i32> -> tile<8xi32>, token
    %x_tv = make_tensor_view %x, shape = [12, 10], strides = [10, 1] : tensor_view<12x10xi32, strides=[10,1]>
    %gs = make_gather_scatter_view %x_tv : gather_scatter_view<tile=(8x4), tensor_view<12x10xi32, strides=[10,1]>, sparse_dim=0>
    %t, %t1 = load_view_tko weak %gs[%ix, %at] : gather_scatter_view<tile=(8x4), tensor_view<12x10xi32, strides=[10,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> tile<8x4xi32>, token
    %o_tv = make_tensor_view %out, shape = [8, 4], strides = [4, 1] : tensor_view<8x4xi32, strides=[4,1]>
    %o_pv = make_partition_view %o_tv : partition_view<tile=(8x4), tensor_view<8x4xi32, strides=[4,1]>>
    %done = store_view_tko weak %t, %o_pv[%c0, %c0] : tile<8x4xi32>, partition_view<tile=(8x4), tensor_view<8x4xi32, strides=[4,1]>>, tile<i32> -> token
    return
  }
  entry @scatter_rows(%y: tile<ptr<f32>>, %idx: tile<ptr<i32>>, %at: tile<i32>, %z: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %i_tv = make_tensor_view %idx, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %i_pv = make_partition_view %i_tv : partition_view<tile=(8), tensor_view<8xi32, strides=[1]>>
    %ix, %t0 = load_view_tko weak %i_pv[%c0] : partition_view<tile=(8), tensor_view<8xi32, strides=[1]>>, tile<i32> -> tile<8xi32>, token
    %o_tv = make_tensor_view %y, shape = [8, 4], strides = [4, 1] : tensor_view<8x4xf32, strides=[4,1]>
    %o_pv = make_partition_view %o_tv : partition_view<tile=(8x4), tensor_view<8x4xf32, strides=[4,1]>>
    %t, %t1 = load_view_tko weak %o_pv[%c0, %c0] : partition_view<tile=(8x4), tensor_view<8x4xf32, strides=[4,1]>>, tile<i32> -> tile<8x4xf32>, token
    %z_tv = make_tensor_view %z, shape = [12, 10], strides = [10, 1] : tensor_view<12x10xf32, strides=[10,1]>
    %gs = make_gather_scatter_view %z_tv : gather_scatter_view<tile=(8x4), tensor_view<12x10xf32, strides=[10,1]>, sparse_dim=0>
    %done = store_view_tko weak %t, %gs[%ix, %at] : tile<8x4xf32>, gather_scatter_view<tile=(8x4), tensor_view<12x10xf32, strides=[10,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> token
    return
  }
  entry @scatter_cols(%y: tile<ptr<f32>>, %idx: tile<ptr<i32>>, %at: tile<i32>, %z: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %i_tv = make_tensor_view %idx, shape = [4], strides = [1] : tensor_view<4xi32, strides=[1]>
    %i_pv = make_partition_view %i_tv : partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>
    %ix, %t0 = load_view_tko weak %i_pv[%c0] : partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>, tile<i32> -> tile<4xi32>, token
    %o_tv = make_tensor_view %y, shape = [8, 4], strides = [4, 1] : tensor_view<8x4xf32, strides=[4,1]>
    %o_pv = make_partition_view %o_tv : partition_view<tile=(8x4), tensor_view<8x4xf32, strides=[4,1]>>
    %t, %t1 = load_view_tko weak %o_pv[%c0, %c0] : partition_view<tile=(8x4), tensor_view<8x4xf32, strides=[4,1]>>, tile<i32> -> tile<8x4xf32>, token
    %z_tv = make_tensor_view %z, shape = [12, 10], strides = [10, 1] : tensor_view<12x10xf32, strides=[10,1]>
    %gs = make_gather_scatter_view %z_tv : gather_scatter_view<tile=(8x4), tensor_view<12x10xf32, strides=[10,1]>, sparse_dim=1>
    %done = store_view_tko weak %t, %gs[%at, %ix] : tile<8x4xf32>, gather_scatter_view<tile=(8x4), tensor_view<12x10xf32, strides=[10,1]>, sparse_dim=1>, tile<i32>, tile<4xi32> -> token
    return
  }
}
