"""Writes the generated inputs of tests/hostile (deterministic; run from anywhere).

    python3 tests/hostile/gen.py

Each generator below writes one input file (and its .cmd) into error/ or ok/;
the .expected files are blessed by the test (BLESS=1 cargo test --test hostile).

Bytecode (written by tilebc.py), each file under several commands
(translate_*, ptx_*, run_*, emulator_*):
- tiles_breaking_the_shape_rules: *_tile_not_power_of_two, *_tile_2pow32_elements,
  *_tile_i64_max_elements, *_tile_elements_overflow_i64, *_tile_negative_dimension,
  *_tile_zero_dimension;
- views_breaking_their_rules: *_dim_map_*, *_partition_*, *_tensor_view_*;
- bytecode_nesting_past_the_limits: ok/translate_regions_254_deep, *_regions_255_deep,
  translate_regions_500_deep.mlir (text), *_types_300_deep,
  *_attributes_300_deep;
- debug_info_past_the_limits: *_debug_scope_300_deep,
  ok/translate_debug_scope_shared_5000_times;
- indices_and_counts_the_reader_must_not_trust: *_type_refers_to_itself,
  *_type_index_out_of_range, *_tile_of_tile, *_pointer_to_tile,
  *_operand_index_out_of_range, *_result_count_2pow60, *_dimension_count_2pow40,
  *_constant_index_out_of_range.
"""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import tilebc  # noqa: E402  (beside this file)


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


# ---- bytecode with hostile types, counts, indices and nesting ----
#
# Each is a small kernel written by tilebc.py with one thing wrong; the same
# file goes to several commands (translate, ptx, run), which must all refuse
# it with the reader's error instead of panicking, allocating without bound
# or computing wrong values.


def vector_add(shape):
    """c = a + b through pointer tiles of `shape` (the shape is not checked)."""
    m = tilebc.Module()
    f32, i32 = m.scalar("f32"), m.scalar("i32")
    p = m.ptr(f32)
    scalar_p = m.tile([], p)
    sig = m.func([scalar_p, scalar_p, scalar_p], [])
    one_p = m.tile([1], p)
    ptrs, ints, floats, tok = m.tile(shape, p), m.tile(shape, i32), m.tile(shape, f32), m.token()
    op = tilebc.op
    body = b"".join(
        [op("reshape", one_p, k) for k in range(3)]  # values 3, 4, 5
        + [op("broadcast", ptrs, 3 + k) for k in range(3)]  # 6, 7, 8
        + [op("iota", ints)]  # 9
        + [op("offset", ptrs, 6 + k, 9) for k in range(3)]  # 10, 11, 12
        # load_ptr_tko: result types, flags, ordering (weak), source: 13/14, 15/16
        + [op("load_ptr_tko", floats, tok, 0, 0, 10), op("load_ptr_tko", floats, tok, 0, 0, 11)]
        + [op("addf", floats, 0, 0, 13, 15)]  # flags, rounding, lhs, rhs: 17
        + [op("store_ptr_tko", tok, 0, 0, 12, 17), op("return", 0, 0)]
    )
    m.function("vadd", sig, body)
    return m.bytes()


def view_copy(tile_shape, tv_shape, tv_strides, dim_map=None, padding=None, element="f32"):
    """Copies tile `block id` of a tensor view through a partition view (any parameters)."""
    m = tilebc.Module()
    elem, i32 = m.scalar(element), m.scalar("i32")
    p = m.ptr(elem)
    scalar_p = m.tile([], p)
    sig = m.func([scalar_p, scalar_p], [])
    index = m.tile([], i32)
    tv = m.tensor_view(elem, tv_shape, tv_strides)
    pv = m.partition_view(tile_shape, tv, list(range(len(tile_shape))) if dim_map is None else dim_map, padding)
    tile, tok = m.tile(tile_shape, elem), m.token()
    rank = len(tile_shape)  # indices: the block id in every dimension
    op = tilebc.op
    body = b"".join(
        [
            op("get_tile_block_id", index, index, index),  # values 2, 3, 4
            # make_tensor_view: results count, type, base, no dynamic sizes or strides: 5, 6
            op("make_tensor_view", 1, tv, 0, 0, 0),
            op("make_tensor_view", 1, tv, 1, 0, 0),
            op("make_partition_view", pv, 5),  # 7
            op("make_partition_view", pv, 6),  # 8
            # load_view_tko: results count, types, flags, ordering, view, index count, index: 9, 10
            op("load_view_tko", 2, tile, tok, 0, 0, 7, rank, *[2] * rank),
            op("store_view_tko", 1, tok, 0, 0, 9, 8, rank, *[2] * rank),
            op("return", 0, 0),
        ]
    )
    m.function("copy", sig, body)
    return m.bytes()


