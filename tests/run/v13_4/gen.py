#!/usr/bin/env python3
"""Writes kernels.mlir and the cases of 13.4's new ops, independently of
tilesmith: run `python3 gen.py` here (needs numpy and mpmath).

- fpowi: a float base to an integer power, the exact power (mpmath, 200
  bits) rounded once to the element type, with C's special cases (x**0 is 1
  for every x, NaN included; negative powers of zero are infinities of the
  base's sign for odd powers); 1 ulp allowed, as for the other math ops.
- fpowf: pow's 13.4 name, the same meaning (and pow itself).
- insert: numpy's slice assignment; a block outside the destination is an error.
- gdc_wait_tko, gdc_launch_dependents_tko, memory_fence_alias_tko: a copy
  ordered through them, which they must not disturb."""
import os
import sys

import mpmath
import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "gen"))
from common import RNG, case, load, store, write_kernels  # noqa: E402

FAMILY = "v13_4"
N = 64
mpmath.mp.prec = 200
NP = {"f16": np.float16, "f32": np.float32, "f64": np.float64, "i8": np.int8, "i16": np.int16, "i32": np.int32}
kernels = []


def exact_pow(x, n):
    """x**n rounded once from 200 bits (x a Python float, n an int)."""
    if n == 0:
        return 1.0
    if np.isnan(x):
        return float("nan")
    if x == 0.0:
        if n > 0:
            return 0.0 if (n % 2 == 0 or np.copysign(1.0, x) > 0) else -0.0
        return float("inf") if (n % 2 == 0 or np.copysign(1.0, x) > 0) else float("-inf")
    if np.isinf(x):
        mag = float("inf") if n > 0 else 0.0
        return -mag if (x < 0 and n % 2 == 1) else mag
    return mpmath.power(mpmath.mpf(x), n)


def to_type(v, ty):
    """Rounds an mpmath value (or float) once to `ty` (through a 200-bit
    decimal string, which numpy rounds correctly for f64; f32 and f16 are
    reached from f64 only where that is exact or far from a tie, checked)."""
    if isinstance(v, float):
        return NP[ty](v)
    d = float(mpmath.nstr(v, 60))
    r = NP[ty](d)
    if ty != "f64" and np.isfinite(r) and np.float64(r) != d:
        # Ties of the narrow type are f64 values: rounding the 200-bit value
        # to f64 first moves nothing across them unless it lands on one.
        lo, hi = np.nextafter(r, NP[ty](-np.inf)), np.nextafter(r, NP[ty](np.inf))
        for tie in ((np.float64(lo) + np.float64(r)) / 2, (np.float64(r) + np.float64(hi)) / 2):
            assert d != tie or mpmath.mpf(d) == v, "double rounding at a tie"
    return r


def binary_kernel(name, op, ty, ety):
    body = "\n".join([
        load("x", "%px", ty, [N]),
        load("n", "%pn", ety, [N]),
        f"  %r = {op} %x, %n : tile<{N}x{ty}>" + (f", tile<{N}x{ety}>" if op == "fpowi" else ""),
        store("%r", "%out", ty, [N]),
    ])
    kernels.append(f"  entry @{name}(%px: tile<ptr<{ty}>>, %pn: tile<ptr<{ety}>>, %out: tile<ptr<{ty}>>) {{\n{body}\n    return\n  }}\n")


def fpowi_case(ty, ety):
    name = f"fpowi_{ty}_{ety}"
    binary_kernel(name, "fpowi", ty, ety)
    special = [(0.0, -1), (-0.0, -3), (-0.0, 2), (float("nan"), 0), (0.0, 0), (float("inf"), -2), (float("-inf"), 3), (-2.0, 3), (-2.0, -3), (1.5, 7), (-1.0, 10**6 + 1 if ety == "i32" else 101), (2.0, -30)]
    xs = [s[0] for s in special]
    ns = [s[1] for s in special]
    lim = {"i8": 20, "i16": 60, "i32": 200}[ety]
    while len(xs) < N:
        xs.append(float(NP[ty](RNG.uniform(-3.0, 3.0))))
        ns.append(int(RNG.integers(-lim, lim + 1)))
    x = np.array(xs, dtype=NP[ty])
    n = np.array(ns, dtype=NP[ety])
    expected = np.array([to_type(exact_pow(float(a), int(b)), ty) for a, b in zip(x, n)], dtype=NP[ty])
    case(FAMILY, name, f"--kernel {name} x.npy n.npy zeros:{ty}:{N}", [("x.npy", x), ("n.npy", n)], {2: expected}, ulp=1)


