"""Measures the PTX backend's math functions on a wide sample, through the
PTX emulator, against mpmath (rounded once to the element type): for each
function, element type and input range, the largest distance in ulps from
the correctly rounded result and how many results are not correctly rounded.

Not a test (tests/run/float/math_* and trig_large_* are): a measurement, for
docs/ptx.md.
Usage: python3 measure_math_ulps.py path/to/tilesmith [samples per range]
[--device cpu|ptx-emulator] [function ...] (the device is the emulator unless
given: cpu measures the interpreter; with function names, only their rows
are measured).
"""

import os
import random
import subprocess
import sys
import tempfile
from fractions import Fraction

import mpmath
import numpy as np

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import casegen  # noqa: E402

# The sines of the largest f64 arguments need their 1024 integer bits and 53
# more; mpmath raises its working precision for them, and 1200 bits leave
# room for the closest approaches to a multiple of pi/2 (2^-61).
mpmath.mp.prec = 1200
rng = random.Random(7)


def uniform(lo, hi):
    return lambda: rng.uniform(lo, hi)


def log_uniform(lo, hi):
    return lambda: 2.0 ** rng.uniform(lo, hi)


def signed(sampler):
    return lambda: sampler() * rng.choice([-1.0, 1.0])


def pow_args():
    """x log-uniform in [2^-30, 2^30], y keeping |y ln x| below 700."""
    x = 2.0 ** rng.uniform(-30, 30)
    bound = 700 / max(abs(mpmath.log(x)), 1e-9)
    y = rng.uniform(-float(bound), float(bound))
    if rng.random() < 0.25:
        x = -x
        y = float(round(y))
    return x, y


def near_one_pow():
    x = 1 + rng.uniform(-1e-6, 1e-6)
    y = rng.uniform(-1e8, 1e8)
    return x, y


def trig_ranges(ty):
    """Small, medium and large arguments (the largest up to the type's maximum)."""
    if ty == "f64":
        return [("[-10, 10]", uniform(-10, 10)), ("[-1e5, 1e5]", uniform(-1e5, 1e5)),
                ("+-2^[20, 1024]", signed(log_uniform(20, 1024)))]
    return [("+-2^[0, 20]", signed(log_uniform(0, 20))), ("+-2^[20, 128]", signed(log_uniform(20, 128)))]


# (function, element type, arity, mpmath reference, [(range name, sampler)])
FUNCTIONS = [
    ("exp", "f64", 1, mpmath.exp, [("[-745, 710]", uniform(-745, 710)), ("[-1, 1]", uniform(-1, 1))]),
    ("exp2", "f64", 1, lambda x: mpmath.mpf(2) ** x, [("[-1075, 1024]", uniform(-1075, 1024))]),
    ("log", "f64", 1, mpmath.log, [("2^[-1074, 1024]", log_uniform(-1074, 1024)), ("1 +- 1e-3", uniform(0.999, 1.001))]),
    ("log2", "f64", 1, lambda x: mpmath.log(x, 2), [("2^[-1074, 1024]", log_uniform(-1074, 1024)), ("1 +- 1e-3", uniform(0.999, 1.001))]),
    ("sin", "f64", 1, mpmath.sin, trig_ranges("f64")),
    ("cos", "f64", 1, mpmath.cos, trig_ranges("f64")),
    ("tan", "f64", 1, mpmath.tan, trig_ranges("f64")),
    ("sin", "f32", 1, mpmath.sin, trig_ranges("f32")),
    ("cos", "f32", 1, mpmath.cos, trig_ranges("f32")),
    ("tan", "f32", 1, mpmath.tan, trig_ranges("f32")),
    ("sinh", "f64", 1, mpmath.sinh, [("[-710, 710]", uniform(-710, 710)), ("[-1, 1]", uniform(-1, 1))]),
    ("cosh", "f64", 1, mpmath.cosh, [("[-710, 710]", uniform(-710, 710)), ("[-1, 1]", uniform(-1, 1))]),
    ("tanh", "f64", 1, mpmath.tanh, [("[-20, 20]", uniform(-20, 20)), ("[-1, 1]", uniform(-1, 1))]),
    ("pow", "f64", 2, mpmath.power, [("x 2^[-30, 30], |y ln x| < 700", pow_args), ("x 1 +- 1e-6, |y| < 1e8", near_one_pow)]),
]

