// flags: --pass-pipeline=builtin.module(cuda_tile.module(cuda_tile.entry(prefetch-loads)))
// A loop that multiplies matrices loads its tiles one iteration ahead: the
// first before the loop, the next at the top of each iteration, carried.
// Loops that write memory, that multiply nothing, and loads that do not
// move with the loop or whose token is used keep their loads in place.

cuda_tile.module @prefetch {
  // Views made before the loop: both loads move.
  entry @views_outside(%a: tile<ptr<f16>>, %b: tile<ptr<f16>>, %k: tile<i32>) {
    %tok = make_token : token
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %a_tv = make_tensor_view %a, shape = [16, %k], strides = [%k, 1] : tile<i32> -> tensor_view<16x?xf16, strides=[?,1]>
    %b_tv = make_tensor_view %b, shape = [%k, 8], strides = [8, 1] : tile<i32> -> tensor_view<?x8xf16, strides=[8,1]>
    %a_pv = make_partition_view %a_tv : partition_view<tile=(16x16), tensor_view<16x?xf16, strides=[?,1]>>
    %b_pv = make_partition_view %b_tv : partition_view<tile=(16x8), tensor_view<?x8xf16, strides=[8,1]>>
    %n:2 = get_index_space_shape %a_pv : partition_view<tile=(16x16), tensor_view<16x?xf16, strides=[?,1]>> -> tile<i32>
    %zero = constant <f32: 0.000000e+00> : tile<16x8xf32>
    %acc = for %i in (%c0 to %n#1, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<16x8xf32>) {
      %ta, %ta_tok = load_view_tko weak %a_pv[%c0, %i] token = %tok : partition_view<tile=(16x16), tensor_view<16x?xf16, strides=[?,1]>>, tile<i32> -> tile<16x16xf16>, token
      %tb, %tb_tok = load_view_tko weak %b_pv[%i, %c0] token = %tok : partition_view<tile=(16x8), tensor_view<?x8xf16, strides=[8,1]>>, tile<i32> -> tile<16x8xf16>, token
      %next = mmaf %ta, %tb, %sum : tile<16x16xf16>, tile<16x8xf16>, tile<16x8xf32>
      continue %next : tile<16x8xf32>
    }
    return
  }

  // cuTile's shape: the partition view made in the body, of a tensor view
  // made outside; it is made once more before the loop for the first load.
  entry @view_in_body(%a: tile<ptr<f16>>, %b: tile<ptr<f16>>, %k: tile<i32>) {
    %tok = make_token : token
    %c0 = constant <i32: 0> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %a_tv = make_tensor_view %a, shape = [16, %k], strides = [%k, 1] : tile<i32> -> tensor_view<16x?xf16, strides=[?,1]>
    %b_tv = make_tensor_view %b, shape = [%k, 8], strides = [8, 1] : tile<i32> -> tensor_view<?x8xf16, strides=[8,1]>
    %zero = constant <f32: 0.000000e+00> : tile<16x8xf32>
    %acc = for %i in (%c0 to %k, step %c2) : tile<i32> iter_values(%sum = %zero) -> (tile<16x8xf32>) {
      %a_pv = make_partition_view %a_tv : partition_view<tile=(16x16), padding_value = zero, tensor_view<16x?xf16, strides=[?,1]>>
      %ta, %ta_tok = load_view_tko weak %a_pv[%c0, %i] token = %tok : partition_view<tile=(16x16), padding_value = zero, tensor_view<16x?xf16, strides=[?,1]>>, tile<i32> -> tile<16x16xf16>, token
      %b_pv = make_partition_view %b_tv : partition_view<tile=(16x8), tensor_view<?x8xf16, strides=[8,1]>>
      %tb, %tb_tok = load_view_tko weak %b_pv[%c0, %c0] token = %tok : partition_view<tile=(16x8), tensor_view<?x8xf16, strides=[8,1]>>, tile<i32> -> tile<16x8xf16>, token
      %next = mmaf %ta, %tb, %sum : tile<16x16xf16>, tile<16x8xf16>, tile<16x8xf32>
      continue %next : tile<16x8xf32>
    }
    return
  }

  // A store in the loop: nothing moves.
  entry @store_in_loop(%a: tile<ptr<f16>>, %k: tile<i32>) {
    %tok = make_token : token
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %a_tv = make_tensor_view %a, shape = [16, %k], strides = [%k, 1] : tile<i32> -> tensor_view<16x?xf16, strides=[?,1]>
    %a_pv = make_partition_view %a_tv : partition_view<tile=(16x16), tensor_view<16x?xf16, strides=[?,1]>>
    %zero = constant <f32: 0.000000e+00> : tile<16x16xf32>
    %acc = for %i in (%c0 to %k, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<16x16xf32>) {
      %ta, %ta_tok = load_view_tko weak %a_pv[%c0, %i] token = %tok : partition_view<tile=(16x16), tensor_view<16x?xf16, strides=[?,1]>>, tile<i32> -> tile<16x16xf16>, token
      %next = mmaf %ta, %ta, %sum : tile<16x16xf16>, tile<16x16xf16>, tile<16x16xf32>
      %st = store_view_tko weak %ta, %a_pv[%c0, %i] token = %tok : tile<16x16xf16>, partition_view<tile=(16x16), tensor_view<16x?xf16, strides=[?,1]>>, tile<i32> -> token
      continue %next : tile<16x16xf32>
    }
    return
  }

  // No product in the loop: nothing moves.
  entry @no_product(%a: tile<ptr<f32>>, %k: tile<i32>) {
    %tok = make_token : token
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %a_tv = make_tensor_view %a, shape = [%k], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %a_pv = make_partition_view %a_tv : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>
    %zero = constant <f32: 0.000000e+00> : tile<16xf32>
    %acc = for %i in (%c0 to %k, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<16xf32>) {
      %ta, %ta_tok = load_view_tko weak %a_pv[%i] token = %tok : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
      %next = addf %ta, %sum : tile<16xf32>
      continue %next : tile<16xf32>
    }
    return
  }

  // The token of one load orders another (a relaxed load, which does not move either): neither moves.
  entry @token_used(%a: tile<ptr<f16>>, %k: tile<i32>) {
    %tok = make_token : token
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %a_tv = make_tensor_view %a, shape = [16, %k], strides = [%k, 1] : tile<i32> -> tensor_view<16x?xf16, strides=[?,1]>
    %a_pv = make_partition_view %a_tv : partition_view<tile=(16x16), tensor_view<16x?xf16, strides=[?,1]>>
    %zero = constant <f32: 0.000000e+00> : tile<16x16xf32>
    %acc = for %i in (%c0 to %k, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<16x16xf32>) {
      %ta, %ta_tok = load_view_tko weak %a_pv[%c0, %i] token = %tok : partition_view<tile=(16x16), tensor_view<16x?xf16, strides=[?,1]>>, tile<i32> -> tile<16x16xf16>, token
      %tb, %tb_tok = load_view_tko relaxed device %a_pv[%c0, %i] token = %ta_tok : partition_view<tile=(16x16), tensor_view<16x?xf16, strides=[?,1]>>, tile<i32> -> tile<16x16xf16>, token
      %next = mmaf %ta, %tb, %sum : tile<16x16xf16>, tile<16x16xf16>, tile<16x16xf32>
      continue %next : tile<16x16xf32>
    }
    return
  }
}
