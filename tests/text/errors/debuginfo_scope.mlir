// flags: -split-input-file
#file = #cuda_tile.di_file<"k.py" in "/src/">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 3, name = "k", linkageName = "k", compileUnit = #cu, scopeLine = 4>
#blk = #cuda_tile.di_lexical_block<scope = #sp, file = #file, line = 5, column = 2>
cuda_tile.module @m {
  cuda_tile.entry @k() {
    cuda_tile.return
  } loc(#cuda_tile.di_loc<loc("k.py":3:1) in #blk>)
}

// -----
#file = #cuda_tile.di_file<"k.py" in "/src/">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 3, name = "k", linkageName = "k", compileUnit = #cu, scopeLine = 4>
cuda_tile.module @m {
  cuda_tile.entry @other() {
    cuda_tile.return
  } loc(#cuda_tile.di_loc<loc("k.py":3:1) in #sp>)
}

// -----
#file = #cuda_tile.di_file<"k.py" in "/src/">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 3, name = "k", linkageName = "k", compileUnit = #cu, scopeLine = 4>
cuda_tile.module @m {
  cuda_tile.entry @k() {
    cuda_tile.return loc(#cuda_tile.di_loc<loc("k.py":4:3) in #sp>)
  }
}

// -----
#file = #cuda_tile.di_file<"k.py" in "/src/">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 3, name = "k", linkageName = "k", compileUnit = #cu, scopeLine = 4>
#sp2 = #cuda_tile.di_subprogram<file = #file, line = 9, name = "j", linkageName = "j", compileUnit = #cu, scopeLine = 9>
cuda_tile.module @m {
  cuda_tile.entry @k() {
    cuda_tile.return loc(#cuda_tile.di_loc<loc("k.py":4:3) in #sp2>)
  } loc(#cuda_tile.di_loc<loc("k.py":3:1) in #sp>)
}

// -----
#file = #cuda_tile.di_file<"k.py" in "/src/">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 3, name = "k", linkageName = "k", compileUnit = #cu, scopeLine = 4>
cuda_tile.module @m {
  cuda_tile.global @g <f32: 0.0> : !cuda_tile.tile<1xf32> loc(#cuda_tile.di_loc<loc("k.py":1:1) in #sp>)
}
