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


def main():
    for fn in GENERATORS:
        fn()


if __name__ == "__main__":
    main()
