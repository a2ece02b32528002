"""Writes the conversion cases of tests/run/conversion/ (python3 make_cases.py).

Float results are exact values rounded to nearest even by casegen.Format
(which searches the representable values numpy and ml_dtypes enumerate);
ftof into f8E4M3FN and f8E5M2 saturates (PTX's .satfinite), itof overflows
to infinity, or NaN where the type has none.
"""

import math
import os
import sys
from fractions import Fraction

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
import casegen  # noqa: E402
from casegen import fmt, value_of, write_case, CANONICAL_NAN  # noqa: E402

rng = np.random.default_rng(7)


def convert(src, dst, bits, saturate=False):
    v = value_of(src, bits)
    f = fmt(dst)
    if v == ("nan",):
        return CANONICAL_NAN[dst]
    if isinstance(v, tuple) and v[0] == "inf":
        if saturate:
            return f.bits_of(f.max) | (f.sign_bit() if v[1] else 0)
        return f.inf_bits(v[1])
    if isinstance(v, tuple):
        return f.sign_bit() if v[1] else 0
    return f.round(v, "nearest_even", saturate=saturate)


def ftof_cases():
    n = 64
    vals = [0.0, -0.0, np.inf, -np.inf, np.nan, 448.0, 464.0, 465.0, -480.0, 57344.0, 61439.0, 61440.0, 1e6, 65504.0, 65520.0,
            2**-9, 2**-10, 3 * 2**-11, 2**-16, 2**-17, 2**-24, 2**-25, 3 * 2**-26, 1.0 + 2**-8, 1.0 + 3 * 2**-8,
            1.0 + 2**-11, 1.0 + 3 * 2**-11, 1e-40, 3.0e38, -0.3]
    vals += list(rng.standard_normal(n - len(vals)) * np.exp2(rng.integers(-12, 12, n - len(vals))))
    a = casegen.bits_of_values("f32", vals)
    targets = [("f16", False), ("bf16", False), ("tf32", False), ("f64", False), ("f8E4M3FN", True), ("f8E5M2", True)]
    body, outs = [], []
    for j, (t, sat) in enumerate(targets):
        body.append("%%y%d = ftof %%x0 : tile<{N}xf32> -> tile<{N}x%s>" % (j, t))
        outs.append((t, [convert("f32", t, x, sat) for x in a]))
    write_case(os.path.join(HERE, "ftof_from_f32"), [("f32", a)], outs, body)
    # Into f32 and f64 from every small format (all 256 patterns of the fp8 ones).
    n = 256
    ins = [("f8E4M3FN", list(range(256))), ("f8E5M2", list(range(256))),
           ("f16", [int(x) for x in rng.integers(0, 1 << 16, n)]), ("bf16", [int(x) for x in rng.integers(0, 1 << 16, n)]),
           ("tf32", [int(x) << 13 for x in rng.integers(0, 1 << 19, n)]),
           ("f64", casegen.bits_of_values("f64", list(rng.standard_normal(n - 8) * np.exp2(rng.integers(-140, 140, n - 8))) + [1e300, -1e300, 1e-320, 1e-46, 2**-150, 3 * 2**-151, 1.0 + 2**-24, 1.0 + 3 * 2**-24]))]
    body, outs = [], []
    for i, (t, data) in enumerate(ins):
        dst = "f16" if t == "f8E5M2" else "f32"
        body.append("%%y%d = ftof %%x%d : tile<{N}x%s> -> tile<{N}x%s>" % (len(outs), i, t, dst))
        outs.append((dst, [convert(t, dst, x) for x in data]))
    body.append("%%y%d = ftof %%x1 : tile<{N}xf8E5M2> -> tile<{N}xf8E4M3FN>" % len(outs))
    outs.append(("f8E4M3FN", [convert("f8E5M2", "f8E4M3FN", x, True) for x in ins[1][1]]))
    body.append("%%y%d = ftof %%x3 : tile<{N}xbf16> -> tile<{N}xf16>" % len(outs))
    outs.append(("f16", [convert("bf16", "f16", x) for x in ins[3][1]]))
    write_case(os.path.join(HERE, "ftof_to_wider"), ins, outs, body)


