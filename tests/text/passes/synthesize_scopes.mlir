// flags: --pass-pipeline=builtin.module(cuda_tile.module(synthesize-debug-info-scopes)) --mlir-print-debuginfo
// Functions get a subprogram in the file of their own location (or of the
// module's, or "<unknown>"), and each op a debug-info location at its own
// file position (or the function's). A function that has debug info keeps it.

#file = #cuda_tile.di_file<"given.py" in "/src">
#unit = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 40, name = "has_scope", linkageName = "has_scope", compileUnit = #unit>

cuda_tile.module @kernels {
  entry @from_files(%a: tile<ptr<f32>>) {
    %c = constant <f32: 1.0> : tile<f32> loc("/src/kernels/add.py":12:8)
    %t = make_token : token loc(fused["/src/kernels/add.py":13:4, "other.py":1:1])
    %n = negf %c : tile<f32> loc(callsite("/lib/inlined.py":3:3 at "/src/kernels/add.py":14:2))
    %m = negf %n : tile<f32> loc("a name"("/src/kernels/add.py":15:6))
    return loc(unknown)
  } loc("/src/kernels/add.py":10:0)
  entry @nowhere() {
    return
  } loc(unknown)
  entry @has_scope() {
    return loc(unknown)
  } loc(#cuda_tile.di_loc<loc("given.py":40:1) in #sp>)
} loc("/src/kernels/module.py":1:1)
