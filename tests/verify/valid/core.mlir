// Shape ops, globals and reductions that verify.
cuda_tile.module @m {
  global @g <i8: [1, 2, 3, 4]> : tile<4xi8>
  entry @k() {
    %a = constant <f32: 1.0> : tile<1x8xf32>
    %b = broadcast %a : tile<1x8xf32> -> tile<4x8xf32>
    %c = cat %b, %b dim = 1 : tile<4x8xf32>, tile<4x8xf32> -> tile<4x16xf32>
    %d = permute %c [1, 0] : tile<4x16xf32> -> tile<16x4xf32>
    %e = reshape %d : tile<16x4xf32> -> tile<64xf32>
    %i = constant <i32: 1> : tile<i32>
    %f = extract %c[%i, %i] : tile<4x16xf32> -> tile<2x8xf32>
    %g = iota : tile<256xi8>
    %p = get_global @g : tile<ptr<i8>>
    %r = reduce %c dim=1 identities=[0.000000e+0 : f32] : tile<4x16xf32> -> tile<4xf32>
    (%x : tile<f32>, %y : tile<f32>) {
      %s = addf %x, %y rounding<nearest_even> : tile<f32>
      yield %s : tile<f32>
    }
    %h = constant <f16: 1.0> : tile<8xf16>
    %q = reduce %h dim=0 identities=[0.000000e+0 : bf16] : tile<8xf16> -> tile<f16>
    (%x : tile<f16>, %y : tile<f16>) {
      yield %x : tile<f16>
    }
    %t = scan %g dim=0 reverse=false identities=[0 : i8] : tile<256xi8> -> tile<256xi8>
    (%x : tile<i8>, %y : tile<i8>) {
      %s = addi %x, %y : tile<i8>
      yield %s : tile<i8>
    }
    return
  }
}

// -----

// Debug scopes that agree: the function's subprogram names it, its ops sit
// in that subprogram or in a lexical block of it.
#file = #cuda_tile.di_file<"k.py" in "/src/">
#unit = #cuda_tile.di_compile_unit<file = #file>
#sub = #cuda_tile.di_subprogram<file = #file, line = 3, name = "k", linkageName = "k", compileUnit = #unit, scopeLine = 4>
#block = #cuda_tile.di_lexical_block<scope = #sub, file = #file, line = 5, column = 2>
cuda_tile.module @m {
  entry @k() {
    %a = constant <i32: 1> : tile<i32> loc(#cuda_tile.di_loc<loc("k.py":5:3) in #block>)
    return loc(#cuda_tile.di_loc<loc("k.py":6:1) in #sub>)
  } loc(#cuda_tile.di_loc<loc("k.py":3:1) in #sub>)
}

// -----

// Hints an entry may carry.
cuda_tile.module @m {
  entry @k() optimization_hints=<sm_100 = {num_cta_in_cga = 4, occupancy = 2}, sm_90 = {occupancy = 32}> {
    return
  }
}
