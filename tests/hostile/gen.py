"""Writes the generated inputs of tests/hostile (deterministic; run from anywhere).

    python3 tests/hostile/gen.py

Each generator below writes one input file (and its .cmd) into error/ or ok/;
the .expected files are blessed by the test (BLESS=1 cargo test --test hostile).
"""

import os

HERE = os.path.dirname(os.path.abspath(__file__))


def write(outcome, name, text, cmd):
    folder = os.path.join(HERE, outcome)
    os.makedirs(folder, exist_ok=True)
    mode = "wb" if isinstance(text, bytes) else "w"
    with open(os.path.join(folder, name), mode) as f:
        f.write(text)
    with open(os.path.join(folder, os.path.splitext(name)[0] + ".cmd"), "w") as f:
        f.write(cmd + "\n")


GENERATORS = []


def generator(fn):
    GENERATORS.append(fn)
    return fn


# ---- standard output that fails: every command that prints ----

PRINTING_KERNEL = """\
cuda_tile.module @m {
  entry @k(%out: tile<ptr<f32>>) {
    %x, %y, %z = get_tile_block_id : tile<i32>
    print "block %d\\n", %x : tile<i32>
    return
  }
}
"""

STDOUT_COMMANDS = {
    "ops": "ops",
    "opt": "opt {}",
    "opt_generic": "opt -mlir-print-op-generic --mlir-print-debuginfo {}",
    "ptx": "ptx {} --kernel k",
    "run": "run {} --kernel k --grid 4 zeros:f32:16",
    "translate_bytecode": "translate -mlir-to-cudatilebc {}",
    "translate_roundtrip": "translate -test-cudatile-roundtrip {}",
}


@generator
def stdout_failures():
    for name, cmd in STDOUT_COMMANDS.items():
        for how in ("full", "closed"):
            write("error", f"stdout_{how}_{name}.mlir", PRINTING_KERNEL, f"{cmd}\nstdout: {how}")


# ---- nesting: past the limits (refused) and exactly at them (accepted) ----

# dialect/src/limits.rs
MAX_REGION_DEPTH = 256
MAX_ATTRIBUTE_DEPTH = 256
MAX_LOCATION_DEPTH = 256


def kernel_with(body, params="%out: tile<ptr<f32>>"):
    return ("cuda_tile.module @m {\n"
            f"  entry @k({params}) {{\n"
            "    %c = constant <i1: true> : tile<i1>\n"
            f"{body}\n"
            "    return\n"
            "  }\n"
            "}\n")


# One level a line, so that a diagnostic quotes a short line.

def nested_ifs(levels, inner='print "deep\\n"'):
    return "if %c {\n" * levels + inner + "\n}" * levels


def nested_loops(levels):
    return "loop {\n" * levels + "break" + "\n} break" * (levels - 1) + "\n}"


@generator
def nesting_past_the_limits():
    # The depth of the reported crash for ifs; the others well past the limits (every
    # level is refused the same way past the limit, so deeper files would test nothing more).
    write("error", "nested_ifs_3000.mlir", kernel_with(nested_ifs(3000)), "opt {}")
    write("error", "nested_loops.mlir", kernel_with(nested_loops(1000)), "check {}")
    write("error", "nested_generic_regions.mlir", '"test.op"() ({\n' * 500 + "}) : () -> ()\n" * 500,
          "check --allow-unregistered-dialect {}")
    write("error", "nested_modules.mlir", "module {\n" * 1000 + "}\n" * 1000, "opt {}")
    write("error", "nested_arrays.mlir", "#a = " + "[\n" * 1000 + "]" * 1000 + "\n", "opt {}")
    write("error", "nested_dictionaries.mlir",
          kernel_with('%x = constant <i32: 1> : tile<i32> {d = ' + "{a =\n" * 1000 + "unit" + "}" * 1000 + "}"), "check {}")
    write("error", "nested_fused_locations.mlir",
          kernel_with("%y = constant <i32: 1> : tile<i32> loc(" + "fused[\n" * 1000 + "unknown" + "]" * 1000 + ")"), "opt {}")
    write("error", "nested_name_locations.mlir",
          kernel_with("%y = constant <i32: 1> : tile<i32> loc(" + '"n"(\n' * 1000 + "unknown" + ")" * 1000 + ")"), "opt --mlir-print-debuginfo {}")


