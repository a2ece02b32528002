"""Writes the float cases of tests/run/float/ (run from anywhere: python3 make_cases.py).

Expected values are exact: Fraction arithmetic rounded to the element type by
casegen.Format.round, under each rounding mode; math functions come from
numpy's float64 functions (compared with 1 ulp of slack).
"""

import math
import os
import sys
from fractions import Fraction

import mpmath
import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
import casegen  # noqa: E402
from casegen import fmt, value_of, write_case, CANONICAL_NAN, MODES  # noqa: E402

rng = np.random.default_rng(1301)


def special_bits(ty):
    """Edge values of a type: zeros, infinities, NaN, subnormals, extremes, ties."""
    if ty == "f64":
        vals = [0.0, -0.0, np.inf, -np.inf, np.nan, 5e-324, -2.2250738585072014e-308, 1.7976931348623157e308, 1.0, 1.0 + 2**-52, 3.0, -0.1]
    elif ty == "f32":
        vals = [0.0, -0.0, np.inf, -np.inf, np.nan, 1e-45, -1.17549435e-38, 3.4028234e38, 1.0, 1.0 + 2**-23, 3.0, -0.1]
    elif ty == "f16":
        vals = [0.0, -0.0, np.inf, -np.inf, np.nan, 2**-24, -(2**-14), 65504.0, 1.0, 1.0 + 2**-10, 3.0, -0.1]
    else:
        vals = [0.0, -0.0, np.inf, -np.inf, np.nan, 2**-133, -(2**-126), 3.3895314e38, 1.0, 1.0 + 2**-7, 3.0, -0.1]
    return casegen.bits_of_values(ty, vals)


def random_bits(ty, n, scale=8.0):
    vals = rng.standard_normal(n) * np.exp2(rng.integers(-scale, scale, n))
    return casegen.bits_of_values(ty, vals)


def sign_zero(v):
    return isinstance(v, tuple) and v[0] == "zero"


def as_number(v):
    """A finite value (zeros included) as a Fraction, or None for NaN/inf."""
    if isinstance(v, Fraction):
        return v
    if v[0] == "zero":
        return Fraction(0)
    return None


def is_neg(v):
    if isinstance(v, Fraction):
        return v < 0
    return len(v) > 1 and v[1]


def float_of(v):
    if isinstance(v, Fraction):
        return float(v)
    return {"nan": math.nan}.get(v[0], None) if v[0] == "nan" else (-math.inf if v[1] else math.inf) if v[0] == "inf" else (-0.0 if v[1] else 0.0)


def special_result(ty, xs, f64_result):
    """Bits for a result that involves NaN or infinity (decided by float64 rules)."""
    f = fmt(ty)
    if math.isnan(f64_result):
        return CANONICAL_NAN[ty]
    if f64_result == 0:
        return f.sign_bit() if math.copysign(1.0, f64_result) < 0 else 0
    return f.inf_bits(f64_result < 0)


def flush(ty, bits):
    f = fmt(ty)
    mag = bits & (f.sign_bit() - 1)
    if mag != 0 and mag >> f.mant_bits() == 0:
        return bits & f.sign_bit()
    return bits


