// Debug-info scopes that agree: a function with its subprogram, its ops in
// the subprogram or a block of it, module-level ops without scope.
#file = #cuda_tile.di_file<"k.py" in "/src/">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 3, name = "k", linkageName = "k", compileUnit = #cu, scopeLine = 4>
#blk = #cuda_tile.di_lexical_block<scope = #sp, file = #file, line = 5, column = 2>
cuda_tile.module @m {
  cuda_tile.global @g <f32: 0.0> : !cuda_tile.tile<1xf32> loc("k.py":1:1)
  cuda_tile.entry @k() {
    %a = cuda_tile.constant <i32: 1> : !cuda_tile.tile<i32> loc(#cuda_tile.di_loc<loc("k.py":5:3) in #blk>)
    cuda_tile.return loc(#cuda_tile.di_loc<loc("k.py":6:3) in #sp>)
  } loc(#cuda_tile.di_loc<loc("k.py":3:1) in #sp>)
  cuda_tile.entry @plain() {
    cuda_tile.return
  }
}