@generator
def nesting_at_the_limits():
    # The module's region and the entry's are two of the levels: 254 ifs or loops reach the limit.
    ifs = kernel_with(nested_ifs(MAX_REGION_DEPTH - 2))
    for name, cmd in [("opt", "opt --mlir-print-debuginfo {}"), ("generic", "opt -mlir-print-op-generic {}"),
                      ("check", "check {}"), ("translate", "translate -test-cudatile-roundtrip {}"),
                      ("run", "run {} --kernel k zeros:f32:1"), ("ptx", "ptx {} --kernel k")]:
        write("ok", f"limit_ifs_{name}.mlir", ifs, cmd)
    loops = kernel_with(nested_loops(MAX_REGION_DEPTH - 2))
    write("ok", "limit_loops_run.mlir", loops, "run {} --kernel k zeros:f32:1")
    write("ok", "limit_loops_ptx.mlir", loops, "ptx {} --kernel k")
    # Builtin modules around the cuda_tile module and its entry.
    modules = "module {\n" * (MAX_REGION_DEPTH - 2) + kernel_with("") + "}\n" * (MAX_REGION_DEPTH - 2)
    write("ok", "limit_modules.mlir", modules, "opt {}")
    write("ok", "limit_modules_check.mlir", modules, "check {}")
    # The innermost `[]` is a level too.
    arrays = kernel_with('%x = constant <i32: 1> : tile<i32> {d = ' + "[\n" * MAX_ATTRIBUTE_DEPTH + "]" * MAX_ATTRIBUTE_DEPTH + "}")
    write("ok", "limit_arrays.mlir", arrays, "opt -mlir-print-op-generic {}")
    write("ok", "limit_arrays_check.mlir", arrays, "check {}")
    dictionaries = kernel_with('%x = constant <i32: 1> : tile<i32> {d = ' + "{a =\n" * (MAX_ATTRIBUTE_DEPTH - 1) + "{}" + "}" * (MAX_ATTRIBUTE_DEPTH - 1) + "}")
    write("ok", "limit_dictionaries.mlir", dictionaries, "opt {}")
    # The innermost `unknown` is a level too.
    fused = kernel_with("%y = constant <i32: 1> : tile<i32> loc(" + "fused[\n" * (MAX_LOCATION_DEPTH - 1) + "unknown" + "]" * (MAX_LOCATION_DEPTH - 1) + ")")
    write("ok", "limit_fused_locations.mlir", fused, "opt --mlir-print-debuginfo {}")
    write("ok", "limit_fused_locations_translate.mlir", fused, "translate -test-cudatile-roundtrip --mlir-print-debuginfo {}")
    # A chain of lexical blocks: file, compile unit, subprogram and the blocks reach the limit.
    chain = [
        '#file = #cuda_tile.di_file<"k.py" in "/src">',
        "#cu = #cuda_tile.di_compile_unit<file = #file>",
        '#b0 = #cuda_tile.di_subprogram<file = #file, line = 1, name = "k", linkageName = "k", compileUnit = #cu>',
    ]
    blocks = MAX_ATTRIBUTE_DEPTH - 3
    for i in range(1, blocks + 1):
        chain.append(f"#b{i} = #cuda_tile.di_lexical_block<scope = #b{i - 1}, file = #file, line = {i}>")
    di = "\n".join(chain) + "\n" + (
        "cuda_tile.module @m {\n"
        "  entry @k(%out: tile<ptr<f32>>) {\n"
        f'    return loc(#cuda_tile.di_loc<loc("k.py":2:1) in #b{blocks}>)\n'
        '  } loc(#cuda_tile.di_loc<loc("k.py":1:1) in #b0>)\n'
        "}\n")
    write("ok", "limit_lexical_blocks.mlir", di, "translate -test-cudatile-roundtrip --mlir-print-debuginfo {}")
    write("ok", "limit_lexical_blocks_run.mlir", di, "run {} --kernel k zeros:f32:1")


# ---- aliases: shared, never expanded ----

