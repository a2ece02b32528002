"""Shared helpers of the make_cases.py generators under tests/run/<family>/.

Each case is one kernel that loads its input buffers into 1-d tiles, runs
the ops under test, and stores each result into its own output buffer. The
expected outputs are computed here, independently of tilesmith: exact
rational arithmetic (fractions.Fraction) rounded to the target format by
searching its representable values (numpy and ml_dtypes enumerate them).
"""

import bisect
import math
import os
import shutil
from fractions import Fraction

import ml_dtypes
import numpy as np

# Element type name -> (numpy dtype of the values, dtype of the .npy file).
DTYPES = {
    "i1": (np.bool_, np.bool_), "i8": (np.int8, np.int8), "i16": (np.int16, np.int16),
    "i32": (np.int32, np.int32), "i64": (np.int64, np.int64),
    "f16": (np.float16, np.float16), "f32": (np.float32, np.float32), "f64": (np.float64, np.float64),
    "bf16": (ml_dtypes.bfloat16, np.uint16), "tf32": (None, np.uint32),
    "f8E4M3FN": (ml_dtypes.float8_e4m3fn, np.uint8), "f8E5M2": (ml_dtypes.float8_e5m2, np.uint8),
}
MODES = ["nearest_even", "zero", "negative_inf", "positive_inf"]

# Canonical NaNs (what NVIDIA GPUs produce, and the interpreter too).
CANONICAL_NAN = {"f16": 0x7FFF, "bf16": 0x7FFF, "f32": 0x7FFFFFFF, "f64": 0x7FFFFFFFFFFFFFFF,
                 "tf32": 0x7FFFE000, "f8E4M3FN": 0x7F, "f8E5M2": 0x7F}
BITS_DTYPE = {8: np.uint8, 16: np.uint16, 32: np.uint32, 64: np.uint64}
WIDTH = {"f16": 16, "bf16": 16, "f32": 32, "tf32": 32, "f64": 64, "f8E4M3FN": 8, "f8E5M2": 8}


class Format:
    """The finite values of a float format, sorted, with their bit patterns."""

    def __init__(self, name):
        self.name = name
        self.width = WIDTH[name]
        if name in ("f32", "f64"):
            self.values = None
            self.np = np.float32 if name == "f32" else np.float64
        else:
            if name == "tf32":
                # f32 bit patterns whose 13 low bits are zero.
                bits = (np.arange(1 << 19, dtype=np.uint64) << 13).astype(np.uint32)
                vals = bits.view(np.float32).astype(np.float64)
            else:
                bits = np.arange(1 << self.width, dtype=BITS_DTYPE[self.width])
                vals = bits.view(DTYPES[name][0]).astype(np.float64)
            finite = np.isfinite(vals)
            pairs = sorted((Fraction(float(v)), int(b)) for v, b in zip(vals[finite], bits[finite]) if not (v == 0 and np.signbit(v)))
            self.values = [p[0] for p in pairs]
            self.bits = [p[1] for p in pairs]
        self.max = self._max()

    def _max(self):
        if self.values is None:
            return Fraction(float(np.finfo(self.np).max))
        return self.values[-1]

    def has_inf(self):
        return self.name != "f8E4M3FN"

    def sign_bit(self):
        return 1 << (self.width - 1)

    def bits_of(self, v):
        """Bits of a finite Fraction that is representable (sign of zero: +)."""
        if self.values is None:
            return int(np.array(float(v), dtype=self.np).view(BITS_DTYPE[self.width]))
        return self.bits[bisect.bisect_left(self.values, v)]

    def neighbours(self, r):
        """(lo, hi): the representable values with lo <= r <= hi, hi None above max."""
        if r > self.max:
            return self.max, None
        if r < -self.max:
            return None, -self.max
        if self.values is not None:
            i = bisect.bisect_left(self.values, r)
            if self.values[i] == r:
                return r, r
            return self.values[i - 1], self.values[i]
        c = self.np(float(r))
        while not np.isfinite(c) or Fraction(float(c)) > r:
            c = np.nextafter(c, self.np(-np.inf)) if np.isfinite(c) else self.np(np.finfo(self.np).max)
        if Fraction(float(c)) == r:
            return r, r
        up = np.nextafter(c, self.np(np.inf))
        while Fraction(float(up)) < r:
            c, up = up, np.nextafter(up, self.np(np.inf))
        return Fraction(float(c)), Fraction(float(up))

    def ulp_at_max(self):
        lo, _ = self.neighbours(self.max - Fraction(1, 1 << 2000))
        return self.max - lo

    def inf_bits(self, negative):
        if not self.has_inf():
            return CANONICAL_NAN[self.name]
        e = (1 << (self.width - 1)) - (1 << self.mant_bits())
        return e | (self.sign_bit() if negative else 0)

    def mant_bits(self):
        return {"f16": 10, "bf16": 7, "f32": 23, "tf32": 23, "f64": 52, "f8E4M3FN": 3, "f8E5M2": 2}[self.name]

    def round(self, r, mode, saturate=False, zero_negative=None):
        """Bits of the exact value r rounded to the format with mode."""
        negative = r < 0
        if r == 0:
            return self.sign_bit() if zero_negative else 0
        lo, hi = self.neighbours(r)
        if hi is None or lo is None:
            # Beyond the largest finite value.
            mag = abs(r)
            # Nearest: round as if the exponent were unbounded; a tie goes to
            # the even one of max and the next (virtual) value.
            half = self.max + self.ulp_at_max() / 2
            max_odd = (self.bits_of(self.max) >> (13 if self.name == "tf32" else 0)) % 2 == 1
            to_inf = {"nearest_even": mag > half or (mag == half and max_odd), "zero": False,
                      "positive_inf": not negative, "negative_inf": negative}[mode]
            if to_inf and not saturate:
                return self.inf_bits(negative)
            return self.bits_of(self.max) | (self.sign_bit() if negative else 0)
        if lo == hi:
            v = lo
        elif mode == "zero":
            v = lo if r > 0 else hi
        elif mode == "negative_inf":
            v = lo
        elif mode == "positive_inf":
            v = hi
        else:
            d = (r - lo) - (hi - r)
            if d < 0:
                v = lo
            elif d > 0:
                v = hi
            else:
                v = lo if (self.bits_of(abs(lo)) >> (13 if self.name == "tf32" else 0)) % 2 == 0 else hi
        if v == 0:
            return self.sign_bit() if negative else 0
        return self.bits_of(v)


