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

def main():
    for fn in GENERATORS:
        fn()


if __name__ == "__main__":
    main()
