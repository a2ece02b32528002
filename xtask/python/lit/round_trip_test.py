#!/usr/bin/env python3
"""`%round_trip_test INPUT OUTPUT_BASE [FLAGS...]` for tilesmith, as upstream defines it.

Usage: round_trip_test.py [--target-version=V] TILESMITH INPUT OUTPUT_BASE [FLAGS...]

Upstream's test/Dialect/CudaTile/round_trip_test.sh (and test/round_trip_test.py) do, with
cuda-tile-translate and cuda-tile-opt:
  1. translate -mlir-to-cudatilebc -no-implicit-module INPUT -o BASE.out.tilebc
  2. translate -cudatilebc-to-mlir BASE.out.tilebc -o BASE.roundtrip.mlir FLAGS
  3. opt INPUT -no-implicit-module -o BASE.ref.mlir FLAGS
  4. BASE.ref.mlir and BASE.roundtrip.mlir must be equal, blank lines ignored (diff -B).
Here `tilesmith translate` and `tilesmith opt` stand in for the two tools, given the
`--target-version` of the suite's release when there is one.
"""

import difflib
import subprocess
import sys


def run(args):
    print("+ " + " ".join(args), flush=True)
    result = subprocess.run(args)
    if result.returncode != 0:
        print(f"round_trip_test: command failed with exit code {result.returncode}", file=sys.stderr)
        sys.exit(1)


def non_blank_lines(path):
    with open(path, encoding="utf-8") as f:
        return [line for line in f.read().splitlines() if line.strip()]


def main(argv):
    target = [argv.pop(1)] if len(argv) > 1 and argv[1].startswith("--target-version=") else []
    if len(argv) < 4:
        print(__doc__, file=sys.stderr)
        return 2
    tilesmith, source, base, flags = argv[1], argv[2], argv[3], argv[4:]
    bytecode, roundtrip, reference = f"{base}.out.tilebc", f"{base}.roundtrip.mlir", f"{base}.ref.mlir"
    run([tilesmith, "translate", *target, "-mlir-to-cudatilebc", "-no-implicit-module", source, "-o", bytecode])
    run([tilesmith, "translate", *target, "-cudatilebc-to-mlir", bytecode, "-o", roundtrip, *flags])
    run([tilesmith, "opt", *target, source, "-no-implicit-module", "-o", reference, *flags])
    expected, actual = non_blank_lines(reference), non_blank_lines(roundtrip)
    if expected != actual:
        print("round_trip_test: the round-tripped module differs from the reference:")
        for line in difflib.unified_diff(expected, actual, fromfile=reference, tofile=roundtrip, lineterm=""):
            print(line)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