def bytecode_nested_ifs(depth):
    """`depth` ifs, each in the then-region of the one before."""
    m = tilebc.Module()
    i1 = m.tile([], m.scalar("i1"))
    sig = m.func([], [])
    true = m.constant(b"\xff")
    op = tilebc.op
    then_ops = [op("yield", 0, 0)]
    for _ in range(depth):
        # no results, condition value 0, two regions: then (one block), else (no block)
        inner = op("if", 0, 0, 2, tilebc.region(([], then_ops)), tilebc.region())
        then_ops = [inner, op("yield", 0, 0)]
    m.function("nest", sig, op("constant", i1, true) + inner + op("return", 0, 0))
    return m.bytes()


BYTECODE_COMMANDS = {
    "translate": "translate -cudatilebc-to-mlir {}",
    "ptx": "ptx {} --kernel KERNEL --arch sm_80",
    "run": "run {} --kernel KERNEL --grid 1 ARGS",
    "emulator": "run {} --device ptx-emulator --kernel KERNEL --grid 1 ARGS",
}


def bytecode_case(name, data, kernel, args, commands):
    for c in commands:
        cmd = BYTECODE_COMMANDS[c].replace("KERNEL", kernel).replace("ARGS", args)
        write("error", f"{c}_{name}.tileirbc", data, cmd)


@generator
def tiles_breaking_the_shape_rules():
    vadd_args = "zeros:f32:4 zeros:f32:4 zeros:f32:4"
    every = ["translate", "ptx", "run", "emulator"]
    # Reported: wrong values on the PTX emulator (a 3-element tile laid out as if a power of two).
    bytecode_case("tile_not_power_of_two", vector_add([3]), "vadd", vadd_args, every)
    # Reported: `ptx` tried to allocate 32 GiB; 2^63 - 1 elements overflowed the contiguity analysis.
    bytecode_case("tile_2pow32_elements", vector_add([1 << 32]), "vadd", vadd_args, every)
    bytecode_case("tile_i64_max_elements", vector_add([(1 << 63) - 1]), "vadd", vadd_args, every)
    bytecode_case("tile_elements_overflow_i64", vector_add([1 << 40, 1 << 40]), "vadd", vadd_args, ["translate", "ptx"])
    bytecode_case("tile_negative_dimension", vector_add([-4]), "vadd", vadd_args, ["translate", "run"])
    bytecode_case("tile_zero_dimension", vector_add([0]), "vadd", vadd_args, ["translate", "ptx"])


@generator
def views_breaking_their_rules():
    copy_args = "zeros:f32:16 zeros:f32:16"
    cases = {
        # Reported: a dim_map naming a dimension the tensor view does not have.
        "dim_map_out_of_range": view_copy([4], [16], [1], dim_map=[5]),
        "dim_map_i32_max": view_copy([4], [16], [1], dim_map=[0x7FFFFFFF]),
        "dim_map_negative": view_copy([4], [16], [1], dim_map=[-1]),
        "dim_map_twice": view_copy([4, 4], [16, 16], [16, 1], dim_map=[1, 1]),
        "dim_map_short": view_copy([4, 4], [16, 16], [16, 1], dim_map=[0]),
        "partition_tile_not_power_of_two": view_copy([3], [16], [1]),
        "partition_tile_2pow30": view_copy([1 << 30], [1 << 30], [1]),
        "partition_rank_mismatch": view_copy([4, 4], [16], [1], dim_map=[0, 1]),
        "partition_rank_zero": view_copy([], [], []),
        "partition_padding_nan_on_integers": view_copy([4], [16], [1], padding=2, element="i32"),
        "tensor_view_zero_size": view_copy([4], [0], [1]),
        "tensor_view_negative_stride": view_copy([4], [16], [-1]),
        "tensor_view_strides_rank": view_copy([4], [16], [1, 1]),
    }
    for name, data in cases.items():
        bytecode_case(name, data, "copy", copy_args, ["translate", "ptx"] if "dim_map" not in name else ["translate", "ptx", "run", "emulator"])


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
    # Builtin modules around the cuda_tile module and its entry (the outermost
    # builtin module is not a level: bytecode has none, and text without one
    # gets one around it).
    modules = "module {\n" * (MAX_REGION_DEPTH - 1) + kernel_with("") + "}\n" * (MAX_REGION_DEPTH - 1)
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