def ftof_f64_to_bf16_cases():
    """f64 to bf16 next to bf16's ties: a value a tie plus or minus less than
    f32 resolves rounds the wrong way when rounded to f32 first (sm_75 and
    sm_80 have no f64-to-bf16 instruction and go through f32, rounded to odd)."""
    r = np.random.default_rng(75)
    vals = [0.0, -0.0, np.inf, -np.inf, np.nan, 1e300, -1e300, 1e-320, -1e-320, 2.0**-133, 2.0**-134, 3 * 2.0**-135,
            2.0**-134 + 2.0**-160, 3.3895313892515355e38, 3.3961775292304e38, 3.3961775292304e38 * (1 - 2.0**-40), -3.4e38, 3.5e38]
    for tie in [1 + 2.0**-8, 1 + 3 * 2.0**-8, 2.0**100 * (1 + 5 * 2.0**-8), -(2.0**-120) * (1 + 7 * 2.0**-8)]:
        for tiny in [0.0, 2.0**-40, -2.0**-40, 2.0**-52, -2.0**-52]:
            vals.append(tie * (1 + tiny))
    n = 64
    vals += list(r.standard_normal(n - len(vals)) * np.exp2(r.integers(-140, 130, n - len(vals))))
    a = casegen.bits_of_values("f64", vals)
    write_case(os.path.join(HERE, "ftof_f64_to_bf16"), [("f64", a)], [("bf16", [convert("f64", "bf16", x) for x in a])],
               ["%y0 = ftof %x0 : tile<{N}xf64> -> tile<{N}xbf16>"])


def to_int(src, bits, w, signed):
    v = value_of(src, bits)
    if v == ("nan",) or isinstance(v, tuple):
        return 0
    t = math.trunc(v)
    lo, hi = (-(1 << (w - 1)), (1 << (w - 1)) - 1) if signed else (0, (1 << w) - 1)
    return min(max(t, lo), hi)


def as_signed(v, w):
    return v - (1 << w) if v >> (w - 1) else v


def ftoi_cases():
    vals = [0.0, -0.0, np.nan, -np.nan, 1.5, -1.5, 2.9999, -2.9999, 127.9, 128.0, -128.9, -129.0, 255.9, 256.0, -0.9, 1e-40,
            2147483520.0, 2147483648.0, -2147483648.0, -2147483904.0, 1e20, -1e20, 3e38, 0.5]
    vals += list(rng.uniform(-300, 300, 32 - len(vals)))
    a = casegen.bits_of_values("f32", vals)
    d = casegen.bits_of_values("f64", [9.2233720368547748e18, 9.223372036854775e18, -9.2233720368547758e18, -1e19, 1e300, 1.9e19, -0.0, np.nan] + list(rng.uniform(-1e18, 1e18, 24)))
    h = casegen.bits_of_values("f16", [65504.0, -65504.0, 0.99, 1.0, np.nan, 2.5, -2.5, 1000.0] + list(rng.uniform(-65000, 65000, 24)))
    outs = [("i32", [to_int("f32", x, 32, True) for x in a]), ("i8", [as_signed(to_int("f32", x, 8, False), 8) for x in a]),
            ("i8", [to_int("f32", x, 8, True) for x in a]), ("i1", [to_int("f32", x, 1, False) == 1 for x in a]),
            ("i64", [to_int("f64", x, 64, True) for x in d]), ("i64", [as_signed(to_int("f64", x, 64, False), 64) for x in d]),
            ("i16", [as_signed(to_int("f16", x, 16, False), 16) for x in h])]
    body = ["%y0 = ftoi %x0 signed : tile<{N}xf32> -> tile<{N}xi32>", "%y1 = ftoi %x0 unsigned : tile<{N}xf32> -> tile<{N}xi8>",
            "%y2 = ftoi %x0 signed : tile<{N}xf32> -> tile<{N}xi8>", "%y3 = ftoi %x0 unsigned : tile<{N}xf32> -> tile<{N}xi1>",
            "%y4 = ftoi %x1 signed : tile<{N}xf64> -> tile<{N}xi64>", "%y5 = ftoi %x1 unsigned : tile<{N}xf64> -> tile<{N}xi64>",
            "%y6 = ftoi %x2 unsigned : tile<{N}xf16> -> tile<{N}xi16>"]
    write_case(os.path.join(HERE, "ftoi"), [("f32", a), ("f64", d), ("f16", h)], outs, body)
    write_case(os.path.join(HERE, "ftoi_infinity"), [("f32", casegen.bits_of_values("f32", [1.0, -np.inf]))], [("i32", None)],
               ["%y0 = ftoi %x0 signed : tile<{N}xf32> -> tile<{N}xi32>"],
               error="'ftoi' has undefined behaviour at element 1: converting -infinity to an integer")
    write_case(os.path.join(HERE, "ftoi_infinity_f16"), [("f16", casegen.bits_of_values("f16", [2.0, -1.0, np.inf, -np.inf]))], [("i16", None)],
               ["%y0 = ftoi %x0 unsigned : tile<{N}xf16> -> tile<{N}xi16>"],
               error="'ftoi' has undefined behaviour at element 2: converting +infinity to an integer")