def doubling_attributes(levels, leaf="[1, 2]"):
    lines = [f"#a0 = {leaf}"]
    lines += [f"#a{i} = [#a{i - 1}, #a{i - 1}]" for i in range(1, levels)]
    return "\n".join(lines) + "\n"


def doubling_locations(levels):
    """A fused DAG of plain positions, and a call-site DAG of debug-info locations."""
    lines = ['#f0 = loc("a.py":1:1)', '#f1 = loc("a.py":2:2)']
    lines += [f"#f{i} = loc(fused[#f{i - 1}, #f{i - 2}, #f{i - 1}])" for i in range(2, levels)]
    lines += ['#file = #cuda_tile.di_file<"k.py" in "/src">',
              "#cu = #cuda_tile.di_compile_unit<file = #file>",
              '#sp = #cuda_tile.di_subprogram<file = #file, line = 1, name = "k", linkageName = "k", compileUnit = #cu>',
              '#c0 = #cuda_tile.di_loc<loc("k.py":2:1) in #sp>']
    lines += [f"#c{i} = loc(callsite(#c{i - 1} at #c{i - 1}))" for i in range(1, levels)]
    return "\n".join(lines) + "\n"


@generator
def aliases_stay_shared():
    attrs = doubling_attributes(64) + kernel_with("%x = constant <i32: 1> : tile<i32> {big = #a63}")
    for name, cmd in [("opt", "opt {}"), ("generic", "opt -mlir-print-op-generic {}"), ("check", "check {}"),
                      ("translate", "translate -test-cudatile-roundtrip {}")]:
        write("ok", f"alias_dag_attributes_{name}.mlir", attrs, cmd)
    # A long string shared by a doubling DAG, and by two prints (printed in the generic form, by alias).
    leaves = ('#s = "' + "x" * 2000 + '"\n' + doubling_attributes(30, "#s")
              + kernel_with('print #s\n"cuda_tile.print"() <{str = #s}> : () -> ()\n'
                            '"cuda_tile.print"() <{str = #s}> : () -> ()\n'
                            "%x = constant <i32: 1> : tile<i32> {big = #a29}"))
    write("ok", "alias_dag_strings.mlir", leaves.replace("print #s\n", ""), "opt {}")
    locations = doubling_locations(64) + (
        "cuda_tile.module @m {\n"
        "  entry @k(%out: tile<ptr<f32>> loc(#f63)) {\n"
        "    %x = constant <i32: 1> : tile<i32> loc(#f63)\n"
        "    %y = constant <i32: 2> : tile<i32> loc(#c63)\n"
        "    return loc(#c63)\n"
        '  } loc(#cuda_tile.di_loc<loc("k.py":1:1) in #sp>)\n'
        "}\n")
    for name, cmd in [("opt", "opt {}"), ("opt_debuginfo", "opt --mlir-print-debuginfo {}"),
                      ("generic_debuginfo", "opt -mlir-print-op-generic --mlir-print-debuginfo {}"),
                      ("check", "check {}"), ("translate", "translate -mlir-to-cudatilebc {}"),
                      ("translate_roundtrip", "translate -test-cudatile-roundtrip --mlir-print-debuginfo {}"),
                      ("run", "run {} --kernel k zeros:f32:1"), ("ptx", "ptx {} --kernel k")]:
        write("ok", f"alias_dag_locations_{name}.mlir", locations, cmd)
    # A diagnostic quoting a DAG is cut short.
    write("error", "alias_dag_in_diagnostic.mlir", doubling_attributes(64) + kernel_with("return loc(#a63)"), "opt {}")
    # A chain of lexical blocks nests one level per block: past the limit it is refused, early.
    chain = ['#file = #cuda_tile.di_file<"k.py" in "/src">', "#cu = #cuda_tile.di_compile_unit<file = #file>",
             '#b0 = #cuda_tile.di_subprogram<file = #file, line = 1, name = "k", linkageName = "k", compileUnit = #cu>']
    chain += [f"#b{i} = #cuda_tile.di_lexical_block<scope = #b{i - 1}, file = #file, line = {i}>" for i in range(1, 260)]
    write("error", "alias_chain_lexical_blocks.mlir", "\n".join(chain) + "\n" + kernel_with(""), "check {}")


def main():
    for fn in GENERATORS:
        fn()


if __name__ == "__main__":
    main()