# ---- run: launch sizes, work limits, memory budget, launch arguments ----

EMPTY_KERNEL = """cuda_tile.module @m {
  entry @k() {
    return
  }
}
"""

# One parameter of each kind the launch-argument cases need.
ARG_KERNEL = """cuda_tile.module @m {
  entry @buffer(%p: tile<ptr<f32>>) {
    return
  }
  entry @scalars(%a: tile<i8>, %b: tile<i16>, %c: tile<i32>, %d: tile<i64>, %e: tile<f16>, %f: tile<f32>, %g: tile<f64>, %h: tile<i1>) {
    return
  }
}
"""


def write_bytes(outcome, name, data):
    with open(os.path.join(HERE, outcome, name), "wb") as f:
        f.write(data)


@generator
def run_grids():
    # Tile blocks are made as they run: a grid of 2^31 (or 2^93) tile blocks
    # allocates nothing up front and is stopped by the launch's work limit.
    write("error", "run_grid_2147483647.mlir", EMPTY_KERNEL, "run {} --kernel k --grid 2147483647 --max-work 100000")
    write("error", "run_grid_all_dimensions_max.mlir", EMPTY_KERNEL,
          "run {} --kernel k --grid 2147483647,2147483647,2147483647 --sequential --max-work 100000")
    write("error", "run_grid_2147483647_ptx_emulator.mlir", EMPTY_KERNEL,
          "run {} --kernel k --grid 2147483647 --device ptx-emulator --max-work 1000000")
    # A large grid runs, holding nothing per tile block.
    write("ok", "run_grid_90000.mlir", EMPTY_KERNEL, "run {} --kernel k --grid 300,300")
    for name, grid in [("zero", "0"), ("negative", "-3"), ("four_dimensions", "1,1,1,1"), ("empty_dimension", "4,,2"),
                       ("above_i32", "2147483648"), ("above_u64", "99999999999999999999"), ("hex", "0x10"),
                       ("exponent", "1e3"), ("trailing_comma", "4,")]:
        write("error", f"run_grid_{name}.mlir", EMPTY_KERNEL, f"run {{}} --kernel k --grid {grid}")


@generator
def run_work():
    # 4096 x 4096 x 4096: the mmaf alone is 2^36 multiply-adds.
    write("error", "run_mmaf_4096_cubed.mlir", """cuda_tile.module @m {
  entry @k() {
    %a = constant <f32: 1.0> : tile<4096x4096xf32>
    %c = constant <f32: 0.0> : tile<4096x4096xf32>
    %r = mmaf %a, %a, %c : tile<4096x4096xf32>, tile<4096x4096xf32>, tile<4096x4096xf32>
    return
  }
}
""", "run {} --kernel k --max-steps 100000000")
    # Lowered to PTX, tiles are unrolled: the kernel would be gigabytes of PTX.
    write("error", "run_mmaf_4096_cubed_ptx_emulator.mlir", open(os.path.join(HERE, "error", "run_mmaf_4096_cubed.mlir")).read(),
          "run {} --kernel k --device ptx-emulator")
    write("error", "ptx_mmaf_4096_cubed.mlir", open(os.path.join(HERE, "error", "run_mmaf_4096_cubed.mlir")).read(),
          "ptx {} --kernel k --arch sm_90")
    # A reduction and a scan count every element they combine (and the body's ops).
    write("error", "run_reduce_counts_elements.mlir", """cuda_tile.module @m {
  entry @k() {
    %a = iota : tile<262144xi32>
    %r = reduce %a dim=0 identities=[0 : i32] : tile<262144xi32> -> tile<i32>
    (%x: tile<i32>, %acc: tile<i32>) {
      %s = addi %x, %acc : tile<i32>
      yield %s : tile<i32>
    }
    return
  }
}
""", "run {} --kernel k --max-steps 400000")
    write("error", "run_scan_counts_elements.mlir", """cuda_tile.module @m {
  entry @k() {
    %a = iota : tile<262144xi32>
    %r = scan %a dim=0 reverse=false identities=[0 : i32] : tile<262144xi32> -> tile<262144xi32>
    (%x: tile<i32>, %acc: tile<i32>) {
      %s = addi %x, %acc : tile<i32>
      yield %s : tile<i32>
    }
    return
  }
}
""", "run {} --kernel k --max-steps 400000")