def itof_cases():
    n = 32
    i32 = [0, 1, -1, 16777217, -16777217, 16777219, 2**31 - 1, -2**31, 65519, 65520, 65535, 448, 464, 465, -480, 33554435] + [int(x) for x in rng.integers(-2**31, 2**31, n - 16)]
    i64 = [2**63 - 1, -2**63, 2**53 + 1, 2**53 + 3, 2**24 + 1, -(2**40) - 2**32 - 1, 0, 3] + [int(x) for x in rng.integers(-2**63, 2**63 - 1, n - 8)]
    i16 = [0, 1, -1, 448, 464, 465, 479, 480, -1000, 32767, -32768, 17, 19, 21, 23, 25] + [int(x) for x in rng.integers(-2**15, 2**15, n - 16)]
    u32 = lambda v: v & 0xFFFFFFFF  # noqa: E731
    u16 = lambda v: v & 0xFFFF  # noqa: E731

    def itof(v, t):
        return 0 if v == 0 else fmt(t).round(Fraction(v), "nearest_even")

    outs = [("f32", [itof(v, "f32") for v in i32]), ("f32", [itof(u32(v), "f32") for v in i32]), ("f16", [itof(u32(v), "f16") for v in i32]),
            ("tf32", [itof(v, "tf32") for v in i32]), ("f64", [itof(v, "f64") for v in i64]), ("bf16", [itof(v, "bf16") for v in i64]),
            ("f8E4M3FN", [itof(v, "f8E4M3FN") for v in i16]), ("f8E5M2", [itof(u16(v), "f8E5M2") for v in i16]),
            ("f16", [itof(v, "f16") for v in i16])]
    body = ["%y0 = itof %x0 signed : tile<{N}xi32> -> tile<{N}xf32>", "%y1 = itof %x0 unsigned : tile<{N}xi32> -> tile<{N}xf32>",
            "%y2 = itof %x0 unsigned : tile<{N}xi32> -> tile<{N}xf16>", "%y3 = itof %x0 signed : tile<{N}xi32> -> tile<{N}xtf32>",
            "%y4 = itof %x1 signed : tile<{N}xi64> -> tile<{N}xf64>", "%y5 = itof %x1 signed : tile<{N}xi64> -> tile<{N}xbf16>",
            "%y6 = itof %x2 signed : tile<{N}xi16> -> tile<{N}xf8E4M3FN>", "%y7 = itof %x2 unsigned : tile<{N}xi16> -> tile<{N}xf8E5M2>",
            "%y8 = itof %x2 signed : tile<{N}xi16> -> tile<{N}xf16>"]
    write_case(os.path.join(HERE, "itof"), [("i32", i32), ("i64", i64), ("i16", i16)], outs, body)


