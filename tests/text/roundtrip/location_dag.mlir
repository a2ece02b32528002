// flags: -mlir-print-op-generic --mlir-print-debuginfo
// Locations an alias shares, each printed once by alias; a block argument's
// location is written out, its parts by alias (as MLIR allows no alias there).
#f0 = loc("a.py":1:1)
#f1 = loc("a.py":2:2)
#f2 = loc(fused[#f1, #f0])
#f3 = loc(fused[#f2, #f1])
#f4 = loc(fused[#f3, #f2])
#file = #cuda_tile.di_file<"k.py" in "/src">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 1, name = "k", linkageName = "k", compileUnit = #cu>
#c0 = #cuda_tile.di_loc<loc("k.py":2:1) in #sp>
#c1 = loc(callsite(#c0 at #c0))
#c2 = loc(callsite(#c1 at #c1))
#c3 = loc(callsite(#c2 at #c2))
cuda_tile.module @m {
  entry @k(%a: tile<i32> loc(fused[#f4, #f3])) {
    %x = addi %a, %a : tile<i32> loc(#f4)
    return loc(#c3)
  } loc(#cuda_tile.di_loc<loc("k.py":1:1) in #sp>)
}