@generator
def run_memory():
    # 64 valid globals of 128 MiB each in a few kilobytes of text.
    lines = ["cuda_tile.module @m {"]
    lines += [f"  global @g{i} <f64: 0.0> : tile<16777216xf64>" for i in range(64)]
    lines += ["  entry @k() {", "    return", "  }", "}", ""]
    write("error", "run_globals_over_budget.mlir", "\n".join(lines), "run {} --kernel k")
    write("error", "run_globals_over_budget_ptx_emulator.mlir", "\n".join(lines), "run {} --kernel k --device ptx-emulator")
    # A large global is within the budget.
    write("ok", "run_global_32_mib.mlir", """cuda_tile.module @m {
  global @g <f64: 0.5> : tile<4194304xf64>
  entry @k() {
    %p = get_global @g : tile<ptr<f64>>
    %v, %t = load_ptr_tko weak %p : tile<ptr<f64>> -> tile<f64>, token
    print "%f\\n", %v : tile<f64>
    return
  }
}
""", "run {} --kernel k")
    # Tiles the kernel keeps: the ninth 128 MiB constant is over a 1 GB budget.
    body = "\n".join(f"    %c{i} = constant <i64: {i}> : tile<16777216xi64>" for i in range(9))
    write("error", "run_tiles_over_budget.mlir", f"""cuda_tile.module @m {{
  entry @k() {{
{body}
    return
  }}
}}
""", "run {} --kernel k --memory-budget 1000000000")
    # A print makes far more text than its tile holds (4 KiB per element here).
    write("error", "run_print_over_budget.mlir", """cuda_tile.module @m {
  entry @k() {
    %a = iota : tile<1048576xi32>
    print "%4096d", %a : tile<1048576xi32>
    return
  }
}
""", "run {} --kernel k --memory-budget 100000000")
    # Zeroed buffers: 4 GiB is allowed but cannot be had under the test's cap.
    write("error", "run_zeros_4_gib.mlir", ARG_KERNEL, "run {} --kernel buffer zeros:f32:1073741824")
    write("error", "run_zeros_4_gib_ptx_emulator.mlir", ARG_KERNEL, "run {} --kernel buffer zeros:f32:1073741824 --device ptx-emulator")
    write("error", "run_zeros_over_4_gib.mlir", ARG_KERNEL, "run {} --kernel buffer zeros:f32:1073741825")
    write("error", "run_zeros_count_overflow.mlir", ARG_KERNEL, "run {} --kernel buffer zeros:f32:99999999999999999999")
    write("error", "run_zeros_negative.mlir", ARG_KERNEL, "run {} --kernel buffer zeros:f32:-1")


def npy(header, data=b"", magic=b"\x93NUMPY", version=(1, 0)):
    """A .npy file with this header text (padded as numpy pads it)."""
    header = header.encode() if isinstance(header, str) else header
    length = len(magic) + 2 + (2 if version[0] == 1 else 4)
    header += b" " * ((64 - (length + len(header) + 1) % 64) % 64) + b"\n"
    size = len(header).to_bytes(2 if version[0] == 1 else 4, "little")
    return magic + bytes(version) + size + header + data


