cuda_tile.module @kernels {
  entry @ragged_f16(%a: tile<ptr<f16>>, %b: tile<ptr<f16>>, %c: tile<ptr<f32>>, %m: tile<i32>, %n: tile<i32>, %k: tile<i32>, %lda: tile<i32>, %ldb: tile<i32>, %ldc: tile<i32>) {
    %tok = make_token : token
    %x, %y, %z = get_tile_block_id : tile<i32>
    %a16 = assume div_by<16>, %a : tile<ptr<f16>>
    %b16 = assume div_by<16>, %b : tile<ptr<f16>>
    %c16 = assume div_by<16>, %c : tile<ptr<f32>>
    %lda8 = assume div_by<8>, %lda : tile<i32>
    %ldb8 = assume div_by<8>, %ldb : tile<i32>
    %ldc8 = assume div_by<8>, %ldc : tile<i32>
    %a_tv = make_tensor_view %a16, shape = [%m, %k], strides = [%lda8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %b_tv = make_tensor_view %b16, shape = [%k, %n], strides = [%ldb8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %c_tv = make_tensor_view %c16, shape = [%m, %n], strides = [%ldc8, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %a_pv = make_partition_view %a_tv : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %b_pv = make_partition_view %b_tv : partition_view<tile=(32x64), tensor_view<?x?xf16, strides=[?,1]>>
    %c_pv = make_partition_view %c_tv : partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>
    %steps:2 = get_index_space_shape %a_pv : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>> -> tile<i32>
    %zero = constant <f32: 0.000000e+00> : tile<64x64xf32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %acc = for %i in (%c0 to %steps#1, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<64x64xf32>) {
      %ta, %ta_tok = load_view_tko weak %a_pv[%x, %i] token = %tok : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x32xf16>, token
      %tb, %tb_tok = load_view_tko weak %b_pv[%i, %y] token = %tok : partition_view<tile=(32x64), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<32x64xf16>, token
      %next = mmaf %ta, %tb, %sum : tile<64x32xf16>, tile<32x64xf16>, tile<64x64xf32>
      continue %next : tile<64x64xf32>
    }
    %st = store_view_tko weak %acc, %c_pv[%x, %y] token = %tok : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
  entry @b_only_f16(%a: tile<ptr<f16>>, %b: tile<ptr<f16>>, %c: tile<ptr<f32>>, %m: tile<i32>, %n: tile<i32>, %k: tile<i32>, %lda: tile<i32>, %ldb: tile<i32>, %ldc: tile<i32>) {
    %tok = make_token : token
    %x, %y, %z = get_tile_block_id : tile<i32>
    %a16 = assume div_by<16>, %a : tile<ptr<f16>>
    %b16 = assume div_by<16>, %b : tile<ptr<f16>>
    %c16 = assume div_by<16>, %c : tile<ptr<f32>>
    %lda8 = assume div_by<8>, %lda : tile<i32>
    %ldb8 = assume div_by<8>, %ldb : tile<i32>
    %ldc8 = assume div_by<8>, %ldc : tile<i32>
    %a_tv = make_tensor_view %a16, shape = [%m, %k], strides = [%lda8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %b_tv = make_tensor_view %b16, shape = [%k, %n], strides = [%ldb8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %c_tv = make_tensor_view %c16, shape = [%m, %n], strides = [%ldc8, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %a_pv = make_partition_view %a_tv : partition_view<tile=(64x32), padding_value = nan, tensor_view<?x?xf16, strides=[?,1]>>
    %b_pv = make_partition_view %b_tv : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %c_pv = make_partition_view %c_tv : partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>
    %steps:2 = get_index_space_shape %a_pv : partition_view<tile=(64x32), padding_value = nan, tensor_view<?x?xf16, strides=[?,1]>> -> tile<i32>
    %zero = constant <f32: 0.000000e+00> : tile<64x64xf32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %acc = for %i in (%c0 to %steps#1, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<64x64xf32>) {
      %ta, %ta_tok = load_view_tko weak %a_pv[%x, %i] token = %tok : partition_view<tile=(64x32), padding_value = nan, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x32xf16>, token
      %tb, %tb_tok = load_view_tko weak %b_pv[%i, %y] token = %tok : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<32x64xf16>, token
      %next = mmaf %ta, %tb, %sum : tile<64x32xf16>, tile<32x64xf16>, tile<64x64xf32>
      continue %next : tile<64x64xf32>
    }
    %st = store_view_tko weak %acc, %c_pv[%x, %y] token = %tok : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
  entry @i8_a_only(%a: tile<ptr<i8>>, %b: tile<ptr<i8>>, %c: tile<ptr<i32>>, %m: tile<i32>, %n: tile<i32>, %k: tile<i32>, %lda: tile<i32>, %ldb: tile<i32>, %ldc: tile<i32>) {
    %tok = make_token : token
    %x, %y, %z = get_tile_block_id : tile<i32>
    %a16 = assume div_by<16>, %a : tile<ptr<i8>>
    %b16 = assume div_by<16>, %b : tile<ptr<i8>>
    %c16 = assume div_by<16>, %c : tile<ptr<i32>>
    %lda8 = assume div_by<8>, %lda : tile<i32>
    %ldb8 = assume div_by<8>, %ldb : tile<i32>
    %ldc8 = assume div_by<8>, %ldc : tile<i32>
    %a_tv = make_tensor_view %a16, shape = [%m, %k], strides = [%lda8, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %b_tv = make_tensor_view %b16, shape = [%k, %n], strides = [%ldb8, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %c_tv = make_tensor_view %c16, shape = [%m, %n], strides = [%ldc8, 1] : tile<i32> -> tensor_view<?x?xi32, strides=[?,1]>
    %a_pv = make_partition_view %a_tv : partition_view<tile=(64x32), tensor_view<?x?xi8, strides=[?,1]>>
    %b_pv = make_partition_view %b_tv : partition_view<tile=(32x64), tensor_view<?x?xi8, strides=[?,1]>>
    %c_pv = make_partition_view %c_tv : partition_view<tile=(64x64), tensor_view<?x?xi32, strides=[?,1]>>
    %steps:2 = get_index_space_shape %a_pv : partition_view<tile=(64x32), tensor_view<?x?xi8, strides=[?,1]>> -> tile<i32>
    %zero = constant <i32: 0> : tile<64x64xi32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %acc = for %i in (%c0 to %steps#1, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<64x64xi32>) {
      %ta, %ta_tok = load_view_tko weak %a_pv[%x, %i] token = %tok : partition_view<tile=(64x32), tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> tile<64x32xi8>, token
      %tb, %tb_tok = load_view_tko weak %b_pv[%i, %y] token = %tok : partition_view<tile=(32x64), tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> tile<32x64xi8>, token
      %next = mmai %ta, %tb, %sum signed signed : tile<64x32xi8>, tile<32x64xi8>, tile<64x64xi32>
      continue %next : tile<64x64xi32>
    }
    %st = store_view_tko weak %acc, %c_pv[%x, %y] token = %tok : tile<64x64xi32>, partition_view<tile=(64x64), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    return
  }
  entry @bt_ragged_f16(%a: tile<ptr<f16>>, %bt: tile<ptr<f16>>, %c: tile<ptr<f32>>, %m: tile<i32>, %n: tile<i32>, %k: tile<i32>, %lda: tile<i32>, %ldb: tile<i32>, %ldc: tile<i32>) {
    %tok = make_token : token
    %x, %y, %z = get_tile_block_id : tile<i32>
    %a16 = assume div_by<16>, %a : tile<ptr<f16>>
    %b16 = assume div_by<16>, %bt : tile<ptr<f16>>
    %c16 = assume div_by<16>, %c : tile<ptr<f32>>
    %lda8 = assume div_by<8>, %lda : tile<i32>
    %ldb8 = assume div_by<8>, %ldb : tile<i32>
    %ldc8 = assume div_by<8>, %ldc : tile<i32>
    %a_tv = make_tensor_view %a16, shape = [%m, %k], strides = [%lda8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %bt_tv = make_tensor_view %b16, shape = [%n, %k], strides = [%ldb8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %c_tv = make_tensor_view %c16, shape = [%m, %n], strides = [%ldc8, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %a_pv = make_partition_view %a_tv : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %bt_pv = make_partition_view %bt_tv : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %c_pv = make_partition_view %c_tv : partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>
    %steps:2 = get_index_space_shape %a_pv : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>> -> tile<i32>
    %zero = constant <f32: 0.000000e+00> : tile<64x64xf32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %acc = for %i in (%c0 to %steps#1, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<64x64xf32>) {
      %ta, %ta_tok = load_view_tko weak %a_pv[%x, %i] token = %tok : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x32xf16>, token
      %tbt, %tbt_tok = load_view_tko weak %bt_pv[%y, %i] token = %tok : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x32xf16>, token
      %tb = permute %tbt [1, 0] : tile<64x32xf16> -> tile<32x64xf16>
      %next = mmaf %ta, %tb, %sum : tile<64x32xf16>, tile<32x64xf16>, tile<64x64xf32>
      continue %next : tile<64x64xf32>
    }
    %st = store_view_tko weak %acc, %c_pv[%x, %y] token = %tok : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
  entry @outer_loop_f16(%a: tile<ptr<f16>>, %b: tile<ptr<f16>>, %c: tile<ptr<f32>>, %m: tile<i32>, %n: tile<i32>, %k: tile<i32>, %lda: tile<i32>, %ldb: tile<i32>, %ldc: tile<i32>) {
    %tok = make_token : token
    %x, %y, %z = get_tile_block_id : tile<i32>
    %a16 = assume div_by<16>, %a : tile<ptr<f16>>
    %b16 = assume div_by<16>, %b : tile<ptr<f16>>
    %c16 = assume div_by<16>, %c : tile<ptr<f32>>
    %lda8 = assume div_by<8>, %lda : tile<i32>
    %ldb8 = assume div_by<8>, %ldb : tile<i32>
    %ldc8 = assume div_by<8>, %ldc : tile<i32>
    %a_tv = make_tensor_view %a16, shape = [%m, %k], strides = [%lda8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %b_tv = make_tensor_view %b16, shape = [%k, %n], strides = [%ldb8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %c_tv = make_tensor_view %c16, shape = [%m, %n], strides = [%ldc8, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %a_pv = make_partition_view %a_tv : partition_view<tile=(64x32), tensor_view<?x?xf16, strides=[?,1]>>
    %b_pv = make_partition_view %b_tv : partition_view<tile=(32x64), tensor_view<?x?xf16, strides=[?,1]>>
    %c_pv = make_partition_view %c_tv : partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>
    %steps:2 = get_index_space_shape %a_pv : partition_view<tile=(64x32), tensor_view<?x?xf16, strides=[?,1]>> -> tile<i32>
    %one = constant <f32: 1.000000e+00> : tile<64x64xf32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    for %j in (%c0 to %c2, step %c1) : tile<i32> {
      %acc = for %i in (%c0 to %steps#1, step %c1) : tile<i32> iter_values(%sum = %one) -> (tile<64x64xf32>) {
        %ta, %ta_tok = load_view_tko weak %a_pv[%x, %i] token = %tok : partition_view<tile=(64x32), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x32xf16>, token
        %tb, %tb_tok = load_view_tko weak %b_pv[%i, %j] token = %tok : partition_view<tile=(32x64), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<32x64xf16>, token
        %next = mmaf %ta, %tb, %sum : tile<64x32xf16>, tile<32x64xf16>, tile<64x64xf32>
        continue %next : tile<64x64xf32>
      }
      %st = store_view_tko weak %acc, %c_pv[%x, %j] token = %tok : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
      continue
    }
    return
  }
  entry @zero_trip_f16(%a: tile<ptr<f16>>, %b: tile<ptr<f16>>, %c: tile<ptr<f32>>, %m: tile<i32>, %n: tile<i32>, %k: tile<i32>, %lda: tile<i32>, %ldb: tile<i32>, %ldc: tile<i32>) {
    %tok = make_token : token
    %x, %y, %z = get_tile_block_id : tile<i32>
    %a16 = assume div_by<16>, %a : tile<ptr<f16>>
    %b16 = assume div_by<16>, %b : tile<ptr<f16>>
    %c16 = assume div_by<16>, %c : tile<ptr<f32>>
    %lda8 = assume div_by<8>, %lda : tile<i32>
    %ldb8 = assume div_by<8>, %ldb : tile<i32>
    %ldc8 = assume div_by<8>, %ldc : tile<i32>
    %a_tv = make_tensor_view %a16, shape = [%m, %k], strides = [%lda8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %b_tv = make_tensor_view %b16, shape = [%k, %n], strides = [%ldb8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %c_tv = make_tensor_view %c16, shape = [%m, %n], strides = [%ldc8, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %a_pv = make_partition_view %a_tv : partition_view<tile=(64x32), tensor_view<?x?xf16, strides=[?,1]>>
    %b_pv = make_partition_view %b_tv : partition_view<tile=(32x64), tensor_view<?x?xf16, strides=[?,1]>>
    %c_pv = make_partition_view %c_tv : partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>
    %steps:2 = get_index_space_shape %a_pv : partition_view<tile=(64x32), tensor_view<?x?xf16, strides=[?,1]>> -> tile<i32>
    %one = constant <f32: 1.000000e+00> : tile<64x64xf32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    for %j in (%c0 to %c2, step %c1) : tile<i32> {
      %acc = for %i in (%c0 to %steps#1, step %c1) : tile<i32> iter_values(%sum = %one) -> (tile<64x64xf32>) {
        %ta, %ta_tok = load_view_tko weak %a_pv[%x, %i] token = %tok : partition_view<tile=(64x32), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x32xf16>, token
        %tb, %tb_tok = load_view_tko weak %b_pv[%i, %j] token = %tok : partition_view<tile=(32x64), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<32x64xf16>, token
        %next = mmaf %ta, %tb, %sum : tile<64x32xf16>, tile<32x64xf16>, tile<64x64xf32>
        continue %next : tile<64x64xf32>
      }
      %st = store_view_tko weak %acc, %c_pv[%x, %j] token = %tok : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
      continue
    }
    return
  }
}