def fpowf_cases():
    x = np.abs(RNG.uniform(0.1, 4.0, N)).astype(np.float32)
    y = RNG.uniform(-4.0, 4.0, N).astype(np.float32)
    expected = np.array([to_type(mpmath.power(mpmath.mpf(float(a)), mpmath.mpf(float(b))), "f32") for a, b in zip(x, y)], dtype=np.float32)
    # fpowf, and pow, its name until 13.3 (which `tilesmith run` still reads).
    for op in ["fpowf", "pow"]:
        name = f"{op}_f32"
        binary_kernel(name, op, "f32", "f32")
        case(FAMILY, name, f"--kernel {name} x.npy y.npy zeros:f32:{N}", [("x.npy", x), ("y.npy", y)], {2: expected}, ulp=1)


def insert_cases():
    body = "\n".join([
        load("d", "%pd", "f32", [8, 16]),
        load("s", "%ps", "f32", [4, 4]),
        "  %bx = constant <i32: 1> : tile<i32>",
        "  %by = constant <i32: 2> : tile<i32>",
        "  %r = insert %s, %d[%bx, %by] : tile<4x4xf32>, tile<8x16xf32>",
        store("%r", "%out", "f32", [8, 16]),
    ])
    kernels.append(f"  entry @insert_block(%pd: tile<ptr<f32>>, %ps: tile<ptr<f32>>, %out: tile<ptr<f32>>) {{\n{body}\n    return\n  }}\n")
    dst = RNG.standard_normal((8, 16)).astype(np.float32)
    src = RNG.standard_normal((4, 4)).astype(np.float32)
    want = dst.copy()
    want[4:8, 8:12] = src
    case(FAMILY, "insert_block", "--kernel insert_block dst.npy src.npy zeros:f32:128", [("dst.npy", dst.ravel()), ("src.npy", src.ravel())], {2: want.ravel()})
    # A rank-1 insert whose index comes from the launch: block 2 of 4-element
    # blocks of an 8-element tile does not exist.
    body = "\n".join([
        load("d", "%pd", "f32", [8]),
        load("s", "%ps", "f32", [4]),
        "  %r = insert %s, %d[%at] : tile<4xf32>, tile<8xf32>",
        store("%r", "%out", "f32", [8]),
    ])
    kernels.append(f"  entry @insert_at(%pd: tile<ptr<f32>>, %ps: tile<ptr<f32>>, %at: tile<i32>, %out: tile<ptr<f32>>) {{\n{body}\n    return\n  }}\n")
    d8 = np.arange(8, dtype=np.float32)
    s4 = -np.arange(1, 5, dtype=np.float32)
    want = d8.copy()
    want[4:8] = s4
    case(FAMILY, "insert_at_1", "--kernel insert_at dst.npy src.npy i32:1 zeros:f32:8", [("dst.npy", d8), ("src.npy", s4)], {3: want})
    case(FAMILY, "insert_outside", "--kernel insert_at dst.npy src.npy i32:2 zeros:f32:8", [("dst.npy", d8), ("src.npy", s4)],
         error="insert index 2 along dimension 0 names no block")


def ordered_copy_case():
    kernels.append(
        "  entry @ordered_copy(%pin: tile<ptr<f32>>, %out: tile<ptr<f32>>) {\n"
        + load("a", "%pin", "f32", [N]) + "\n"
        "  %w = gdc_wait_tko token = %a_tok -> token\n"
        "  %l = gdc_launch_dependents_tko token = %w -> token\n"
        "  %f = memory_fence_alias_tko %l\n"
        "  %o_i = iota : tile<64xi32>\n"
        "  %o_p1 = reshape %out : tile<ptr<f32>> -> tile<1xptr<f32>>\n"
        "  %o_pb = broadcast %o_p1 : tile<1xptr<f32>> -> tile<64xptr<f32>>\n"
        "  %o_pp = offset %o_pb, %o_i : tile<64xptr<f32>>, tile<64xi32> -> tile<64xptr<f32>>\n"
        "  %o_t = store_ptr_tko weak %o_pp, %a token = %f : tile<64xptr<f32>>, tile<64xf32> -> token\n"
        "    return\n  }\n")
    a = RNG.standard_normal(N).astype(np.float32)
    case(FAMILY, "ordered_copy", "--kernel ordered_copy a.npy zeros:f32:64", [("a.npy", a)], {1: a})


for ty, ety in [("f32", "i32"), ("f64", "i32"), ("f16", "i16"), ("f32", "i8")]:
    fpowi_case(ty, ety)
fpowf_cases()
insert_cases()
ordered_copy_case()
write_kernels(FAMILY, "// 13.4's ops (generated by gen.py).\ncuda_tile.module @v13_4 {\n" + "\n".join(kernels) + "}\n")
