// Kernels for the launch cases: arguments are checked before anything runs
// (the error cases), scalar arguments are read as written (store_scalars), and
// a table argument holds the addresses of its buffers (add_through_table).
cuda_tile.module @launch {
  entry @two_params(%p: tile<ptr<f32>>, %n: tile<i32>) {
    return
  }
  entry @spin() {
    loop {
      continue
    }
    return
  }
  entry @store_scalars(%h: tile<ptr<f16>>, %x: tile<f16>, %b: tile<ptr<bf16>>, %y: tile<bf16>) {
    %t0 = store_ptr_tko weak %h, %x : tile<ptr<f16>>, tile<f16> -> token
    %t1 = store_ptr_tko weak %b, %y : tile<ptr<bf16>>, tile<bf16> -> token
    return
  }
  // out[i] = a[i] + b[i] for i < 4, where a and b are the two addresses of the table %t.
  entry @add_through_table(%t: tile<ptr<i64>>, %out: tile<ptr<i32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %i2 = iota : tile<2xi32>
    %t1 = reshape %t : tile<ptr<i64>> -> tile<1xptr<i64>>
    %tb = broadcast %t1 : tile<1xptr<i64>> -> tile<2xptr<i64>>
    %tp = offset %tb, %i2 : tile<2xptr<i64>>, tile<2xi32> -> tile<2xptr<i64>>
    %words, %tok = load_ptr_tko weak %tp : tile<2xptr<i64>> -> tile<2xi64>, token
    %wa = extract %words[%c0] : tile<2xi64> -> tile<1xi64>
    %wb = extract %words[%c1] : tile<2xi64> -> tile<1xi64>
    %sa = reshape %wa : tile<1xi64> -> tile<i64>
    %sb = reshape %wb : tile<1xi64> -> tile<i64>
    %pa = int_to_ptr %sa : tile<i64> -> tile<ptr<i32>>
    %pb = int_to_ptr %sb : tile<i64> -> tile<ptr<i32>>
    %i4 = iota : tile<4xi32>
    %pa1 = reshape %pa : tile<ptr<i32>> -> tile<1xptr<i32>>
    %pab = broadcast %pa1 : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %pap = offset %pab, %i4 : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %va, %ta = load_ptr_tko weak %pap : tile<4xptr<i32>> -> tile<4xi32>, token
    %pb1 = reshape %pb : tile<ptr<i32>> -> tile<1xptr<i32>>
    %pbb = broadcast %pb1 : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %pbp = offset %pbb, %i4 : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %vb, %tb2 = load_ptr_tko weak %pbp : tile<4xptr<i32>> -> tile<4xi32>, token
    %sum = addi %va, %vb : tile<4xi32>
    %po1 = reshape %out : tile<ptr<i32>> -> tile<1xptr<i32>>
    %pob = broadcast %po1 : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %pop = offset %pob, %i4 : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %ts = store_ptr_tko weak %pop, %sum : tile<4xptr<i32>>, tile<4xi32> -> token
    return
  }

  // Both tile blocks break a promise: block 1 at once, block 0 only after a
  // loop. Every backend reports block 0's, the first in linear order, as the
  // interpreter runs them (the PTX emulator runs CTAs side by side).
  entry @first_failing_block(%out: tile<ptr<i32>>) {
    %b, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c100 = constant <i32: 100> : tile<i32>
    %big = constant <i32: 2147483000> : tile<i32>
    %late = cmpi equal %b, %c0, signed : tile<i32> -> tile<i1>
    %r = if %late -> (tile<i32>) {
      %n = for %i in (%c0 to %c100, step %c1) : tile<i32> iter_values(%s = %big) -> (tile<i32>) {
        %s1 = addi %s, %c1 : tile<i32>
        continue %s1 : tile<i32>
      }
      %y = addi %n, %big overflow<no_signed_wrap> : tile<i32>
      yield %y : tile<i32>
    } else {
      %y = muli %big, %c100 overflow<no_signed_wrap> : tile<i32>
      yield %y : tile<i32>
    }
    %p = offset %out, %b : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %t = store_ptr_tko weak %p, %r : tile<ptr<i32>>, tile<i32> -> token
    return
  }
}