@generator
def run_npy():
    f4 = "{'descr': '<f4', 'fortran_order': False, 'shape': (%s), }"
    files = {
        # A header claiming 2^62 elements over 8 bytes of data.
        "huge_shape": npy(f4 % "4611686018427387904,", b"\0" * 8),
        # A shape whose element count overflows.
        "overflowing_shape": npy(f4 % "4294967296, 4294967296, 4294967296", b"\0" * 8),
        "negative_shape": npy(f4 % "-1,", b"\0" * 8),
        "truncated": npy(f4 % "4,", b"\0" * 12),
        "too_long": npy(f4 % "4,", b"\0" * 20),
        "fortran_order": npy("{'descr': '<f4', 'fortran_order': True, 'shape': (2, 2), }", b"\0" * 16),
        "big_endian": npy("{'descr': '>f4', 'fortran_order': False, 'shape': (2,), }", b"\0" * 8),
        "complex": npy("{'descr': '<c8', 'fortran_order': False, 'shape': (2,), }", b"\0" * 16),
        "object": npy("{'descr': '|O', 'fortran_order': False, 'shape': (2,), }", b"\0" * 16),
        "structured": npy("{'descr': [('a', '<f4')], 'fortran_order': False, 'shape': (2,), }", b"\0" * 8),
        "wrong_dtype": npy("{'descr': '<f8', 'fortran_order': False, 'shape': (2,), }", b"\0" * 16),
        "no_descr": npy("{'fortran_order': False, 'shape': (2,), }", b"\0" * 8),
        "no_shape": npy("{'descr': '<f4', 'fortran_order': False, }", b"\0" * 8),
        "header_not_text": npy(b"{'descr': '<f4', \xff\xfe 'shape': (2,), }", b"\0" * 8),
        "header_past_end": b"\x93NUMPY\x01\x00\xff\xff{'descr'",
        "version_9": npy(f4 % "2,", b"\0" * 8, version=(9, 0)),
        "version_2_truncated": b"\x93NUMPY\x02\x00\x10",
        "not_npy": b"PK\x03\x04 a zip file, not a .npy one",
        "empty": b"",
    }
    for name, data in files.items():
        write_bytes("error", f"run_npy_{name}.npy", data)
        write("error", f"run_npy_{name}.mlir", ARG_KERNEL, f"run {{}} --kernel buffer run_npy_{name}.npy")
    # A device that never ends is no .npy file.
    write("error", "run_npy_dev_zero.mlir", ARG_KERNEL, "run {} --kernel buffer /dev/zero")
    write("error", "run_npy_directory.mlir", ARG_KERNEL, "run {} --kernel buffer .")


@generator
def run_scalars():
    good = ["i8:1", "i16:1", "i32:1", "i64:1", "f16:1", "f32:1", "f64:1", "i1:true"]
    bad = {
        "i8_above": (0, "i8:256"),
        "i8_below": (0, "i8:-129"),
        "i16_above": (1, "i16:65536"),
        "i32_above": (2, "i32:4294967296"),
        "i32_empty_hex": (2, "i32:0x"),
        "i32_double_minus": (2, "i32:--5"),
        "i32_float": (2, "i32:1.5"),
        "i64_above_u64": (3, "i64:18446744073709551616"),
        "i64_below": (3, "i64:-9223372036854775809"),
        "f16_overflows": (4, "f16:70000"),
        "f32_overflows": (5, "f32:1e39"),
        "f64_overflows": (6, "f64:1e400"),
        "f32_not_a_number": (5, "f32:abc"),
        "i1_two": (7, "i1:2"),
        "wrong_type": (2, "i64:1"),
        "buffer_for_scalar": (2, "zeros:i32:4"),
    }
    for name, (position, text) in bad.items():
        args = list(good)
        args[position] = text
        write("error", f"run_scalar_{name}.mlir", ARG_KERNEL, "run {} --kernel scalars " + " ".join(args))
    write("ok", "run_scalar_extremes.mlir", ARG_KERNEL,
          "run {} --kernel scalars i8:-128 i16:65535 i32:-2147483648 i64:0xffffffffffffffff f16:65504 f32:-inf f64:nan i1:0")
@generator
def bytecode_nesting_past_the_limits():
    # 254 ifs in an entry: region depth 256 (the module's body is 1), the deepest read.
    write("ok", "translate_regions_254_deep.tileirbc", bytecode_nested_ifs(254), "translate -cudatilebc-to-mlir {}")
    bytecode_case("regions_255_deep", bytecode_nested_ifs(255), "nest", "", ["translate", "run"])
    # Reported: our writer wrote 500-deep regions that our reader refused (the text
    # parser now refuses them first; dialect/src/bytecode/tests.rs tests the writer).
    text = "cuda_tile.module @kernels {\n  entry @nest() {\n    %c = constant <i1: true> : tile<i1>\n"
    text += "    if %c {\n" * 500 + "    }\n" * 500 + "    return\n  }\n}\n"
    write("error", "translate_regions_500_deep.mlir", text, "translate -mlir-to-cudatilebc -no-implicit-module {}")

    # Function types nested 300 deep, one inside the next.
    m = tilebc.Module()
    t = m.func([], [])
    for _ in range(300):
        t = m.func([t], [])
    m.function("deep", t, tilebc.op("return", 0, 0))
    bytecode_case("types_300_deep", m.bytes(), "deep", "", ["translate", "ptx"])

    # Optimization hints holding arrays nested 300 deep.
    m = tilebc.Module()
    sig = m.func([], [])
    array = tilebc.fields(6, 0)  # ARRAY, no items
    for _ in range(300):
        array = tilebc.fields(6, 1) + array
    hints = tilebc.fields(11, 1, m.string("sm_90")) + array  # OPTIMIZATION_HINTS, one entry
    m.function("hinted", sig, tilebc.op("return", 0, 0), flags=tilebc.KERNEL | tilebc.HAS_HINTS, hints=hints)
    bytecode_case("attributes_300_deep", m.bytes(), "hinted", "", ["translate", "run"])