NUMPY = {"f64": (np.float64, np.uint64, np.int64), "f32": (np.float32, np.uint32, np.int32)}


def ordered(ty, bits):
    """Bit patterns as integers in the order of their values."""
    width = 64 if ty == "f64" else 32
    signed_type = NUMPY[ty][2]
    magnitude = (bits & ((1 << (width - 1)) - 1)).astype(np.int64)
    return np.where(bits >> (width - 1) == 1, -magnitude, magnitude).astype(signed_type)


def correctly_rounded_bits(ty, v):
    """The bits of an mpmath value rounded once to `ty`."""
    v = mpmath.mpf(v)
    man, exp = v.man_exp  # man is the magnitude
    exact = Fraction(int(man)) * Fraction(2) ** int(exp) if man else Fraction(0)
    return casegen.fmt(ty).round(-exact if v < 0 else exact, "nearest_even")


def measure(tilesmith, device, name, ty, arity, reference, sampler, n):
    dtype, bits_type, _ = NUMPY[ty]
    args = [sampler() for _ in range(n)]
    columns = [[float(dtype(a if arity == 1 else a[i])) for a in args] for i in range(arity)]
    with tempfile.TemporaryDirectory() as d:
        params = ", ".join("%%a%d: tile<ptr<%s>>" % (i, ty) for i in range(arity))
        lines = ["cuda_tile.module @m {", "  entry @k(%s, %%r: tile<ptr<%s>>) {" % (params, ty), "    %%idx = iota : tile<%dxi32>" % n]
        for p in ["a%d" % i for i in range(arity)] + ["r"]:
            lines += ["    %%%s1 = reshape %%%s : tile<ptr<%s>> -> tile<1xptr<%s>>" % (p, p, ty, ty),
                      "    %%%sb = broadcast %%%s1 : tile<1xptr<%s>> -> tile<%dxptr<%s>>" % (p, p, ty, n, ty),
                      "    %%%sp = offset %%%sb, %%idx : tile<%dxptr<%s>>, tile<%dxi32> -> tile<%dxptr<%s>>" % (p, p, n, ty, n, n, ty)]
        for i in range(arity):
            lines.append("    %%x%d, %%t%d = load_ptr_tko weak %%a%dp : tile<%dxptr<%s>> -> tile<%dx%s>, token" % (i, i, i, n, ty, n, ty))
        lines.append("    %%y = %s %s : tile<%dx%s>" % (name, ", ".join("%%x%d" % i for i in range(arity)), n, ty))
        lines += ["    %%s = store_ptr_tko weak %%rp, %%y : tile<%dxptr<%s>>, tile<%dx%s> -> token" % (n, ty, n, ty), "    return", "  }", "}", ""]
        with open(os.path.join(d, "k.mlir"), "w") as f:
            f.write("\n".join(lines))
        files = []
        for i, col in enumerate(columns):
            files.append(os.path.join(d, "in%d.npy" % i))
            np.save(files[-1], np.array(col, dtype=dtype))
        out = os.path.join(d, "out")
        subprocess.run([tilesmith, "run", os.path.join(d, "k.mlir"), "--kernel", "k", *files, "zeros:%s:%d" % (ty, n), "--device", device,
                        "--max-steps", "1000000000", "--out", out], check=True, capture_output=True)
        got = np.load(os.path.join(out, "%d.npy" % arity)).view(bits_type)
    want = np.array([correctly_rounded_bits(ty, reference(*[mpmath.mpf(c[i]) for c in columns])) for i in range(n)], dtype=bits_type)
    distance = np.abs(ordered(ty, got).astype(np.int64) - ordered(ty, want).astype(np.int64))
    return int(distance.max()), int((distance != 0).sum())


def main():
    tilesmith = sys.argv[1]
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 1024
    rest = sys.argv[3:]
    device = "ptx-emulator"
    if rest[:1] == ["--device"]:
        device, rest = rest[1], rest[2:]
    only = set(rest)
    print("| function | type | inputs | max ulps | not correctly rounded (of %d) |" % n)
    print("|---|---|---|---|---|")
    for name, ty, arity, reference, ranges in FUNCTIONS:
        if only and name not in only:
            continue
        for label, sampler in ranges:
            worst, off = measure(tilesmith, device, name, ty, arity, reference, sampler, n)
            print("| %s | %s | %s | %d | %d |" % (name, ty, label, worst, off), flush=True)


if __name__ == "__main__":
    main()
