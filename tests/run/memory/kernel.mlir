// Memory through pointers: globals, masked gathers and scatters with
// padding, and accesses outside every buffer.
cuda_tile.module @memory {
  global @table <f32: [1.5, -2.0, 0.25, 8.0, -0.0, 3.0, 100.0, -7.5]> : tile<8xf32>
  global @counter <i32: 41> : tile<1xi32>

  // Copies @table to out, and reads @counter back after adding 1 to it atomically.
  entry @read_globals(%out: tile<ptr<f32>>, %count: tile<ptr<i32>>) {
    %iota = iota : tile<8xi32>
    %g = get_global @table : tile<ptr<f32>>
    %g1 = reshape %g : tile<ptr<f32>> -> tile<1xptr<f32>>
    %gn = broadcast %g1 : tile<1xptr<f32>> -> tile<8xptr<f32>>
    %src = offset %gn, %iota : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
    %v, %t0 = load_ptr_tko weak %src : tile<8xptr<f32>> -> tile<8xf32>, token
    %o1 = reshape %out : tile<ptr<f32>> -> tile<1xptr<f32>>
    %on = broadcast %o1 : tile<1xptr<f32>> -> tile<8xptr<f32>>
    %dst = offset %on, %iota : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
    %t1 = store_ptr_tko weak %dst, %v : tile<8xptr<f32>>, tile<8xf32> -> token
    %c = get_global @counter : tile<ptr<i32>>
    %one = constant <i32: 1> : tile<i32>
    %old, %t2 = atomic_rmw_tko relaxed device %c, add, %one : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %now, %t3 = load_ptr_tko acquire device %c token = %t2 : tile<ptr<i32>> -> tile<i32>, token
    %t4 = store_ptr_tko weak %count, %now : tile<ptr<i32>>, tile<i32> -> token
    return
  }

  // A masked gather with a padding tile, then a masked scatter of the result.
  entry @masked(%in: tile<ptr<f16>>, %load_mask: tile<ptr<i1>>, %store_mask: tile<ptr<i1>>, %pad: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %iota = iota : tile<16xi32>
    %m1 = reshape %load_mask : tile<ptr<i1>> -> tile<1xptr<i1>>
    %mn = broadcast %m1 : tile<1xptr<i1>> -> tile<16xptr<i1>>
    %mp = offset %mn, %iota : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %lm, %ta = load_ptr_tko weak %mp : tile<16xptr<i1>> -> tile<16xi1>, token
    %s1 = reshape %store_mask : tile<ptr<i1>> -> tile<1xptr<i1>>
    %sn = broadcast %s1 : tile<1xptr<i1>> -> tile<16xptr<i1>>
    %sp = offset %sn, %iota : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %sm, %tb = load_ptr_tko weak %sp : tile<16xptr<i1>> -> tile<16xi1>, token
    %p1 = reshape %pad : tile<ptr<f16>> -> tile<1xptr<f16>>
    %pn = broadcast %p1 : tile<1xptr<f16>> -> tile<16xptr<f16>>
    %pp = offset %pn, %iota : tile<16xptr<f16>>, tile<16xi32> -> tile<16xptr<f16>>
    %padding, %tc = load_ptr_tko weak %pp : tile<16xptr<f16>> -> tile<16xf16>, token
    %i1 = reshape %in : tile<ptr<f16>> -> tile<1xptr<f16>>
    %in_n = broadcast %i1 : tile<1xptr<f16>> -> tile<16xptr<f16>>
    %ip = offset %in_n, %iota : tile<16xptr<f16>>, tile<16xi32> -> tile<16xptr<f16>>
    %v, %td = load_ptr_tko relaxed device %ip, %lm, %padding : tile<16xptr<f16>>, tile<16xi1>, tile<16xf16> -> tile<16xf16>, token
    %o1 = reshape %out : tile<ptr<f16>> -> tile<1xptr<f16>>
    %on = broadcast %o1 : tile<1xptr<f16>> -> tile<16xptr<f16>>
    %op = offset %on, %iota : tile<16xptr<f16>>, tile<16xi32> -> tile<16xptr<f16>>
    %te = store_ptr_tko release sys %op, %v, %sm : tile<16xptr<f16>>, tile<16xf16>, tile<16xi1> -> token
    return
  }

  // Reads element 16 of a 16-element buffer.
  entry @past_the_end(%in: tile<ptr<i32>>) {
    %c16 = constant <i32: 16> : tile<i32>
    %p = offset %in, %c16 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %v, %t = load_ptr_tko weak %p : tile<ptr<i32>> -> tile<i32>, token
    return
  }

  // Writes one element before the start of a buffer.
  entry @before_the_start(%in: tile<ptr<i32>>) {
    %cm1 = constant <i32: -1> : tile<i32>
    %zero = constant <i32: 0> : tile<i32>
    %p = offset %in, %cm1 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %t = store_ptr_tko weak %p, %zero : tile<ptr<i32>>, tile<i32> -> token
    return
  }

  // A masked-off position may hold any pointer: it is never dereferenced.
  entry @masked_off_wild(%in: tile<ptr<i32>>, %out: tile<ptr<i32>>) {
    %offsets = constant <i32: [0, 1000000, 2, -5]> : tile<4xi32>
    %mask = constant <i1: [true, false, true, false]> : tile<4xi1>
    %i1 = reshape %in : tile<ptr<i32>> -> tile<1xptr<i32>>
    %in_n = broadcast %i1 : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %ip = offset %in_n, %offsets : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %v, %t = load_ptr_tko weak %ip, %mask : tile<4xptr<i32>>, tile<4xi1> -> tile<4xi32>, token
    %o1 = reshape %out : tile<ptr<i32>> -> tile<1xptr<i32>>
    %on = broadcast %o1 : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %op = offset %on, %offsets : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %t2 = store_ptr_tko weak %op, %v, %mask : tile<4xptr<i32>>, tile<4xi32>, tile<4xi1> -> token
    return
  }

  // Moves a pointer to %in by the four i64 offsets in %off, then reads
  // through the results: an offset whose byte count (times 4) overflows
  // i64, or whose sum wraps around the address space, is undefined
  // behaviour, reported at the offset (before any access could reach the
  // wrapped address, which may lie in the buffer).
  entry @offset_overflow(%in: tile<ptr<f32>>, %off: tile<ptr<i64>>, %out: tile<ptr<f32>>) {
    %iota = iota : tile<4xi32>
    %f1 = reshape %off : tile<ptr<i64>> -> tile<1xptr<i64>>
    %fn = broadcast %f1 : tile<1xptr<i64>> -> tile<4xptr<i64>>
    %fp = offset %fn, %iota : tile<4xptr<i64>>, tile<4xi32> -> tile<4xptr<i64>>
    %offsets, %t0 = load_ptr_tko weak %fp : tile<4xptr<i64>> -> tile<4xi64>, token
    %i1 = reshape %in : tile<ptr<f32>> -> tile<1xptr<f32>>
    %in_n = broadcast %i1 : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %ip = offset %in_n, %offsets : tile<4xptr<f32>>, tile<4xi64> -> tile<4xptr<f32>>
    %v, %t1 = load_ptr_tko weak %ip : tile<4xptr<f32>> -> tile<4xf32>, token
    %o1 = reshape %out : tile<ptr<f32>> -> tile<1xptr<f32>>
    %on = broadcast %o1 : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %op = offset %on, %iota : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %t2 = store_ptr_tko weak %op, %v : tile<4xptr<f32>>, tile<4xf32> -> token
    return
  }

  // The same offsets applied twice to a scalar pointer: the first moves it
  // forward, the second must not wrap it around the end of the address space.
  entry @offset_twice(%in: tile<ptr<f32>>, %off: tile<i64>) {
    %p1 = offset %in, %off : tile<ptr<f32>>, tile<i64> -> tile<ptr<f32>>
    %p2 = offset %p1, %off : tile<ptr<f32>>, tile<i64> -> tile<ptr<f32>>
    %v, %t = load_ptr_tko weak %p2 : tile<ptr<f32>> -> tile<f32>, token
    return
  }
}
