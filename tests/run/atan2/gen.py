#!/usr/bin/env python3
"""Writes the atan2 cases (13.2) with mpmath, independently of tilesmith: run
`python3 gen.py` here (numpy 2.4.6, ml_dtypes and mpmath 1.4.1 wrote them).

`atan2 %y, %x` is the angle of the point (x, y), C's atan2(y, x). Expected
values: mpmath's at 200 bits rounded once to f64, then, as the interpreter
rounds, to f32 and from that f32 to f16 or bf16; C's special cases (zeros,
infinities) from Python's math.atan2; NaN as the canonical NaN. Results are
held to 1 ulp (docs/ptx.md): each case runs the elements eight times over,
so the PTX backend evaluates them through its shared subroutine too."""
import math
import os
import sys
from fractions import Fraction

import mpmath
import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
import casegen  # noqa: E402
from casegen import CANONICAL_NAN, value_of, write_case  # noqa: E402

mpmath.mp.prec = 200
rng = np.random.default_rng(61)


def correctly_rounded(v):
    man, exp = mpmath.mpf(v).man_exp
    return math.copysign(float(Fraction(man) * Fraction(2) ** exp), v) if man else 0.0


def expected(ty, y, x):
    if math.isnan(y) or math.isnan(x):
        return CANONICAL_NAN[ty]
    if y == 0 or x == 0 or math.isinf(y) or math.isinf(x):
        r = math.atan2(y, x)
    else:
        r = correctly_rounded(mpmath.atan2(mpmath.mpf(y), mpmath.mpf(x)))
    if ty != "f64":
        r = float(np.float32(r))
    return casegen.bits_of_values(ty, [r])[0]


SPECIAL = [0.0, -0.0, math.inf, -math.inf, math.nan, 1.0, -1.0]


def pairs(ty):
    tiny = {"f64": 5e-324, "f32": 1e-45, "f16": 6e-8, "bf16": 1e-40}[ty]
    big = {"f64": 1e308, "f32": 3e38, "f16": 6e4, "bf16": 3e38}[ty]
    out = [(a, b) for a in SPECIAL for b in SPECIAL][:49]
    out += [(1.0, 1.0), (-1.0, -1.0), (1.0, 1.0 + 2 ** -20), (3.0, -3.0), (tiny, 1.0), (1.0, tiny), (-tiny, -1.0), (big, tiny),
            (tiny, big), (big, -big), (1.0, 8.0 / 1.5), (1.0, 16.0 / 3.0), (3.0, 16.0), (5.0, 16.0), (-7.0, 16.0)]
    while len(out) < 128:
        span = 10 if ty == "f16" else 30
        e = rng.integers(-span, span, size=2)
        out.append(tuple(float(v) for v in rng.uniform(-1, 1, size=2) * 2.0 ** e))
    return out[:128]


for ty in ["f64", "f32", "f16", "bf16"]:
    ps = pairs(ty)
    ys = casegen.bits_of_values(ty, [p[0] for p in ps])
    xs = casegen.bits_of_values(ty, [p[1] for p in ps])
    exp = []
    for yb, xb in zip(ys, xs):
        y, x = (float(np.array([b], dtype=casegen.BITS_DTYPE[casegen.WIDTH[ty]]).view(casegen.DTYPES[ty][0] if ty != "bf16" else np.uint16)[0]) for b in (yb, xb))
        if ty == "bf16":
            y, x = (float(np.array([b << 16], dtype=np.uint32).view(np.float32)[0]) for b in (yb, xb))
        exp.append(expected(ty, y, x))
    write_case(os.path.join(HERE, "atan2_%s" % ty), [(ty, ys * 8), (ty, xs * 8)], [(ty, exp * 8)], ["%%y0 = atan2 %%x0, %%x1 : tile<{N}x%s>" % ty], ulp=1)
