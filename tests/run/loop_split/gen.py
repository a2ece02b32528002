#!/usr/bin/env python3
"""Writes kernel.mlir and the cases of loops that `loop-split` splits, with
plain Python integers, independently of tilesmith: run `python3 gen.py` here.

Each kernel is an i8 (a few i16) `for` (signed, or `for unsigned`) whose body branches on
a comparison of the induction variable with a value from outside the loop
(lt, le, gt, ge; the variable on the left or on the right), and folds every
iteration's branch value into a hash, acc * 31 + v, in i64 (wrapping). The
bounds, the step and the compared value are kernel arguments, so the pass
cannot see them; the values include the edges where the split point's
arithmetic could wrap (a bound of 127, -128, 255, a value beyond the bounds,
steps above 1). The runs check the kernel as written and, as every run case
is (tests/run.rs), after `loop-split` and `canonicalize`: the two loops must
compute the same hash.

The loop runs from the lower bound while iv < upper (as signed or unsigned
numbers of the type), adding the step, and stops rather than wraps."""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "gen"))
from common import write_case_folder  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
MASK = (1 << 64) - 1
PREDICATES = {"less_than": lambda a, b: a < b, "less_than_or_equal": lambda a, b: a <= b,
              "greater_than": lambda a, b: a > b, "greater_than_or_equal": lambda a, b: a >= b}
kernels = []


def kernel(name, predicate, unsigned, iv_left, ty="i8"):
    sign = "unsigned" if unsigned else "signed"
    loop = "for unsigned" if unsigned else "for"
    lhs, rhs = ("%i", "%b") if iv_left else ("%b", "%i")
    kernels.append(
        f"  entry @{name}(%lo: tile<{ty}>, %hi: tile<{ty}>, %step: tile<{ty}>, %b: tile<{ty}>, %out: tile<ptr<i64>>) {{\n"
        "    %z = constant <i64: 0> : tile<i64>\n"
        "    %k31 = constant <i64: 31> : tile<i64>\n"
        "    %k1000 = constant <i64: 1000> : tile<i64>\n"
        f"    %r = {loop} %i in (%lo to %hi, step %step) : tile<{ty}> iter_values(%acc = %z) -> (tile<i64>) {{\n"
        f"      %p = cmpi {predicate} {lhs}, {rhs}, {sign} : tile<{ty}> -> tile<i1>\n"
        f"      %w = exti %i {sign} : tile<{ty}> -> tile<i64>\n"
        "      %v = if %p -> (tile<i64>) {\n"
        "        %t = addi %w, %k1000 : tile<i64>\n"
        "        yield %t : tile<i64>\n"
        "      } else {\n"
        "        %t = subi %z, %w : tile<i64>\n"
        "        yield %t : tile<i64>\n"
        "      }\n"
        "      %m = muli %acc, %k31 : tile<i64>\n"
        "      %n = addi %m, %v : tile<i64>\n"
        "      continue %n : tile<i64>\n"
        "    }\n"
        "    %t = store_ptr_tko weak %out, %r : tile<ptr<i64>>, tile<i64> -> token\n"
        "    return\n  }\n")


def read(v, unsigned, bits=8):
    v &= (1 << bits) - 1
    return v if unsigned or v < (1 << (bits - 1)) else v - (1 << bits)


def expected(predicate, unsigned, iv_left, lo, hi, step, b, bits=8):
    lo, hi, step, b = (read(x, unsigned, bits) for x in (lo, hi, step, b))
    acc, i = 0, lo
    while i < hi:
        holds = PREDICATES[predicate](i, b) if iv_left else PREDICATES[predicate](b, i)
        v = i + 1000 if holds else -i
        acc = (acc * 31 + v) & MASK
        i += step
    return np.array([acc], dtype=np.uint64).view(np.int64)


# (lo, hi, step, b) as i8 bit patterns: the whole range, its edges, the value
# outside the bounds on either side, and steps that skip the split point.
SIGNED = [(-128, 127, 1, 127), (-128, 127, 1, -128), (-5, 20, 3, 7), (10, 40, 7, -100), (10, 40, 7, 100), (-100, -10, 4, -50)]
UNSIGNED = [(0, 255, 1, 255), (0, 255, 1, 0), (3, 200, 5, 130), (130, 250, 9, 20), (130, 250, 9, 254), (250, 255, 2, 251)]

for predicate in PREDICATES:
    for unsigned in (False, True):
        for iv_left in (True, False):
            name = f"{predicate}_{'u' if unsigned else 's'}_{'iv_left' if iv_left else 'iv_right'}"
            kernel(name, predicate, unsigned, iv_left)
            for k, (lo, hi, step, b) in enumerate(UNSIGNED if unsigned else SIGNED):
                case = f"{name}.{k}"
                args = f"../kernel.mlir --kernel {name} i8:{lo} i8:{hi} i8:{step} i8:{b} zeros:i64:1"
                write_case_folder(os.path.join(HERE, case), args, {}, {4: expected(predicate, unsigned, iv_left, lo, hi, step, b)})

# i16 loops, the split point at the type's edges.
for unsigned, values in ((False, [(-32768, 32767, 997, 32767), (-300, 300, 7, -1), (-32768, -32000, 1, -32768)]),
                         (True, [(0, 65535, 997, 65535), (65000, 65535, 3, 65534), (1, 300, 1, 0)])):
    name = f"less_than_or_equal_{'u' if unsigned else 's'}_i16"
    kernel(name, "less_than_or_equal", unsigned, True, "i16")
    for k, (lo, hi, step, b) in enumerate(values):
        args = f"../kernel.mlir --kernel {name} i16:{lo} i16:{hi} i16:{step} i16:{b} zeros:i64:1"
        write_case_folder(os.path.join(HERE, f"{name}.{k}"), args, {}, {4: expected("less_than_or_equal", unsigned, True, lo, hi, step, b, 16)})

with open(os.path.join(HERE, "kernel.mlir"), "w") as f:
    f.write("// Written by gen.py: loops that loop-split splits, their bounds and compared value unknown to it.\n")
    f.write("cuda_tile.module @kernels {\n" + "".join(kernels) + "}\n")