def arith(ty, op, mode, xs_bits, ftz=False):
    """Expected bits of one element of addf/subf/mulf/divf/fma/sqrt."""
    f = fmt(ty)
    if ftz:
        xs_bits = [flush(ty, b) for b in xs_bits]
    xs = [value_of(ty, b) for b in xs_bits]
    fl = [float_of(x) for x in xs]
    nums = [as_number(x) for x in xs]
    with np.errstate(all="ignore"):
        if op == "addf":
            ref = np.float64(fl[0]) + np.float64(fl[1])
        elif op == "subf":
            ref = np.float64(fl[0]) - np.float64(fl[1])
        elif op == "mulf":
            ref = np.float64(fl[0]) * np.float64(fl[1])
        elif op == "divf":
            ref = np.float64(fl[0]) / np.float64(fl[1])
        elif op == "fma":
            ref = np.float64(fl[0]) * np.float64(fl[1]) + np.float64(fl[2])
            if any(math.isinf(v) for v in fl[:2]) and not any(math.isnan(v) for v in fl):
                ref = np.float64(fl[0]) * np.float64(fl[1]) + np.float64(fl[2])
        else:
            ref = np.sqrt(np.float64(fl[0]))
    if any(n is None for n in nums) or (op == "divf" and nums[1] == 0) or (op == "sqrt" and nums[0] < 0):
        out = special_result(ty, xs, float(ref))
        return flush(ty, out) if ftz else out
    if op == "sqrt":
        out = sqrt_bits(ty, nums[0], mode, is_neg(xs[0]))
        return flush(ty, out) if ftz else out
    a, b = nums[0], nums[1]
    if op == "addf":
        r, zneg = a + b, zero_sign(is_neg(xs[0]), is_neg(xs[1]), mode)
    elif op == "subf":
        r, zneg = a - b, zero_sign(is_neg(xs[0]), not is_neg(xs[1]), mode)
    elif op == "mulf":
        r, zneg = a * b, is_neg(xs[0]) != is_neg(xs[1])
    elif op == "divf":
        r, zneg = a / b, is_neg(xs[0]) != is_neg(xs[1])
    else:
        p = a * b
        pneg = is_neg(xs[0]) != is_neg(xs[1])
        r = p + nums[2]
        zneg = zero_sign(pneg if p == 0 else p < 0, is_neg(xs[2]), mode) if p == 0 and nums[2] == 0 else (mode == "negative_inf")
    if op in ("addf", "subf") and r == 0 and not (a == 0 and b == 0):
        zneg = mode == "negative_inf"
    out = f.round(r, mode, zero_negative=zneg)
    return flush(ty, out) if ftz else out


def zero_sign(a_neg, b_neg, mode):
    return a_neg if a_neg == b_neg else mode == "negative_inf"


def sqrt_bits(ty, x, mode, neg_zero):
    f = fmt(ty)
    if x == 0:
        return f.sign_bit() if neg_zero else 0
    guess = Fraction(math.sqrt(float(x)))
    lo, hi = f.neighbours(guess)
    # Walk until lo^2 <= x <= hi^2 with lo, hi adjacent.
    while lo * lo > x:
        lo, hi = f.neighbours(lo - Fraction(1, 1 << 1100))[0], lo
    while hi * hi < x:
        lo, hi = hi, f.neighbours(hi + Fraction(1, 1 << 1100))[1]
    if lo * lo == x:
        return f.bits_of(lo)
    if hi * hi == x:
        return f.bits_of(hi)
    if mode in ("zero", "negative_inf"):
        return f.bits_of(lo)
    if mode == "positive_inf":
        return f.bits_of(hi)
    mid = (lo + hi) / 2
    return f.bits_of(lo if mid * mid > x else hi)


