// Written by gen.py: alloca (13.3).
cuda_tile.module @alloca {
  // out = x reversed within each block of 64, through scratch memory of the tile block.
  entry @reverse(%x: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %n = constant <i32: 64> : tile<i32>
    %start = muli %bid, %n : tile<i32>
    %x0 = offset %x, %start : tile<ptr<f32>>, tile<i32> -> tile<ptr<f32>>
    %o0 = offset %out, %start : tile<ptr<f32>>, tile<i32> -> tile<ptr<f32>>
    %i = iota : tile<64xi32>
    %last = constant <i32: 63> : tile<64xi32>
    %r = subi %last, %i : tile<64xi32>
    %s = alloca num_elem = 64, alignment = 16 : tile<ptr<f32>>
    %x01 = reshape %x0 : tile<ptr<f32>> -> tile<1xptr<f32>>
    %x0b = broadcast %x01 : tile<1xptr<f32>> -> tile<64xptr<f32>>
    %x0s = offset %x0b, %i : tile<64xptr<f32>>, tile<64xi32> -> tile<64xptr<f32>>
    %s1 = reshape %s : tile<ptr<f32>> -> tile<1xptr<f32>>
    %sb = broadcast %s1 : tile<1xptr<f32>> -> tile<64xptr<f32>>
    %ss = offset %sb, %i : tile<64xptr<f32>>, tile<64xi32> -> tile<64xptr<f32>>
    %o01 = reshape %o0 : tile<ptr<f32>> -> tile<1xptr<f32>>
    %o0b = broadcast %o01 : tile<1xptr<f32>> -> tile<64xptr<f32>>
    %o0s = offset %o0b, %i : tile<64xptr<f32>>, tile<64xi32> -> tile<64xptr<f32>>
    %sr1 = reshape %s : tile<ptr<f32>> -> tile<1xptr<f32>>
    %srb = broadcast %sr1 : tile<1xptr<f32>> -> tile<64xptr<f32>>
    %srs = offset %srb, %r : tile<64xptr<f32>>, tile<64xi32> -> tile<64xptr<f32>>
    %v, %t0 = load_ptr_tko weak %x0s : tile<64xptr<f32>> -> tile<64xf32>, token
    %t1 = store_ptr_tko weak %ss, %v token = %t0 : tile<64xptr<f32>>, tile<64xf32> -> token
    %w, %t2 = load_ptr_tko weak %srs token = %t1 : tile<64xptr<f32>> -> tile<64xf32>, token
    %t3 = store_ptr_tko weak %o0s, %w : tile<64xptr<f32>>, tile<64xf32> -> token
    return
  }

  // out[k] = sum over j < 4 of (x[j] * (k + 1)), each term staged through memory made
  // in the loop's body (new every iteration), and the address's alignment (256) checked.
  entry @loop(%x: tile<ptr<i32>>, %out: tile<ptr<i32>>, %misaligned: tile<ptr<i64>>) {
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %four = constant <i32: 4> : tile<i32>
    %acc0 = constant <i32: 0> : tile<8xi32>
    %bad0 = constant <i64: 0> : tile<i64>
    %k = iota : tile<8xi32>
    %ones = constant <i32: 1> : tile<8xi32>
    %k1 = addi %k, %ones : tile<8xi32>
    %sum, %bad = for %j in (%zero to %four, step %one) : tile<i32> iter_values(%acc = %acc0, %b = %bad0) -> (tile<8xi32>, tile<i64>) {
      %m = alloca num_elem = 8, alignment = 256 : tile<ptr<i32>>
      %xj = offset %x, %j : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
      %xv, %lt = load_ptr_tko weak %xj : tile<ptr<i32>> -> tile<i32>, token
      %xv1 = reshape %xv : tile<i32> -> tile<1xi32>
      %xb = broadcast %xv1 : tile<1xi32> -> tile<8xi32>
      %term = muli %xb, %k1 : tile<8xi32>
    %m1 = reshape %m : tile<ptr<i32>> -> tile<1xptr<i32>>
    %mb = broadcast %m1 : tile<1xptr<i32>> -> tile<8xptr<i32>>
    %ms = offset %mb, %k : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
      %st = store_ptr_tko weak %ms, %term : tile<8xptr<i32>>, tile<8xi32> -> token
      %back, %bt = load_ptr_tko weak %ms token = %st : tile<8xptr<i32>> -> tile<8xi32>, token
      %acc2 = addi %acc, %back : tile<8xi32>
      %addr = ptr_to_int %m : tile<ptr<i32>> -> tile<i64>
      %mask = constant <i64: 255> : tile<i64>
      %low = andi %addr, %mask : tile<i64>
      %b2 = ori %b, %low : tile<i64>
      continue %acc2, %b2 : tile<8xi32>, tile<i64>
    }
    %out1 = reshape %out : tile<ptr<i32>> -> tile<1xptr<i32>>
    %outb = broadcast %out1 : tile<1xptr<i32>> -> tile<8xptr<i32>>
    %outs = offset %outb, %k : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %t = store_ptr_tko weak %outs, %sum : tile<8xptr<i32>>, tile<8xi32> -> token
    %t2 = store_ptr_tko weak %misaligned, %bad : tile<ptr<i64>>, tile<i64> -> token
    return
  }

  // The memory of a loop's body used after the iteration ended: an error.
  entry @after_its_block(%out: tile<ptr<f32>>) {
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %p = for %j in (%zero to %one, step %one) : tile<i32> iter_values(%q = %out) -> (tile<ptr<f32>>) {
      %m = alloca num_elem = 4, alignment = 16 : tile<ptr<f32>>
      continue %m : tile<ptr<f32>>
    }
    %v, %t = load_ptr_tko weak %p : tile<ptr<f32>> -> tile<f32>, token
    %t2 = store_ptr_tko weak %out, %v : tile<ptr<f32>>, tile<f32> -> token
    return
  }

  // An alignment of 2^50 bytes: more than the interpreter's heap gives (2^40), and than
  // the emulator's heap holds (the request grows by the alignment).
  entry @huge_alignment() {
    %p = alloca num_elem = 4, alignment = 1125899906842624 : tile<ptr<f32>>
    return
  }

  // More than the run's memory budget.
  entry @too_large() {
    %p = alloca num_elem = 1152921504606846975, alignment = 16 : tile<ptr<f64>>
    return
  }
}