def debug_scopes(blocks, ops):
    """A kernel of `ops` iotas in a scope `blocks` lexical blocks deep, each
    op's location an entry of its own."""
    m = tilebc.Module()
    sig = m.func([], [])
    tile = m.tile([4], m.scalar("i32"))
    f = m.debug_entry(tilebc.fields(tilebc.DI_FILE, m.string("k.py"), m.string("/src")))
    unit = m.debug_entry(tilebc.fields(tilebc.DI_COMPILE_UNIT, f))
    subprogram = scope = m.debug_entry(tilebc.fields(tilebc.DI_SUBPROGRAM, f, 1, m.string("k"), m.string("k"), unit, 0))
    for _ in range(blocks):
        scope = m.debug_entry(tilebc.fields(tilebc.DI_LEXICAL_BLOCK, scope, f, 1, 0))
    # The function's location is in its subprogram, its ops' in the deep scope.
    locs = [m.debug_entry(tilebc.fields(tilebc.DI_LOC, subprogram, m.string("k.py"), 1, 1))]
    locs += [m.debug_entry(tilebc.fields(tilebc.DI_LOC, scope, m.string("k.py"), line, 1)) for line in range(2, ops + 3)]
    body = tilebc.op("iota", tile) * ops + tilebc.op("return", 0, 0)
    m.function("k", sig, body, debug=m.debug_run(locs))
    return m.bytes()


@generator
def debug_info_past_the_limits():
    # A scope 300 lexical blocks deep.
    bytecode_case("debug_scope_300_deep", debug_scopes(300, 1), "k", "", ["translate", "run"])
    # 5000 locations, each in a scope 250 blocks deep: each shares the scope (were it
    # copied, 2.5 million attributes from 100 kB), read and printed in linear time.
    write("ok", "translate_debug_scope_shared_5000_times.tileirbc", debug_scopes(250, 5000), "translate -cudatilebc-to-mlir --mlir-print-debuginfo {}")


@generator
def indices_and_counts_the_reader_must_not_trust():
    def kernel(body, types=None):
        m = tilebc.Module()
        sig = m.func([], [])
        for t in types or []:
            m.raw_type(t)
        m.function("k", sig, body)
        return m.bytes()

    op = tilebc.op
    cases = {
        # A pointer whose pointee is the pointer itself (type 1: the signature is type 0).
        "type_refers_to_itself": kernel(op("iota", 1) + op("return", 0, 0), [tilebc.fields(tilebc.POINTER, 1)]),
        "type_index_out_of_range": kernel(op("iota", 1000) + op("return", 0, 0)),
        # Type 1 is i32, type 2 a tile of it; the tile of a tile is refused before its shape is read.
        "tile_of_tile": kernel(op("iota", 3) + op("return", 0, 0), [tilebc.varint(3), tilebc.fields(tilebc.TILE, 1) + tilebc.i64_array([4]), tilebc.fields(tilebc.TILE, 2) + tilebc.i64_array([4])]),
        "pointer_to_tile": kernel(op("iota", 3) + op("return", 0, 0), [tilebc.varint(3), tilebc.fields(tilebc.TILE, 1) + tilebc.i64_array([4]), tilebc.fields(tilebc.POINTER, 2)]),
        "operand_index_out_of_range": kernel(op("return", 0, 1, 1 << 40)),
        "result_count_2pow60": kernel(op("return", 1 << 60)),
        "dimension_count_2pow40": kernel(op("iota", 2) + op("return", 0, 0), [tilebc.varint(3), tilebc.fields(tilebc.TILE, 1, 1 << 40)]),
        "constant_index_out_of_range": kernel(op("constant", 2, 7) + op("return", 0, 0), [tilebc.varint(3), tilebc.fields(tilebc.TILE, 1, 0)]),
    }
    for name, data in cases.items():
        bytecode_case(name, data, "k", "", ["translate", "ptx"])


def main():
    for fn in GENERATORS:
        fn()


if __name__ == "__main__":
    main()