def arith_cases():
    for ty in ["f32", "f64", "f16", "bf16"]:
        sp = special_bits(ty)
        n = 64
        a = sp + random_bits(ty, n - len(sp))
        b = list(reversed(sp)) + random_bits(ty, n - len(sp))
        c = random_bits(ty, n // 2) + sp + random_bits(ty, n // 2 - len(sp))
        # Exact cancellation and ties: b = -a for a few elements, c = -a*b.
        for i in range(n - 8, n - 4):
            b[i] = a[i] ^ fmt(ty).sign_bit()
        for mode in MODES:
            ops = [("addf", 2), ("subf", 2), ("mulf", 2), ("divf", 2), ("fma", 3), ("sqrt", 1)]
            body = []
            outs = []
            rnd = "" if mode == "nearest_even" else " rounding<%s>" % mode
            for j, (op, k) in enumerate(ops):
                args = ", ".join("%%x%d" % i for i in range(k))
                body.append("%%y%d = %s %s%s : tile<{N}x%s>" % (j, op, args, rnd, ty))
                outs.append((ty, [arith(ty, op, mode, [a[i], b[i], c[i]][:k]) for i in range(n)]))
            write_case(os.path.join(HERE, "arith_%s_%s" % (ty, mode)), [(ty, a), (ty, b), (ty, c)], outs, body)
    # flush_to_zero on f32, nearest and one directed mode.
    ty = "f32"
    sub = casegen.bits_of_values(ty, [1e-40, -1e-40, 1e-39, 2e-38, -3e-39, 1.5e-38, 1e-45, 1.0])
    a = sub + random_bits(ty, 8, scale=2) + sub + special_bits(ty)[:8]
    b = casegen.bits_of_values(ty, [1.0, 1.0, -1e-39, -1e-38, 0.5, 0.6, 1e-45, 1e-38]) + sub + random_bits(ty, 8, 130)[:8] + sub
    c = sub * 4
    for mode in ["nearest_even", "zero"]:
        rnd = "" if mode == "nearest_even" else " rounding<%s>" % mode
        ops = [("addf", 2), ("subf", 2), ("mulf", 2), ("divf", 2), ("fma", 3), ("sqrt", 1)]
        body, outs = [], []
        for j, (op, k) in enumerate(ops):
            args = ", ".join("%%x%d" % i for i in range(k))
            body.append("%%y%d = %s %s%s flush_to_zero : tile<{N}x%s>" % (j, op, args, rnd, ty))
            outs.append((ty, [arith(ty, op, mode, [a[i], b[i], c[i]][:k], ftz=True) for i in range(32)]))
        write_case(os.path.join(HERE, "ftz_f32_%s" % mode), [(ty, a), (ty, b), (ty, c)], outs, body)


def maxmin(ty, a, b, is_max, propagate, ftz=False):
    if ftz:
        a, b = flush(ty, a), flush(ty, b)
    va, vb = value_of(ty, a), value_of(ty, b)
    na, nb = va == ("nan",), vb == ("nan",)
    if na and nb or (propagate and (na or nb)):
        return CANONICAL_NAN[ty]
    if na:
        return b
    if nb:
        return a
    ka = (float_of(va), not is_neg(va))
    kb = (float_of(vb), not is_neg(vb))
    return a if (ka > kb) == is_max and ka != kb else (b if ka != kb else a)


def misc_cases():
    preds = [("equal", "==", "ordered"), ("not_equal", "!=", "unordered"), ("less_than", "<", "ordered"),
             ("less_than_or_equal", "<=", "unordered"), ("greater_than", ">", "unordered"), ("greater_than_or_equal", ">=", "ordered")]
    for ty in ["f32", "f16", "bf16", "f64"]:
        sp = special_bits(ty)
        n = 32
        a = sp + random_bits(ty, n - len(sp), 4)
        b = list(reversed(sp)) + random_bits(ty, n - len(sp), 4)
        for i in range(n - 4, n):
            b[i] = a[i]
        b[n - 5] = a[n - 5] ^ fmt(ty).sign_bit()
        f = fmt(ty)
        body, outs = [], []

        def add(line, out_ty, vals):
            body.append(line.replace("%y", "%%y%d" % len(outs)))
            outs.append((out_ty, vals))

        add("%%y = maxf %%x0, %%x1 : tile<{N}x%s>" % ty, ty, [maxmin(ty, a[i], b[i], True, False) for i in range(n)])
        add("%%y = maxf %%x0, %%x1 propagate_nan : tile<{N}x%s>" % ty, ty, [maxmin(ty, a[i], b[i], True, True) for i in range(n)])
        add("%%y = minf %%x0, %%x1 : tile<{N}x%s>" % ty, ty, [maxmin(ty, a[i], b[i], False, False) for i in range(n)])
        add("%%y = minf %%x0, %%x1 propagate_nan : tile<{N}x%s>" % ty, ty, [maxmin(ty, a[i], b[i], False, True) for i in range(n)])
        add("%%y = absf %%x0 : tile<{N}x%s>" % ty, ty, [x & (f.sign_bit() - 1) for x in a])
        add("%%y = negf %%x0 : tile<{N}x%s>" % ty, ty, [x ^ f.sign_bit() for x in a])

        def exact_unary(fn, x):
            v = float_of(value_of(ty, x))
            r = fn(v)
            if math.isnan(r):
                return CANONICAL_NAN[ty]
            return casegen.bits_of_values(ty, [r])[0]

        add("%%y = ceil %%x0 : tile<{N}x%s>" % ty, ty, [exact_unary(math.ceil if False else np.ceil, x) for x in a])
        add("%%y = floor %%x0 : tile<{N}x%s>" % ty, ty, [exact_unary(np.floor, x) for x in a])

        def rem(x, y):
            with np.errstate(all="ignore"):
                r = np.fmod(np.float64(float_of(value_of(ty, x))), np.float64(float_of(value_of(ty, y))))
            return CANONICAL_NAN[ty] if math.isnan(r) else casegen.bits_of_values(ty, [r])[0]

        add("%%y = remf %%x0, %%x1 : tile<{N}x%s>" % ty, ty, [rem(a[i], b[i]) for i in range(n)])
        for name, sym, ordering in preds:
            def cmp(x, y):
                fx, fy = float_of(value_of(ty, x)), float_of(value_of(ty, y))
                if math.isnan(fx) or math.isnan(fy):
                    return ordering == "unordered"
                return eval("fx %s fy" % sym)
            add("%%y = cmpf %s %s %%x0, %%x1 : tile<{N}x%s> -> tile<{N}xi1>" % (name, ordering, ty), "i1", [cmp(a[i], b[i]) for i in range(n)])
        write_case(os.path.join(HERE, "misc_%s" % ty), [(ty, a), (ty, b)], outs, body)
        if ty == "f32":
            # Eight times over, as math_f32_wide: remf through its subroutine.
            write_case(os.path.join(HERE, "misc_f32_wide"), [(ty, a * 8), (ty, b * 8)], [(t, None if o is None else o * 8) for t, o in outs], body)
    # maxf/minf with flush_to_zero.
    ty = "f32"
    a = casegen.bits_of_values(ty, [1e-40, -1e-40, 1e-40, -0.0, 0.0, 2e-38, np.nan, -1.0])
    b = casegen.bits_of_values(ty, [-1e-40, 1e-40, 0.0, 1e-41, -1e-41, 1e-39, 1e-39, -1e-39])
    write_case(os.path.join(HERE, "maxmin_ftz_f32"), [(ty, a), (ty, b)],
               [(ty, [maxmin(ty, a[i], b[i], True, False, True) for i in range(8)]), (ty, [maxmin(ty, a[i], b[i], False, True, True) for i in range(8)])],
               ["%y0 = maxf %x0, %x1 flush_to_zero : tile<{N}xf32>", "%y1 = minf %x0, %x1 propagate_nan flush_to_zero : tile<{N}xf32>"])


MATH = [("exp", np.exp, 1), ("exp2", np.exp2, 1), ("log", np.log, 1), ("log2", np.log2, 1), ("sin", np.sin, 1), ("cos", np.cos, 1),
        ("tan", np.tan, 1), ("sinh", np.sinh, 1), ("cosh", np.cosh, 1), ("tanh", np.tanh, 1), ("rsqrt", lambda x: 1.0 / np.sqrt(x), 1),
        ("fpowf", np.power, 2)]


def math_cases():
    for ty in ["f32", "f64", "f16", "bf16"]:
        n = 32
        vals = [0.0, -0.0, np.inf, -np.inf, np.nan, -1.0, 0.5, 2.0, 10.0, -3.5, 1e-3, 100.0] + list(rng.uniform(-6, 6, n - 12))
        a = casegen.bits_of_values(ty, vals)
        b = casegen.bits_of_values(ty, list(rng.uniform(-3, 3, n - 8)) + [0.0, 2.0, 0.5, -1.0, np.inf, -np.inf, np.nan, 3.0])
        body, outs = [], []
        for j, (name, fn, k) in enumerate(MATH):
            args = ", ".join("%%x%d" % i for i in range(k))
            body.append("%%y%d = %s %s : tile<{N}x%s>" % (j, name, args, ty))
            exp = []
            for i in range(n):
                xs = [np.float64(float_of(value_of(ty, v))) for v in [a[i], b[i]][:k]]
                with np.errstate(all="ignore"):
                    r = float(fn(*xs))
                if ty in ("f16", "bf16"):
                    with np.errstate(all="ignore"):
                        r = float(np.float32(r))
                exp.append(CANONICAL_NAN[ty] if math.isnan(r) else casegen.bits_of_values(ty, [r])[0])
            outs.append((ty, exp))
        write_case(os.path.join(HERE, "math_%s" % ty), [(ty, a), (ty, b)], outs, body, ulp=1)
        if ty == "f32":
            # The same elements eight times over: each thread of the PTX
            # backend then holds several, which it computes through the
            # functions' shared subroutines instead of inline.
            write_case(os.path.join(HERE, "math_f32_wide"), [(ty, a * 8), (ty, b * 8)], [(t, o * 8) for t, o in outs], body, ulp=1)
    # exp2 and rsqrt with flush_to_zero: subnormal inputs read as zero.
    ty = "f32"
    a = casegen.bits_of_values(ty, [1e-40, -1e-40, -130.0, -149.0, 4.0, 1e-39, 0.25, -0.0])
    e2 = [casegen.bits_of_values(ty, [v])[0] for v in [1.0, 1.0, 0.0, 0.0, 16.0, 1.0, 2 ** 0.25, 1.0]]
    rs = casegen.bits_of_values(ty, [np.inf, -np.inf, np.nan, np.nan, 0.5, np.inf, 2.0, -np.inf])
    rs = [CANONICAL_NAN[ty] if i in (2, 3) else v for i, v in enumerate(rs)]
    write_case(os.path.join(HERE, "math_ftz_f32"), [(ty, a)], [(ty, e2), (ty, rs)],
               ["%y0 = exp2 %x0 flush_to_zero : tile<{N}xf32>", "%y1 = rsqrt %x0 flush_to_zero : tile<{N}xf32>"], ulp=1)


def correctly_rounded(v):
    """An mpmath value rounded once to the nearest f64 (Fraction's float is correctly rounded, subnormals too)."""
    v = mpmath.mpf(v)
    if abs(v) > mpmath.mpf(2) ** 1025:
        return math.copysign(math.inf, v)
    if abs(v) < mpmath.mpf(2) ** -1080:
        return math.copysign(0.0, v)
    man, exp = v.man_exp  # man is the magnitude
    try:
        return math.copysign(float(Fraction(man) * Fraction(2) ** exp), v)
    except OverflowError:
        return math.copysign(math.inf, v)


def math_f64_hard_cases():
    """f64 exp, exp2, log, log2 and pow where plain f64 evaluation loses ulps:
    |y ln x| near the overflow and underflow bounds, subnormal results and
    arguments, bases next to 1 with huge exponents. The expected values are
    mpmath's at 200 bits, rounded once."""
    mpmath.mp.prec = 200
    pairs = [(2.0, 1023.9), (10.0, 308.2), (0.5, 1074.0), (0.5, 1073.5), (1.0000001, 7e9), (0.999999, -7e8), (-3.0, 5.0), (-2.5, 201.0),
             (7.1, -300.5), (1e-300, 1.02), (1.5, 1750.0), (123.456, 78.9), (2.0, -1074.5), (3.0, -678.25), (1e10, 30.5), (0.1, 320.7),
             (1.0 + 2.0 ** -52, 2.0 ** 60), (1.0 - 2.0 ** -53, -2.0 ** 62), (5e-324, 0.25), (1.7976931348623157e308, 0.999), (-0.75, -2001.0),
             (2.718281828459045, 709.5), (9.99, -323.1), (1.25, 3175.0), (0.8, 3330.0), (1.000001, 709000000.0), (17.0, 250.6), (0.3, -588.8),
             (6.02e23, 12.8), (1.6e-19, -16.1), (4.0, 0.5), (1e-5, -61.7)]
    x = [p[0] for p in pairs]
    y = [p[1] for p in pairs]
    unary = [709.7, -744.5, 1e-10, -0.5, 700.123456789, -708.3, 0.693147180559945, 1e-300, 5e-324, 1e308, 1.0 + 2.0 ** -52, 0.9999999999,
             2.0 ** -1074 * 3, 1.5, 3.0, 1023.99, -1074.5, -1022.75, 0.1, 88.7, 11.000001, 1e-5, 123456.789, 0.75, 2.0 ** 0.5,
             1.0 - 2.0 ** -53, 4.5e15, 7e-8, 200.5, 1e-20, 640.25, 33.3]
    positive = [abs(v) for v in unary]
    outs = [("f64", casegen.bits_of_values("f64", [correctly_rounded(mpmath.power(mpmath.mpf(a), mpmath.mpf(b))) for a, b in pairs])),
            ("f64", casegen.bits_of_values("f64", [correctly_rounded(mpmath.exp(mpmath.mpf(v))) for v in unary])),
            ("f64", casegen.bits_of_values("f64", [correctly_rounded(mpmath.mpf(2) ** mpmath.mpf(v)) for v in unary])),
            ("f64", casegen.bits_of_values("f64", [correctly_rounded(mpmath.log(mpmath.mpf(v))) for v in positive])),
            ("f64", casegen.bits_of_values("f64", [correctly_rounded(mpmath.log(mpmath.mpf(v), 2)) for v in positive]))]
    write_case(os.path.join(HERE, "math_f64_hard"), [("f64", casegen.bits_of_values("f64", x)), ("f64", casegen.bits_of_values("f64", y)),
                                                      ("f64", casegen.bits_of_values("f64", unary)), ("f64", casegen.bits_of_values("f64", positive))],
               outs, ["%y0 = fpowf %x0, %x1 : tile<{N}xf64>", "%y1 = exp %x2 : tile<{N}xf64>", "%y2 = exp2 %x2 : tile<{N}xf64>",
                      "%y3 = log %x3 : tile<{N}xf64>", "%y4 = log2 %x3 : tile<{N}xf64>"], ulp=1)


def near_quarter_turn(exponent, bits):
    """A float `q 2^exponent` (q < 2^bits) among the closest to a multiple of
    pi/2 at that scale: q is the largest convergent denominator below 2^bits
    of the continued fraction of 2^exponent 2/pi."""
    a = mpmath.mpf(2) ** exponent * 2 / mpmath.pi
    q_prev, q = 1, 0
    best = 1
    for _ in range(300):
        t = int(mpmath.floor(a))
        q_prev, q = q, t * q + q_prev
        if q >= 2 ** bits:
            break
        best = q
        a = 1 / (a - t)
    return float(mpmath.mpf(best) * mpmath.mpf(2) ** exponent)


def trig_large_cases():
    """sin, cos and tan of huge arguments and of arguments next to multiples
    of pi/2 (where the reduced argument cancels to 2^-53 .. 2^-61), for
    f64, f32, bf16 and f16, up to each type's largest value; NaN, the
    infinities and the zeros too. Expected values are mpmath's at 1200 bits
    (room for an argument of 2^1024 and a reduced argument of 2^-61),
    rounded once to the element type; the rest of the inputs random up to
    each type's largest value."""
    mpmath.mp.prec = 1200
    local = np.random.default_rng(2024)
    specials = [0.0, -0.0, np.inf, -np.inf, np.nan]
    inputs = {
        "f64": specials + [6381956970095103 * 2.0 ** 797, -6381956970095103 * 2.0 ** 797, 1e22, -1e22, 2.0 ** 1000, 1.7976931348623157e308,
                           -1.7976931348623157e308, 2.0 ** 20, np.nextafter(2.0 ** 20, 0), np.nextafter(2.0 ** 20, np.inf), 1647099.3291873261,
                           45.553093477052, 413441.44719405076, -1285231.8377688916, 642615.9188844458, 1e300, 5e-324, 1e15]
                          + [near_quarter_turn(e, 53) * (-1) ** i for i, e in enumerate([-33, -31, -20, 0, 10, 40, 60, 100, 200, 300, 400, 500, 600, 700, 797, 850, 900, 970])],
        "f32": specials + [16367173 * 2.0 ** 72, -16367173 * 2.0 ** 72, 3.4028234663852886e38, -3.4028234663852886e38, 1e30, 2.0 ** 100,
                           2.0 ** 20, float(np.nextafter(np.float32(2.0 ** 20), np.float32(0))), 1e10, -7.0e12]
                          + [near_quarter_turn(e, 24) * (-1) ** i for i, e in enumerate([-12, -4, 0, 8, 20, 30, 40, 50, 60, 70, 80, 90, 100, 104])],
        "bf16": specials + [3.3895313892515355e38, -3.3895313892515355e38, 2.0 ** 100, 1e20, 2.0 ** 20]
                           + [near_quarter_turn(e, 8) * (-1) ** i for i, e in enumerate([0, 10, 20, 30, 50, 70, 90, 110, 120])],
        "f16": specials + [65504.0, -65504.0, 2.0 ** 15, 1e4, 355.0, 22.0]
                          + [near_quarter_turn(e, 11) * (-1) ** i for i, e in enumerate([-9, -6, -3, 0, 2, 4, 5])],
    }
    for ty, vals in inputs.items():
        # Two elements per thread for f64 and f32: two calls of the shared
        # reduction per function in the PTX.
        n = 256 if ty in ("f64", "f32") else 64
        exponents = {"f64": 1023, "f32": 127, "bf16": 127, "f16": 15}[ty]
        randoms = n - len(vals)
        vals = vals + list(2.0 ** local.uniform(0, exponents, randoms) * local.choice([-1.0, 1.0], randoms))
        a = casegen.bits_of_values(ty, vals)
        body, outs = [], []
        for j, (name, fn) in enumerate([("sin", mpmath.sin), ("cos", mpmath.cos), ("tan", mpmath.tan)]):
            body.append("%%y%d = %s %%x0 : tile<{N}x%s>" % (j, name, ty))
            expected = []
            for x in a:
                v = value_of(ty, x)
                if not isinstance(v, Fraction) and v[0] in ("nan", "inf"):
                    expected.append(CANONICAL_NAN[ty])
                elif not isinstance(v, Fraction):
                    # A zero: sin and tan keep it, with its sign; cos is 1.
                    expected.append(casegen.bits_of_values(ty, [1.0])[0] if name == "cos" else x)
                else:
                    exact = fn(mpmath.mpf(v.numerator) / v.denominator)
                    man, exp = exact.man_exp  # man is the magnitude
                    rational = Fraction(int(man)) * Fraction(2) ** int(exp)
                    expected.append(fmt(ty).round(-rational if exact < 0 else rational, "nearest_even"))
            outs.append((ty, expected))
        write_case(os.path.join(HERE, "trig_large_%s" % ty), [(ty, a)], outs, body, ulp=1)


def fma_bf16_ties_cases():
    """bf16 fma whose product is a tie of bf16 (or just off one) with an
    addend far below it, and the other way round: rounded to nearest in f64
    first, the addend is lost and the tie goes to even, the wrong way
    (sm_75 has no bf16 fma and rounds the f64 sum to odd instead)."""
    r = np.random.default_rng(750)
    bf = fmt("bf16")
    ties = []
    # Products of two bf16 in [1, 4) that are exactly halfway between two bf16.
    while len(ties) < 12:
        x, y = (int(v) for v in r.integers(0x3F80, 0x4080, 2))
        p = value_of("bf16", x) * value_of("bf16", y)
        lo, hi = bf.neighbours(p)
        if lo != hi and p - lo == hi - p:
            ties.append((x, y))
    tiny = casegen.bits_of_values("bf16", [2.0**-60, -2.0**-60, 2.0**-100, -2.0**-100, 0.0, -0.0])
    a, b, c = [], [], []
    for i, (x, y) in enumerate(ties):
        for j, t in enumerate(tiny):
            sign = 0x8000 if (i + j) % 3 == 0 else 0
            a.append(x | sign)
            b.append(y)
            c.append(t)
    # A large addend and a product at half its ulp, plus or minus a little.
    big = casegen.bits_of_values("bf16", [1.0, -1.0, 3.0, 2.0**100, -(2.0**-100)])
    for k, z in enumerate(big):
        for x, y in [(2.0**-8, 1.0), (2.0**-8, 1.0 + 2.0**-7), (2.0**-8, 1.0 - 2.0**-8), (2.0**-70, 1.0), (2.0**-9, 3.0)]:
            scale = float(abs(value_of("bf16", z))) if isinstance(value_of("bf16", z), Fraction) else 1.0
            a += casegen.bits_of_values("bf16", [x * scale * (-1 if k % 2 else 1)])
            b += casegen.bits_of_values("bf16", [y])
            c.append(z)
    n = 128
    while len(a) < n:
        a += random_bits("bf16", 1)
        b += random_bits("bf16", 1)
        c += random_bits("bf16", 1, scale=30)
    outs = [("bf16", [arith("bf16", "fma", "nearest_even", [a[i], b[i], c[i]]) for i in range(n)])]
    write_case(os.path.join(HERE, "fma_bf16_ties"), [("bf16", a), ("bf16", b), ("bf16", c)], outs,
               ["%y0 = fma %x0, %x1, %x2 : tile<{N}xbf16>"])


def approx_cases():
    """divf approx/full and sqrt approx: the reference gives the correctly rounded value."""
    ty, n = "f32", 32
    a = special_bits(ty) + random_bits(ty, n - 12)
    b = list(reversed(special_bits(ty))) + random_bits(ty, n - 12)
    outs = [(ty, [arith(ty, "divf", "nearest_even", [a[i], b[i]]) for i in range(n)]),
            (ty, [arith(ty, "divf", "nearest_even", [a[i], b[i]]) for i in range(n)]),
            (ty, [arith(ty, "sqrt", "nearest_even", [a[i]]) for i in range(n)])]
    write_case(os.path.join(HERE, "approx_f32"), [(ty, a), (ty, b)], outs,
               ["%y0 = divf %x0, %x1 rounding<approx> : tile<{N}xf32>", "%y1 = divf %x0, %x1 rounding<full> : tile<{N}xf32>",
                "%y2 = sqrt %x0 rounding<approx> : tile<{N}xf32>"])


def exp_approx_cases():
    """13.3's exp rounding<approx> on f32: the reference is e^x rounded to f32
    (the interpreter's value); devices compute 2^(x log2 e) with the product
    rounded to f32 and ex2.approx, whose error grows with |x|, so the
    tolerance is the largest error of that evaluation on these inputs (with
    2^t rounded once, as the PTX emulator gives ex2.approx) plus 2 ulps for
    ex2.approx's own error on hardware."""
    ty, n = "f32", 32
    own = np.random.default_rng(1311)
    vals = [0.0, -0.0, np.inf, -np.inf, np.nan, -1.0, 0.5, 2.0, 10.0, -3.5, 1e-3, 100.0, -200.0, -20.0] + list(own.uniform(-10, 10, n - 14))
    a = casegen.bits_of_values(ty, vals)
    log2e = np.float32(1.4426950408889634)
    expected, worst = [], 0
    for bits in a:
        x = np.float64(float_of(value_of(ty, bits)))
        with np.errstate(all="ignore"):
            r = np.float32(np.exp(x))
            t = np.float32(np.float32(x) * log2e)
            device = np.float32(np.exp2(np.float64(t)))
        expected.append(CANONICAL_NAN[ty] if np.isnan(r) else casegen.bits_of_values(ty, [float(r)])[0])
        if np.isfinite(r) and np.isfinite(device):
            worst = max(worst, abs(int(np.float32(r).view(np.int32)) - int(device.view(np.int32))))
    write_case(os.path.join(HERE, "exp_approx_f32"), [(ty, a)], [(ty, expected)],
               ["%y0 = exp %x0 rounding<approx> : tile<{N}xf32>"], ulp=worst + 2)


if __name__ == "__main__":
    exp_approx_cases()
    approx_cases()
    arith_cases()
    misc_cases()
    math_cases()
    math_f64_hard_cases()
    trig_large_cases()
    fma_bf16_ties_cases()