FORMATS = {}


def fmt(name):
    if name not in FORMATS:
        FORMATS[name] = Format(name)
    return FORMATS[name]


def value_of(ty, bits):
    """A float element's value: ('nan',), ('inf', neg), or Fraction (with -0 as ('zero', True))."""
    f = fmt(ty)
    neg = bool(bits & f.sign_bit())
    mag = bits & (f.sign_bit() - 1)
    if ty == "tf32":
        x = float(np.array([bits & 0xFFFFE000], dtype=np.uint32).view(np.float32)[0])
    else:
        x = float(np.array([bits], dtype=BITS_DTYPE[f.width]).view(DTYPES[ty][0] if ty not in ("f32", "f64") else f.np)[0])
    if math.isnan(x):
        return ("nan",)
    if math.isinf(x):
        return ("inf", neg)
    if mag == 0 or x == 0:
        return ("zero", neg)
    return Fraction(x)


def bits_of_values(ty, values):
    """Bit patterns of float values (a list of Python floats), rounded to nearest."""
    dt = DTYPES[ty][0]
    return [int(b) for b in np.array(values, dtype=np.float64).astype(dt).view(BITS_DTYPE[WIDTH[ty]])]


def as_file_array(ty, data):
    """Raw bits (floats) or values (integers) as the array the .npy file holds."""
    if ty in WIDTH:
        return np.array([int(b) for b in data], dtype=BITS_DTYPE[WIDTH[ty]]).view(DTYPES[ty][1])
    return np.asarray(data, dtype=DTYPES[ty][1])


def write_case(path, inputs, outputs, body, ulp=None, error=None, n=None):
    """inputs: [(type, array of raw values)], outputs: [(type, expected array or None)];
    body: kernel lines using %x0.. and defining %y0..; {N} is the tile length."""
    if os.path.isdir(path):
        shutil.rmtree(path)
    os.makedirs(path)
    n = n or len(inputs[0][1])
    params = [("a%d" % i, t) for i, (t, _) in enumerate(inputs)] + [("r%d" % j, t) for j, (t, _) in enumerate(outputs)]
    lines = ["// Generated by ../make_cases.py; do not edit.", "cuda_tile.module @m {",
             "  entry @k(" + ", ".join("%%%s: tile<ptr<%s>>" % (p, t) for p, t in params) + ") {",
             "    %%idx = iota : tile<%dxi32>" % n]
    for p, t in params:
        lines += ["    %%%s_1 = reshape %%%s : tile<ptr<%s>> -> tile<1xptr<%s>>" % (p, p, t, t),
                  "    %%%s_b = broadcast %%%s_1 : tile<1xptr<%s>> -> tile<%dxptr<%s>>" % (p, p, t, n, t),
                  "    %%%s_p = offset %%%s_b, %%idx : tile<%dxptr<%s>>, tile<%dxi32> -> tile<%dxptr<%s>>" % (p, p, n, t, n, n, t)]
    for i, (t, _) in enumerate(inputs):
        lines.append("    %%x%d, %%tx%d = load_ptr_tko weak %%a%d_p : tile<%dxptr<%s>> -> tile<%dx%s>, token" % (i, i, i, n, t, n, t))
    lines += ["    " + l.replace("{N}", str(n)) for l in body]
    for j, (t, _) in enumerate(outputs):
        lines.append("    %%ty%d = store_ptr_tko weak %%r%d_p, %%y%d : tile<%dxptr<%s>>, tile<%dx%s> -> token" % (j, j, j, n, t, n, t))
    lines += ["    return", "  }", "}", ""]
    with open(os.path.join(path, "kernel.mlir"), "w") as f:
        f.write("\n".join(lines))
    args = ["kernel.mlir", "--kernel", "k"]
    for i, (t, data) in enumerate(inputs):
        np.save(os.path.join(path, "in%d.npy" % i), as_file_array(t, data))
        args.append("in%d.npy" % i)
    for t, _ in outputs:
        args.append("zeros:%s:%d" % (t, n))
    with open(os.path.join(path, "args"), "w") as f:
        f.write(" ".join(args) + "\n")
    if error is not None:
        with open(os.path.join(path, "expected_error"), "w") as f:
            f.write(error + "\n")
        return
    os.makedirs(os.path.join(path, "expected"))
    for j, (t, data) in enumerate(outputs):
        np.save(os.path.join(path, "expected", "%d.npy" % (len(inputs) + j)), as_file_array(t, data))
    if ulp is not None:
        with open(os.path.join(path, "ulp"), "w") as f:
            f.write("%d\n" % ulp)
