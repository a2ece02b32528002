// flags: --mlir-print-debuginfo
// Locations in every form, aliases defined after their use, debug scopes.
#file = #cuda_tile.di_file<"kernel.py" in "/src">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 3, name = "add", linkageName = "add", compileUnit = #cu, scopeLine = 4>
cuda_tile.module @k {
  entry @add(%a: tile<f32>) {
    %b = addf %a, %a : tile<f32> loc(#later)
    %c = mulf %b, %b : tile<f32> loc(fused[#inner, "name"("x.py":1:2)])
    %d = subf %c, %b : tile<f32> loc(callsite("callee.py":5:6 at "caller.py":7:8))
    %e = negf %d : tile<f32> loc("just_a_name")
    return loc(#cuda_tile.di_loc<loc("kernel.py":9:1) in #sp>)
  } loc(#cuda_tile.di_loc<loc("kernel.py":3:1) in #sp>)
} loc(unknown)
#later = loc("kernel.py":5:7)
#inner = loc("kernel.py":6:3)