def integer_and_bits_cases():
    n = 16
    i8 = [0, 1, -1, 127, -128, 5, -5, 100] + [int(x) for x in rng.integers(-128, 128, n - 8)]
    i64 = [0, 1, -1, 2**63 - 1, -2**63, 0x1234_5678_9ABC_DEF0, -0x1234_5678, 300] + [int(x) for x in rng.integers(-2**63, 2**63 - 1, n - 8)]
    f32 = casegen.bits_of_values("f32", [0.0, -0.0, 1.0, -2.5, np.inf, np.nan, 1e-40, 3.0] + list(rng.standard_normal(n - 8)))
    cond = [bool(x) for x in rng.integers(0, 2, n)]
    f32_other = casegen.bits_of_values("f32", list(rng.standard_normal(n)))
    wrap = lambda v, w: ((v & ((1 << w) - 1)) ^ (1 << (w - 1))) - (1 << (w - 1))  # noqa: E731
    outs = [("i32", i8), ("i64", [v & 0xFF for v in i8]), ("i16", [wrap(v, 16) for v in i64]), ("i8", [wrap(v, 8) for v in i64]),
            ("i1", [v & 1 == 1 for v in i64]), ("i32", [wrap(b, 32) for b in f32]), ("f32", [f32[i] if cond[i] else f32_other[i] for i in range(n)]),
            ("i64", [-1 if v & 1 else 0 for v in i8]), ("i16", [(v & 0xFFFF) if True else 0 for v in [wrap(v, 16) for v in i64]])]
    body = ["%y0 = exti %x0 signed : tile<{N}xi8> -> tile<{N}xi32>", "%y1 = exti %x0 unsigned : tile<{N}xi8> -> tile<{N}xi64>",
            "%y2 = trunci %x1 : tile<{N}xi64> -> tile<{N}xi16>", "%y3 = trunci %x1 : tile<{N}xi64> -> tile<{N}xi8>",
            "%y4 = trunci %x1 : tile<{N}xi64> -> tile<{N}xi1>", "%y5 = bitcast %x2 : tile<{N}xf32> -> tile<{N}xi32>",
            "%y6 = select %x3, %x2, %x4 : tile<{N}xi1>, tile<{N}xf32>",
            "%low = trunci %x0 : tile<{N}xi8> -> tile<{N}xi1>", "%y7 = exti %low signed : tile<{N}xi1> -> tile<{N}xi64>",
            "%h = bitcast %y2 : tile<{N}xi16> -> tile<{N}xf16>", "%y8 = bitcast %h : tile<{N}xf16> -> tile<{N}xi16>"]
    outs[8] = ("i16", [wrap(v, 16) for v in i64])
    write_case(os.path.join(HERE, "ints_bitcast_select"), [("i8", i8), ("i64", i64), ("f32", f32), ("i1", cond), ("f32", f32_other)], outs, body)
    write_case(os.path.join(HERE, "trunci_no_signed_wrap_broken"), [("i32", [5, -128, 127, 128])], [("i8", None)],
               ["%y0 = trunci %x0 overflow<no_signed_wrap> : tile<{N}xi32> -> tile<{N}xi8>"],
               error="'trunci' has undefined behaviour at element 3: 128 does not fit in i8, breaking the no_signed_wrap promise")
    write_case(os.path.join(HERE, "trunci_no_unsigned_wrap_broken"), [("i64", [255, 0, 2**16 - 1, 2**16])], [("i16", None)],
               ["%y0 = trunci %x0 overflow<no_unsigned_wrap> : tile<{N}xi64> -> tile<{N}xi16>"],
               error="'trunci' has undefined behaviour at element 3: 65536 does not fit in i16, breaking the no_unsigned_wrap promise")


def pointer_cases():
    n = 8
    f32 = casegen.bits_of_values("f32", list(rng.standard_normal(n)))
    body = ["%pi = ptr_to_int %a0_p : tile<{N}xptr<f32>> -> tile<{N}xi64>",
            "%bi = ptr_to_int %a0_b : tile<{N}xptr<f32>> -> tile<{N}xi64>",
            "%y0 = subi %pi, %bi : tile<{N}xi64>",
            "%q = int_to_ptr %pi : tile<{N}xi64> -> tile<{N}xptr<f32>>",
            "%y1, %tq = load_ptr_tko weak %q : tile<{N}xptr<f32>> -> tile<{N}xf32>, token",
            "%r = ptr_to_ptr %a0_p : tile<{N}xptr<f32>> -> tile<{N}xptr<i32>>",
            "%y2, %tr = load_ptr_tko weak %r : tile<{N}xptr<i32>> -> tile<{N}xi32>, token"]
    outs = [("i64", [4 * i for i in range(n)]), ("f32", f32), ("i32", [as_signed(b, 32) for b in f32])]
    write_case(os.path.join(HERE, "pointers"), [("f32", f32)], outs, body)


if __name__ == "__main__":
    ftof_cases()
    ftoi_cases()
    itof_cases()
    integer_and_bits_cases()
    pointer_cases()
    ftof_f64_to_bf16_cases()
