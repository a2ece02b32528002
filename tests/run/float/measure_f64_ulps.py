"""Measures the PTX backend's f64 math functions on a wide sample, through
the PTX emulator, against mpmath (200-bit, rounded once to f64): for each
function and input range, the largest distance in ulps from the correctly
rounded result and how many results are not correctly rounded.

Not a test (tests/run/float/math_f64* are): a measurement, for docs/ptx.md.
Usage: python3 measure_f64_ulps.py path/to/tilesmith [samples per range]
"""

import os
import random
import subprocess
import sys
import tempfile

import mpmath
import numpy as np

mpmath.mp.prec = 200
rng = random.Random(7)


def uniform(lo, hi):
    return lambda: rng.uniform(lo, hi)


def log_uniform(lo, hi):
    return lambda: 2.0 ** rng.uniform(lo, hi)


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


# (function, arity, mpmath reference, [(range name, sampler)])
FUNCTIONS = [
    ("exp", 1, mpmath.exp, [("[-745, 710]", uniform(-745, 710)), ("[-1, 1]", uniform(-1, 1))]),
    ("exp2", 1, lambda x: mpmath.mpf(2) ** x, [("[-1075, 1024]", uniform(-1075, 1024))]),
    ("log", 1, mpmath.log, [("2^[-1074, 1024]", log_uniform(-1074, 1024)), ("1 +- 1e-3", uniform(0.999, 1.001))]),
    ("log2", 1, lambda x: mpmath.log(x, 2), [("2^[-1074, 1024]", log_uniform(-1074, 1024)), ("1 +- 1e-3", uniform(0.999, 1.001))]),
    ("sin", 1, mpmath.sin, [("[-10, 10]", uniform(-10, 10)), ("[-1e5, 1e5]", uniform(-1e5, 1e5))]),
    ("cos", 1, mpmath.cos, [("[-10, 10]", uniform(-10, 10)), ("[-1e5, 1e5]", uniform(-1e5, 1e5))]),
    ("tan", 1, mpmath.tan, [("[-10, 10]", uniform(-10, 10)), ("[-1e5, 1e5]", uniform(-1e5, 1e5))]),
    ("sinh", 1, mpmath.sinh, [("[-710, 710]", uniform(-710, 710)), ("[-1, 1]", uniform(-1, 1))]),
    ("cosh", 1, mpmath.cosh, [("[-710, 710]", uniform(-710, 710)), ("[-1, 1]", uniform(-1, 1))]),
    ("tanh", 1, mpmath.tanh, [("[-20, 20]", uniform(-20, 20)), ("[-1, 1]", uniform(-1, 1))]),
    ("pow", 2, mpmath.power, [("x 2^[-30, 30], |y ln x| < 700", pow_args), ("x 1 +- 1e-6, |y| < 1e8", near_one_pow)]),
]


def ordered(bits):
    """f64 bit patterns as integers in the order of their values."""
    return np.where(bits >> 63 == 1, -(bits & ((1 << 63) - 1)).astype(np.int64), bits.astype(np.int64))


def measure(tilesmith, name, arity, reference, sampler, n):
    args = [sampler() for _ in range(n)]
    columns = [[a if arity == 1 else a[i] for a in args] for i in range(arity)]
    with tempfile.TemporaryDirectory() as d:
        params = ", ".join("%%a%d: tile<ptr<f64>>" % i for i in range(arity))
        lines = ["cuda_tile.module @m {", "  entry @k(%s, %%r: tile<ptr<f64>>) {" % params, "    %%idx = iota : tile<%dxi32>" % n]
        for p in ["a%d" % i for i in range(arity)] + ["r"]:
            lines += ["    %%%s1 = reshape %%%s : tile<ptr<f64>> -> tile<1xptr<f64>>" % (p, p),
                      "    %%%sb = broadcast %%%s1 : tile<1xptr<f64>> -> tile<%dxptr<f64>>" % (p, p, n),
                      "    %%%sp = offset %%%sb, %%idx : tile<%dxptr<f64>>, tile<%dxi32> -> tile<%dxptr<f64>>" % (p, p, n, n, n)]
        for i in range(arity):
            lines.append("    %%x%d, %%t%d = load_ptr_tko weak %%a%dp : tile<%dxptr<f64>> -> tile<%dxf64>, token" % (i, i, i, n, n))
        lines.append("    %%y = %s %s : tile<%dxf64>" % (name, ", ".join("%%x%d" % i for i in range(arity)), n))
        lines += ["    %%s = store_ptr_tko weak %%rp, %%y : tile<%dxptr<f64>>, tile<%dxf64> -> token" % (n, n), "    return", "  }", "}", ""]
        with open(os.path.join(d, "k.mlir"), "w") as f:
            f.write("\n".join(lines))
        files = []
        for i, col in enumerate(columns):
            files.append(os.path.join(d, "in%d.npy" % i))
            np.save(files[-1], np.array(col, dtype=np.float64))
        out = os.path.join(d, "out")
        subprocess.run([tilesmith, "run", os.path.join(d, "k.mlir"), "--kernel", "k", *files, "zeros:f64:%d" % n, "--device", "ptx-emulator",
                        "--max-steps", "1000000000", "--out", out], check=True, capture_output=True)
        got = np.load(os.path.join(out, "%d.npy" % arity)).view(np.uint64)
    want = np.array([float(reference(*[mpmath.mpf(c[i]) for c in columns])) for i in range(n)], dtype=np.float64).view(np.uint64)
    distance = np.abs(ordered(got) - ordered(want))
    return int(distance.max()), int((distance != 0).sum())


def main():
    tilesmith = sys.argv[1]
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 1024
    print("| function | inputs | max ulps | not correctly rounded (of %d) |" % n)
    print("|---|---|---|---|")
    for name, arity, reference, ranges in FUNCTIONS:
        for label, sampler in ranges:
            worst, off = measure(tilesmith, name, arity, reference, sampler, n)
            print("| %s | %s | %d | %d |" % (name, label, worst, off), flush=True)


if __name__ == "__main__":
    main()
