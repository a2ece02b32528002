// flags: '--test-debuginfo-update-symbol-name=symbol-to-rename=kernels::scaled new-name=scaled_f32 update-uses=true' --mlir-print-debuginfo
// The function is renamed, and so is the linkage name of its subprogram,
// wherever the subprogram is (lexical blocks inside it included); the other
// function's subprogram is left alone.

#file = #cuda_tile.di_file<"k.py" in "/src">
#unit = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 1, name = "scaled", linkageName = "scaled", compileUnit = #unit, scopeLine = 2>
#other = #cuda_tile.di_subprogram<file = #file, line = 9, name = "other", linkageName = "other", compileUnit = #unit>
#block = #cuda_tile.di_lexical_block<scope = #sp, file = #file, line = 3, column = 4>

cuda_tile.module @kernels {
  entry @scaled() {
    %c = constant <i32: 1> : tile<i32> loc(#cuda_tile.di_loc<loc("/src/k.py":3:5) in #block>)
    return loc(#cuda_tile.di_loc<loc("/src/k.py":4:1) in #sp>)
  } loc(#cuda_tile.di_loc<loc("/src/k.py":1:1) in #sp>)
  entry @other() {
    return loc(#cuda_tile.di_loc<loc("/src/k.py":10:1) in #other>)
  } loc(#cuda_tile.di_loc<loc("/src/k.py":9:1) in #other>)
} loc(unknown)
