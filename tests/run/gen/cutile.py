"""tests/run/cutile: the cuTile Python kernels of tests/cutile/*.tileirbc,
run on inputs made here, against what each Python kernel computes (see
xtask/python/kernels/<name>.py), computed with numpy. A kernel's cases run
its first export (13.1's in tests/cutile/sm_90/, else the version it needs),
and again, in tests/run/cutile/<version>/, each newer export that is not the
previous one converted up (tests/cutile/conversions.txt says which). An array parameter
is passed as its pointer, then its shape, then its strides (in elements).
Where the kernel sums floats, the expected sums are left folds in the
element type (the interpreter's documented reduce order); kernels with
exp or rsqrt carry a `ulp` tolerance."""

import os
import shutil
import sys
from fractions import Fraction

import ml_dtypes
import numpy as np
from common import ROOT, RNG, attention_step, case, exp32, fma_round, fold, mma_ref, tensor_core_bound

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from casegen import fmt  # noqa: E402  (exact rounding of rationals to a float format)

FAM = "cutile"
f32, f16, f64, i32 = np.float32, np.float16, np.float64, np.int32
bf16 = ml_dtypes.bfloat16
f8e4, f8e5 = ml_dtypes.float8_e4m3fn, ml_dtypes.float8_e5m2
NAME_OF = {np.dtype(f16): "f16", np.dtype(f32): "f32", np.dtype(f64): "f64", np.dtype(bf16): "bf16",
           np.dtype(f8e4): "f8E4M3FN", np.dtype(f8e5): "f8E5M2"}


# Every case folder is rewritten from scratch.
shutil.rmtree(os.path.join(ROOT, FAM), ignore_errors=True)


def arr1(name, n):
    return f"{name} i32:{n} i32:1"


def arr2(name, r, c):
    return f"{name} i32:{r} i32:{c} i32:{c} i32:1"


def arr_of(name, a, index="i32"):
    """An array argument of any rank: the buffer, then its shape, then its strides (row-major)."""
    shape = a.shape if hasattr(a, "shape") else a
    strides = [int(np.prod(shape[i + 1:])) for i in range(len(shape))]
    return " ".join([name] + [f"{index}:{d}" for d in shape] + [f"{index}:{s}" for s in strides])


def zeros(ty, shape):
    """A fresh zeroed output buffer of `shape`, with its shape and strides."""
    return arr_of(f"zeros:{ty}:{int(np.prod(shape))}", tuple(shape))


def round_exact(values, dtype, mode="nearest_even", name=None):
    """Exact rationals (Fractions) rounded once in `dtype` (f16, bf16, f32, f64, the fp8
    types; `name="tf32"` with dtype f32 for tf32 held as f32) by `mode` (`nearest_even`,
    `zero`, `negative_inf`, `positive_inf`); fp8 saturates as `ftof` does."""
    name = name or NAME_OF[np.dtype(dtype)]
    form = fmt(name)
    # A negative zero stays one (exact() gives it as the float -0.0).
    bits = [form.round(Fraction(v), mode, saturate=name.startswith("f8"), zero_negative=(v == 0 and np.signbit(float(v)))) for v in values]
    width = {8: np.uint8, 16: np.uint16, 32: np.uint32, 64: np.uint64}[np.dtype(dtype).itemsize * 8]
    return np.array(bits, dtype=width).view(dtype)


def exact(a):
    """The elements of a float array as exact rationals (a negative zero as the float -0.0)."""
    return [-0.0 if v == 0 and np.signbit(v) else Fraction(float(v)) for v in np.ravel(np.asarray(a).astype(f64))]


def fma(a, b, c):
    """a * b + c rounded once in the arrays' dtype (cuTile fuses `a * b + c` into `fma`)."""
    dtype = np.asarray(a).dtype
    flat = [Fraction(float(x)) * Fraction(float(y)) + Fraction(float(z)) for x, y, z in zip(np.ravel(a), np.ravel(b), np.ravel(c))]
    return round_exact(flat, dtype).reshape(np.shape(a))








# The corpus (tests/cutile): each kernel's sm_90 export at 13.1 (`sm_90/`) and at the
# newer versions (`<version>/sm_90/`), from the version it needs on.
CORPUS = os.path.join(os.path.dirname(ROOT), "cutile")
SLOTS = ["13.1", "13.2", "13.3", "13.4"]


def slot_dir(slot):
    return "sm_90" if slot == "13.1" else f"{slot}/sm_90"


def _differing():
    """(kernel, from, to) for each export that differs from the kernel's export at the
    previous version converted up (tests/cutile/conversions.txt, by tests/bytecode.rs)."""
    out = set()
    with open(os.path.join(CORPUS, "conversions.txt")) as f:
        for line in f:
            words = line.split()
            if not line.startswith("#") and line.rstrip().endswith("export differs"):
                out.add((words[0], words[1], words[3].rstrip(":")))
    return out


DIFFERING = _differing()


def run_slots(name):
    """The exports of kernel `name` that its cases run: its first, and each one that is not
    the previous export converted up (the others are the same module as one that runs)."""
    have = [s for s in SLOTS if os.path.exists(os.path.join(CORPUS, slot_dir(s), f"{name}.tileirbc"))]
    if not have:
        raise SystemExit(f"no export of {name} in {CORPUS}")
    return [have[0]] + [s for prev, s in zip(have, have[1:]) if (name, prev, s) in DIFFERING]


def kernel(name, slot="13.1"):
    with open(os.path.join(CORPUS, slot_dir(slot), f"{name}.tileirdisasm.mlir")) as f:
        entry = next(line for line in f if line.startswith("entry @"))
        return entry.split("@", 1)[1].split("(", 1)[0]


def slot_case(slot, case_name):
    """A case's folder under tests/run/cutile/ and the path from it to the corpus: a 13.1
    export's cases are `<case>/`, a newer one's `<version>/<case>/`."""
    if slot == "13.1":
        return case_name, "../../../cutile"
    return f"{slot}/{case_name}", "../../../../cutile"


def cutile(name, grid, params, inputs, expected, ulp=None):
    for slot in run_slots(name):
        folder, corpus = slot_case(slot, name)
        case(FAM, folder, f"--kernel {kernel(name, slot)} --grid {grid} {params}", inputs, expected, ulp=ulp,
             kernel_file=f"{corpus}/{slot_dir(slot)}/{name}.tileirbc")


TYPE_NAME = {"float16": "f16", "float32": "f32", "float64": "f64", "bfloat16": "bf16", "int8": "i8", "int16": "i16",
             "int32": "i32", "int64": "i64", "uint8": "i8", "uint16": "i16", "uint32": "i32", "uint64": "i64", "bool": "i1",
             "float8_e4m3fn": "f8E4M3FN", "float8_e5m2": "f8E5M2"}


def as_file(a):
    """The array as a .npy file holds it: bf16 and fp8 as raw unsigned bits, unsigned
    integers as the signed type of their width (what tilesmith writes back)."""
    a = np.asarray(a)
    if a.dtype in (np.dtype(bf16),):
        return a.view(np.uint16)
    if a.dtype in (np.dtype(ml_dtypes.float8_e4m3fn), np.dtype(ml_dtypes.float8_e5m2)):
        return a.view(np.uint8)
    if a.dtype.kind == "u":
        return a.view(f"i{a.dtype.itemsize}")
    return a


def In(file, a, index="i32"):
    """An input array parameter, read from `file` (its shape and strides given as
    `index`, i64 for arrays indexed with 64 bits)."""
    return ("in", file, np.asarray(a), index)


def Out(expected, bound=None):
    """An output array parameter: a zeroed buffer, which must end up holding `expected`
    (on a device, within `bound` per element where tensor cores compute it: see
    common.tensor_core_bound)."""
    return ("out", np.asarray(expected), bound)


def InOut(file, a, expected):
    """An array parameter read from `file` that must end up holding `expected`."""
    return ("inout", file, np.asarray(a), np.asarray(expected))


def Scalar(text):
    """A scalar parameter, as `tilesmith run` takes it (`f32:2.5`)."""
    return ("scalar", text)


def ListIn(prefix, arrays):
    """A list-of-arrays parameter read from `<prefix><k>.npy`: cuTile passes it as a table
    of rows (address, shape, strides) and the list's length."""
    return ("list", prefix, [np.asarray(a) for a in arrays], None)


def ListOut(expected):
    """A list-of-arrays parameter of zeroed buffers, which must end up holding `expected`
    (written back as <index>.<k>.npy)."""
    return ("list", None, [np.zeros_like(np.asarray(e)) for e in expected], [np.asarray(e) for e in expected])


def table_arg(prefix, arrays):
    words = []
    for k, a in enumerate(arrays):
        buffer = f"@{prefix}{k}.npy" if prefix else f"@zeros:{TYPE_NAME[a.dtype.name]}:{a.size}"
        words.append(buffer + "," + arr_of("", a.shape).strip().replace("i32:", "").replace(" ", ","))
    return f"table:{','.join(words)} i32:{len(arrays)}"


def launch(name, grid, params, ulp=None, case_name=None, extra_args="", stdout=None, error=None):
    """A run case of cuTile kernel `name`: the parameters in order (In, Out, InOut,
    Scalar); array parameters are expanded to pointer, shape and strides, and the
    expected buffers are numbered by their pointer's parameter index. `stdout`: what
    the run prints; `error`: the run must fail with this in its error (no buffers
    are compared then)."""
    args, inputs, expected, bounds, index = [], [], {}, {}, 0
    for p in params:
        if p[0] == "scalar":
            args.append(p[1])
            index += 1
            continue
        if p[0] == "list":
            _, prefix, arrays, wanted = p
            args.append(table_arg(prefix, arrays))
            if prefix:
                inputs += [(f"{prefix}{k}.npy", as_file(a)) for k, a in enumerate(arrays)]
            for k, e in enumerate(wanted or []):
                expected[f"{index}.{k}"] = as_file(e)
            index += 2
            continue
        a = p[2] if p[0] in ("in", "inout") else p[1]
        if p[0] == "out":
            args.append(zeros(TYPE_NAME[a.dtype.name], a.shape))
        else:
            args.append(arr_of(p[1], a.shape, p[3] if p[0] == "in" else "i32"))
            inputs.append((p[1], as_file(a)))
        if p[0] == "out":
            expected[index] = as_file(p[1])
            if p[2] is not None:
                bounds[index] = p[2]
        elif p[0] == "inout":
            expected[index] = as_file(p[-1])
        index += 1 + 2 * a.ndim
    for slot in run_slots(name):
        folder, corpus = slot_case(slot, case_name or name)
        case(FAM, folder, f"--kernel {kernel(name, slot)} --grid {grid} {extra_args}{' '.join(args)}", inputs,
             None if error else expected, ulp=ulp, error=error, kernel_file=f"{corpus}/{slot_dir(slot)}/{name}.tileirbc", bounds=bounds)
        if stdout is not None:
            with open(os.path.join(ROOT, FAM, folder, "expected_stdout"), "w") as f:
                f.write(stdout)


def fold_sum(rows):
    """Row sums as a left fold from 0 in f32."""
    acc = np.zeros(rows.shape[0], f32)
    for j in range(rows.shape[1]):
        acc = (acc + rows[:, j]).astype(f32)
    return acc


# vector_add: c = a + b, 128 per block
a, b = RNG.standard_normal(512).astype(f32), RNG.standard_normal(512).astype(f32)
cutile("vector_add", 4, f"{arr1('a.npy', 512)} {arr1('b.npy', 512)} {arr1('zeros:f32:512', 512)}", [("a.npy", a), ("b.npy", b)], {6: a + b})

# scaled_add: y = alpha * x + y (two roundings, as written)
x, y = RNG.standard_normal(1000).astype(f32), RNG.standard_normal(1000).astype(f32)
cutile("scaled_add", 4, f"f32:2.5 {arr1('x.npy', 1000)} {arr1('y.npy', 1000)}", [("x.npy", x), ("y.npy", y)], {4: (2.5 * x.astype(np.float64) + y).astype(f32)})  # compiled to one fma

# relu_or_negate, both modes
x = RNG.standard_normal(300).astype(f32)
cutile("relu_or_negate", 3, f"{arr1('x.npy', 300)} {arr1('zeros:f32:300', 300)} i32:1", [("x.npy", x)], {3: np.maximum(x, f32(0))})
case(FAM, "relu_or_negate_mode0", f"--kernel {kernel('relu_or_negate')} --grid 3 {arr1('x.npy', 300)} {arr1('zeros:f32:300', 300)} i32:0",
     [("x.npy", x)], {3: -x}, kernel_file="../../../cutile/sm_90/relu_or_negate.tileirbc")

# block_sum: one i32 sum per block of 1024 (the last block padded with zeros)
x = RNG.integers(-1000, 1000, 3000).astype(i32)
cutile("block_sum", 3, f"{arr1('x.npy', 3000)} {arr1('zeros:i32:3', 3)}", [("x.npy", x)], {3: np.array([x[i:i + 1024].sum() for i in range(0, 3000, 1024)], i32)})

# bit_mix on uint32 (passed as raw bits; the buffers hold i32)
xu = RNG.integers(0, 2**32, 256, dtype=np.uint64).astype(np.uint32)
seed = np.uint32(0x9E3779B9)
h = xu ^ seed
h = (h << np.uint32(5)) | (h >> np.uint32(27))
h = (h.astype(np.uint64) * 2654435761 + (xu % np.uint32(7))).astype(np.uint32)
h = np.where(h > xu, h & np.uint32(0xFFFF), ~h).astype(np.uint32)
cutile("bit_mix", 2, f"{arr1('x.npy', 256)} {arr1('zeros:i32:256', 256)} i32:{int(seed.view(np.int32))}", [("x.npy", xu)], {3: h.view(i32)})

# collatz_steps: one scalar start, the step count stored per block
def collatz(n):
    s = 0
    while n != 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        s += 1
    return s
cutile("collatz_steps", 2, f"i32:27 {arr1('zeros:i32:2', 2)}", [], {1: np.array([collatz(27)] * 2, i32)})

# histogram: atomic adds of 1 at each value (values in range, the padding adds to bin 0)
v = RNG.integers(0, 16, 500).astype(i32)
bins = np.bincount(v, minlength=16).astype(i32)
bins[0] += 2 * 256 - 500
cutile("histogram", 2, f"{arr1('v.npy', 500)} {arr1('zeros:i32:16', 16)}", [("v.npy", v)], {3: bins})

# gather_scatter: y[perm[i]] = 2 * x[i] for i < n
x = RNG.standard_normal(300).astype(f32)
perm = RNG.permutation(300).astype(i32)
yv = np.zeros(300, f32)
yv[perm] = x * f32(2)
cutile("gather_scatter", 3, f"{arr1('x.npy', 300)} {arr1('perm.npy', 300)} {arr1('zeros:f32:300', 300)} i32:300", [("x.npy", x), ("perm.npy", perm)], {6: yv})

# transpose: 64x96 in 32x32 tiles
a = RNG.standard_normal((64, 96)).astype(f32)
cutile("transpose", "2,3", f"{arr2('a.npy', 64, 96)} {arr2('zeros:f32:6144', 96, 64)}", [("a.npy", a)], {5: a.T.copy()})

# cumsum: row prefix sums, 256 columns, 4 rows
x = RNG.standard_normal((4, 256)).astype(f32)
cs = np.zeros_like(x)
acc = np.zeros(4, f32)
for j in range(256):
    acc = (acc + x[:, j]).astype(f32)
    cs[:, j] = acc
cutile("cumsum", 4, f"{arr2('x.npy', 4, 256)} {arr2('zeros:f32:1024', 4, 256)}", [("x.npy", x)], {5: cs})

# argmax_rows: first index of each row's maximum (distinct values, so no ties)
x = RNG.permutation(8 * 256).astype(f32).reshape(8, 256)
cutile("argmax_rows", 8, f"{arr2('x.npy', 8, 256)} {arr1('zeros:i32:8', 8)}", [("x.npy", x)], {5: x.argmax(axis=1).astype(i32)})

# row_stats: sums and maxima of rows of 300 in tiles of 128 (the padding is zero)
x = RNG.standard_normal((4, 300)).astype(f32)
total = np.zeros(4, f32)
for j in range(0, 384, 128):
    t = np.zeros((4, 128), f32)
    t[:, :max(0, min(128, 300 - j))] = x[:, j:j + 128]
    total = (total + fold_sum(t)).astype(f32)
biggest = np.maximum(f32(-3.0e38), np.maximum(x.max(axis=1), 0)).astype(f32)
cutile("row_stats", 4, f"{arr2('x.npy', 4, 300)} {arr1('zeros:f32:4', 4)} {arr1('zeros:f32:4', 4)}", [("x.npy", x)], {5: total, 8: biggest})

# softmax over rows of 1024 (exp within a few ulps)
x = RNG.standard_normal((4, 1024)).astype(f32)
shifted = (x - x.max(axis=1, keepdims=True)).astype(f32)
num = np.exp(shifted.astype(np.float64)).astype(f32)
den = fold_sum(num)
cutile("softmax", 4, f"{arr2('x.npy', 4, 1024)} {arr2('zeros:f32:4096', 4, 1024)}", [("x.npy", x)], {5: (num / den[:, None]).astype(f32)}, ulp=4)

# layernorm over rows of 512 in f16, computed in f32
x = RNG.standard_normal((4, 512)).astype(f16)
w = RNG.uniform(0.5, 1.5, 512).astype(f16)
bias = RNG.standard_normal(512).astype(f16)
t = x.astype(f32)
mean = (fold_sum(t) / f32(512)).astype(f32)[:, None]
centered = (t - mean).astype(f32)
var = (fold_sum((centered * centered).astype(f32)) / f32(512)).astype(f32)[:, None]
rs = (1.0 / np.sqrt((var + f32(1e-5)).astype(np.float64))).astype(f32)
out = ((centered * rs).astype(f32) * w.astype(f32) + bias.astype(f32)).astype(f32).astype(f16)
cutile("layernorm", 4, f"{arr2('x.npy', 4, 512)} {arr1('w.npy', 512)} {arr1('b.npy', 512)} {arr2('zeros:f16:2048', 4, 512)}",
       [("x.npy", x), ("w.npy", w), ("b.npy", bias)], {11: out}, ulp=2)

# matmul_f16: 128x64 . 64x128, f32 accumulation in k order, stored as f16
a = (np.round(RNG.uniform(-2, 2, (128, 64)) * 64) / 64).astype(f16)
b = (np.round(RNG.uniform(-2, 2, (64, 128)) * 64) / 64).astype(f16)
acc = np.zeros((128, 128), f32)
for k in range(64):
    acc = (acc + (a[:, k:k + 1].astype(f32) * b[k:k + 1, :].astype(f32))).astype(f32)
cutile("matmul_f16", "1,1", f"{arr2('a.npy', 128, 64)} {arr2('b.npy', 64, 128)} {arr2('zeros:f16:16384', 128, 128)}", [("a.npy", a), ("b.npy", b)], {10: acc.astype(f16)})


# ---------------------------------------------------------------------------
# Element-wise math. 300 elements in tiles of 128 (64 for f64 and i64): the
# last tile is partial, so loads pad and stores are clipped at the end.

def f16_rounded(x):
    """Exact values (f64, exact for these inputs) rounded to f16 once."""
    return np.asarray(x, f64).astype(f16)


# ew_f16: poly = fma(a - b, a + b, -a), quot = a / (|b| + 1), clamp = min(max(a, -|b|), |b|)
a = RNG.uniform(-4, 4, 300).astype(f16)
b = RNG.uniform(-4, 4, 300).astype(f16)
poly = fma(a - b, a + b, -a)
launch("ew_f16", 3, [In("x.npy", a), In("y.npy", b), Out(poly), Out(a / (np.abs(b) + f16(1))),
                     Out(np.minimum(np.maximum(a, -np.abs(b)), np.abs(b)))])

# ew_bf16: where(a > b, (a - b) * 0.5, -(a * b)), each op rounded in bf16 (ml_dtypes
# computes in f32 and rounds: exact enough, f32 has more than twice bf16's precision)
a = RNG.uniform(-8, 8, 300).astype(bf16)
b = RNG.uniform(-8, 8, 300).astype(bf16)
launch("ew_bf16", 3, [In("x.npy", a), In("y.npy", b), Out(np.where(a > b, (a - b) * bf16(0.5), -(a * b)).astype(bf16))])

# ew_f64: sqrt(fma(a, a, b * b)), a / b, floor(a) + ceil(b)
a = RNG.uniform(-100, 100, 150)
b = RNG.uniform(-100, 100, 150)
hyp = np.sqrt(fma(a, a, b * b))
launch("ew_f64", 3, [In("x.npy", a), In("y.npy", b), Out(hyp), Out(a / b), Out(np.floor(a) + np.ceil(b))])

# math_f32: each function once, from f64 rounded to f32; the interpreter and the
# backend promise 1 ulp from the correctly rounded result
x = RNG.uniform(0.05, 20, 300).astype(f32)
xd = x.astype(f64)
launch("math_f32", 3, [In("x.npy", x)] + [Out(f(xd).astype(f32)) for f in (np.exp, np.exp2, np.log, np.log2, np.sqrt, lambda v: 1 / np.sqrt(v))], ulp=1)

# trig_f32: sin, cos, tan, sinh, cosh, tanh of a, and |b| ** a (1 ulp, as math_f32)
a = RNG.uniform(-3, 3, 300).astype(f32)
b = RNG.uniform(0.25, 4, 300).astype(f32) * np.where(RNG.random(300) < 0.5, -1, 1).astype(f32)
ad = a.astype(f64)
launch("trig_f32", 3, [In("x.npy", a), In("y.npy", b)] + [Out(f(ad).astype(f32)) for f in (np.sin, np.cos, np.tan, np.sinh, np.cosh, np.tanh)]
       + [Out(np.power(np.abs(b).astype(f64), ad).astype(f32))], ulp=1)

# math_f16: the tanh form of GELU and a sigmoid, op by op in f16 as cuTile writes them:
# constants rounded to f16, `c * t * t * t + t` fused into an fma. tanh and exp are
# within 1 ulp in f16; one more rounding after them can move the result 1 more ulp.
t = RNG.uniform(-4, 4, 300).astype(f16)
c1, c2, half, one = f16(0.7978845608), f16(0.044715), f16(0.5), f16(1.0)
inner = c1 * fma(c2 * t * t, t, t)
gelu = (half * t) * (one + np.tanh(inner.astype(f64)).astype(f16))
sigmoid = one / (one + np.exp(-t.astype(f64)).astype(f16))
launch("math_f16", 3, [In("x.npy", t), Out(gelu), Out(sigmoid)], ulp=2)

# ew_small_ints: i8 sums and products wrap; i16 shifts (arithmetic right shift) and bits
a8 = RNG.integers(-128, 128, 300).astype(np.int8)
b8 = RNG.integers(-128, 128, 300).astype(np.int8)
a16 = RNG.integers(-32768, 32768, 300).astype(np.int16)
b16 = RNG.integers(-32768, 32768, 300).astype(np.int16)
with np.errstate(over="ignore"):
    launch("ew_small_ints", 3, [In("a8.npy", a8), In("b8.npy", b8), In("a16.npy", a16), In("b16.npy", b16),
                                Out(a8 + b8), Out(np.maximum(a8 * b8, np.minimum(a8, b8))),
                                Out(((a16 << np.int16(3)) ^ (b16 >> np.int16(2))) | (a16 & b16))])

# ew_i64_divmod: floor division and modulo (numpy's are Python's), ceiling division
a = RNG.integers(-10**12, 10**12, 150)
b = RNG.integers(1, 10**6, 150) * np.where(RNG.random(150) < 0.5, -1, 1)
a[:4] = [7, -7, 7, -7]
b[:4] = [2, 2, -2, -2]
launch("ew_i64_divmod", 3, [In("x.npy", a), In("y.npy", b), Out(a // b), Out(a % b), Out(-((-a) // b) * 1000003 - a)])

# ew_unsigned: u8 wraps, u16 compares and shifts as unsigned, u64 products wrap
a8 = RNG.integers(0, 256, 300).astype(np.uint8)
b8 = RNG.integers(0, 256, 300).astype(np.uint8)
a16 = RNG.integers(0, 65536, 300).astype(np.uint16)
b16 = RNG.integers(0, 65536, 300).astype(np.uint16)
a64 = RNG.integers(0, 2**63, 300, dtype=np.uint64) * np.uint64(2) + RNG.integers(0, 2, 300, dtype=np.uint64)
with np.errstate(over="ignore"):
    launch("ew_unsigned", 3, [In("a8.npy", a8), In("b8.npy", b8), In("a16.npy", a16), In("b16.npy", b16), In("a64.npy", a64),
                              Out(a8 + b8 + np.uint8(200)), Out(np.where(a16 > b16, a16 >> np.uint16(3), b16 % np.uint16(1000))),
                              Out(a64 * np.uint64(0x9E3779B97F4A7C15) + (a64 >> np.uint64(7)))])

# compare_select: NaNs replaced by `fill`, others clamped to [lo, hi] (maxf and minf
# return the non-NaN operand); code = 4 nan + 1 below + 2 above + 8 zero (ordered
# comparisons are false on NaN). The padding of the last tile is NaN.
x = RNG.uniform(-3, 3, 300).astype(f32)
x[[3, 50, 77, 200]] = np.nan
x[[4, 5]] = [0.0, -0.0]
x[[6, 7]] = [np.inf, -np.inf]
x[[8, 9]] = [-1.5, 1.5]
lo, hi, fill = f32(-1.5), f32(1.5), f32(9.0)
nan = np.isnan(x)
clean = np.where(nan, fill, np.clip(x, lo, hi))
code = (np.where(nan, 4, 0) + np.where(x < lo, 1, 0) + np.where(x >= hi, 2, 0) + np.where(x == 0, 8, 0)).astype(i32)
launch("compare_select", 3, [In("x.npy", x), Out(clean), Out(code), Scalar("f32:9.0"), Scalar("f32:-1.5"), Scalar("f32:1.5")])


# ---------------------------------------------------------------------------
# Conversions. Values stay inside each target's range (saturation and overflow
# to infinity are the conversion families' cases, not these).

# cast_floats: f32 to f16, bf16, tf32 (and back), and x*x in f64 back to f32
x = (RNG.uniform(1, 2, 300) * 2.0 ** RNG.integers(-12, 8, 300) * np.where(RNG.random(300) < 0.5, -1, 1)).astype(f32)
x[:6] = [0.0, -0.0, 1.0, 3.0e-8, 255.9, -0.1]
ex = exact(x)
launch("cast_floats", 3, [In("x.npy", x), Out(round_exact(ex, f16)), Out(round_exact(ex, bf16)), Out(round_exact(ex, f32, name="tf32")),
                          Out((x.astype(f64) * x.astype(f64)).astype(f32))])

# cast_fp8: f32 -> e4m3fn and e5m2 (rounded to nearest even), e4m3fn -> f16 (exact, then doubled), e5m2 -> bf16 (exact)
e4 = RNG.integers(0, 256, 300).astype(np.uint8)
e4[(e4 & 0x7F) == 0x7F] = 0x3C  # no NaN
e5 = RNG.integers(0, 256, 300).astype(np.uint8)
e5[(e5 & 0x7C) == 0x7C] = 0x3C  # no infinity or NaN
e4v, e5v = e4.view(f8e4), e5.view(f8e5)
launch("cast_fp8", 3, [In("x.npy", x), In("e4.npy", e4v), In("e5.npy", e5v), Out(round_exact(ex, f8e4)), Out(round_exact(ex, f8e5)),
                       Out(e4v.astype(f32).astype(f16) * f16(2)), Out(e5v.astype(f32).astype(bf16))])

# cast_narrow_floats: f16 -> bf16 and bf16 -> f16 and f64 -> f16, each rounded once
h = (RNG.uniform(-1, 1, 300) * 2.0 ** RNG.integers(-20, 15, 300)).astype(f16)
bb = (RNG.uniform(-1, 1, 300) * 2.0 ** RNG.integers(-28, 15, 300)).astype(bf16)
d = RNG.uniform(-1, 1, 300) * 2.0 ** RNG.integers(-26, 15, 300)
launch("cast_narrow_floats", 3, [In("h.npy", h), In("b.npy", bb), In("d.npy", d),
                                 Out(round_exact(exact(h), bf16)), Out(round_exact(exact(bb), f16)), Out(round_exact(exact(d), f16))])

# cast_ints: truncations wrap, widenings sign- or zero-extend
v = RNG.integers(-2**31, 2**31, 300).astype(i32)
s8 = RNG.integers(-128, 128, 300).astype(np.int8)
u8 = RNG.integers(0, 256, 300).astype(np.uint8)
w = RNG.integers(0, 2**32, 300, dtype=np.uint64).astype(np.uint32)
launch("cast_ints", 3, [In("x.npy", v), In("s8.npy", s8), In("u8.npy", u8), In("w.npy", w),
                        Out(v.astype(np.int8)), Out(v.astype(np.uint16)), Out(s8.astype(np.int64) * 1000000007),
                        Out(u8.astype(np.int64) * 1000000007), Out(w.astype(np.int64) + w.astype(np.int16).astype(np.int64))])

# cast_int_float: i32 -> f32 rounds to nearest even beyond 2^24; float -> int truncates toward zero
vi = RNG.integers(-2**31, 2**31, 300).astype(i32)
vi[:4] = [2**24 + 1, 2**24 + 3, -(2**24 + 1), 2**31 - 1]
vb = RNG.integers(0, 256, 300).astype(np.uint8)
vl = RNG.integers(-2**62, 2**62, 300)
vf = RNG.uniform(-255.9, 255.9, 300).astype(f32)
vf[:4] = [-0.5, 0.999, -255.99, 255.99]
vh = RNG.uniform(-30000, 30000, 300).astype(f16)
launch("cast_int_float", 3, [In("i.npy", vi), In("b.npy", vb), In("l.npy", vl), In("f.npy", vf), In("h.npy", vh),
                             Out(vi.astype(f32)), Out(vb.astype(f16)), Out(vl.astype(f64)), Out(vf.astype(i32)),
                             Out(np.abs(vf).astype(np.uint8)), Out(vh.astype(np.int16))])


def sqrt_toward_zero(v):
    """The largest f32 whose square is at most v (v >= 0)."""
    c = f32(np.sqrt(f64(v)))
    while Fraction(float(c)) ** 2 > Fraction(float(v)):
        c = np.nextafter(c, f32(0))
    while Fraction(float(np.nextafter(c, f32(np.inf)))) ** 2 <= Fraction(float(v)):
        c = np.nextafter(c, f32(np.inf))
    return c


# rounding_modes: exact results rounded toward zero, down and up
a = (RNG.uniform(-1, 1, 300) * 2.0 ** RNG.integers(-10, 10, 300)).astype(f32)
b = (RNG.uniform(-1, 1, 300) * 2.0 ** RNG.integers(-10, 10, 300)).astype(f32)
ea, eb = exact(a), exact(b)
launch("rounding_modes", 3, [In("x.npy", a), In("y.npy", b),
                             Out(round_exact([p + q for p, q in zip(ea, eb)], f32, "zero")),
                             Out(round_exact([p * q for p, q in zip(ea, eb)], f32, "negative_inf")),
                             Out(round_exact([p / q for p, q in zip(ea, eb)], f32, "positive_inf")),
                             Out(np.array([sqrt_toward_zero(abs(p)) for p in a], f32))])

# bitcast_bits: |x|, copysign(|x|, y), the unbiased exponent, f16 bits ^ 0x7C00
x = (RNG.uniform(-1, 1, 300) * 2.0 ** RNG.integers(-30, 30, 300)).astype(f32)
y = RNG.uniform(-1, 1, 300).astype(f32)
h = RNG.uniform(-100, 100, 300).astype(f16)
xb = x.view(np.uint32)
launch("bitcast_bits", 3, [In("x.npy", x), In("y.npy", y), In("h.npy", h), Out(np.abs(x)), Out(np.copysign(np.abs(x), y)),
                           Out(((xb & 0x7FFFFFFF) >> 23).astype(i32) - 127), Out(h.view(np.int16) ^ np.int16(0x7C00))])

# ---------------------------------------------------------------------------
# Broadcasting.

# outer_product: fma(x[i], y[j], b) in 32x64 blocks, and each block row minus its block mean
x = RNG.uniform(-2, 2, 96).astype(f32)
y = RNG.uniform(-2, 2, 128).astype(f32)
bias = f32(0.375)
prod = fma(np.repeat(x[:, None], 128, 1), np.repeat(y[None, :], 96, 0), np.full((96, 128), bias, f32))
centered = np.zeros_like(prod)
for bn in range(2):
    blk = prod[:, bn * 64:(bn + 1) * 64]
    centered[:, bn * 64:(bn + 1) * 64] = blk - (fold_sum(blk) / f32(64))[:, None]
launch("outer_product", "3,2", [In("x.npy", x), In("y.npy", y), Out(prod), Out(centered), Scalar("f32:0.375")])

# bias_rows: relu(x * scale[:, None] + bias[None, :]) on 40x70 i32 in 16x32 blocks
x = RNG.integers(-1000, 1000, (40, 70)).astype(i32)
sc = RNG.integers(-50, 50, 40).astype(i32)
bi = RNG.integers(-20000, 20000, 70).astype(i32)
launch("bias_rows", "3,3", [In("x.npy", x), In("scale.npy", sc), In("bias.npy", bi), Out(np.maximum(x * sc[:, None] + bi[None, :], 0))])


# ---------------------------------------------------------------------------
# Reductions and scans. Float reductions are left folds from the identity in
# index order (the interpreter's documented order), so the expected values are
# folds in the element type; a reduction over all axes reduces axis 0 twice.




# col_stats: column sums (f32 folds), maxima and minima of 64x96 in blocks of 32 columns
x = RNG.standard_normal((64, 96)).astype(f32)
launch("col_stats", 3, [In("x.npy", x), Out(fold(x, 0, np.add, f32)), Out(x.max(axis=0)), Out(x.min(axis=0))])

# reduce_3d: a 4x8x16 slab per block: sum over 0, max over 1, min over 2, sum of all
x = RNG.integers(-1000, 1000, (12, 8, 16)).astype(i32)
slabs = x.reshape(3, 4, 8, 16)
launch("reduce_3d", 3, [In("x.npy", x), Out(slabs.sum(axis=1).astype(i32)), Out(x.max(axis=1, keepdims=True)), Out(x.min(axis=2)),
                        Out(slabs.sum(axis=(1, 2, 3)).astype(i32))])

# reduce_ints: i64 row products (wrapping), i16 column minima, the u32 maximum, the i8 sum (wrapping)
p = (RNG.integers(1, 21, (24, 16)) * np.where(RNG.random((24, 16)) < 0.5, -1, 1)).astype(np.int64)
m = RNG.integers(-32768, 32768, (24, 16)).astype(np.int16)
u = RNG.integers(0, 2**32, (24, 16), dtype=np.uint64).astype(np.uint32)
s8 = RNG.integers(-128, 128, (24, 16)).astype(np.int8)
blocks = lambda a: a.reshape(3, 8, 16)
with np.errstate(over="ignore"):
    launch("reduce_ints", 3, [In("p.npy", p), In("m.npy", m), In("u.npy", u), In("s.npy", s8),
                              Out(np.prod(blocks(p), axis=2)), Out(blocks(m).min(axis=1)), Out(blocks(u).max(axis=(1, 2))),
                              Out(blocks(s8).astype(np.int64).sum(axis=(1, 2)).astype(np.int8))])

# reduce_custom: each row's bitwise or; variance = fma(-mean, mean, sum(x*x) / 64), mean = sum(x) / 64
bits = (RNG.integers(0, 2**31, (4, 64)) & RNG.integers(0, 2**31, (4, 64)) & RNG.integers(0, 2**31, (4, 64))).astype(i32)
x = RNG.standard_normal((4, 64)).astype(f32)
mean = fold(x, 1, np.add, f32) / f32(64)
squares = fold(x * x, 1, np.add, f32) / f32(64)
launch("reduce_custom", 4, [In("bits.npy", bits), In("x.npy", x), Out(np.bitwise_or.reduce(bits, axis=1)), Out(fma(-mean, mean, squares))])

# argmin_cols: argmin down the columns, argmax along the rows (kept as a column); ties go to the first index
x = RNG.integers(-4, 5, (32, 16)).astype(f16) * f16(0.5)
launch("argmin_cols", 1, [In("x.npy", x), Out(x.argmin(axis=0).astype(i32)), Out(x.argmax(axis=1).astype(i32)[:, None])])

# scan_axes: cumulative sums down the columns and reversed along the rows (f32 folds), wrapping cumulative products
x = RNG.standard_normal((16, 32)).astype(f32)
n = RNG.integers(-9, 10, (16, 32)).astype(i32)
down = np.zeros_like(x)
acc = np.zeros(32, f32)
for r in range(16):
    acc = (acc + x[r]).astype(f32)
    down[r] = acc
rev = np.zeros_like(x)
acc = np.zeros(16, f32)
for c in reversed(range(32)):
    acc = (x[:, c] + acc).astype(f32)
    rev[:, c] = acc
with np.errstate(over="ignore"):
    launch("scan_axes", 1, [In("x.npy", x), In("n.npy", n), Out(down), Out(np.cumprod(n, axis=1, dtype=i32)), Out(rev)])

# scan_custom: running maximum along the rows; running xor from the end
x = RNG.standard_normal((4, 128)).astype(f32)
k = RNG.integers(-2**31, 2**31, (4, 128)).astype(i32)
run_xor = np.flip(np.bitwise_xor.accumulate(np.flip(k, 1), axis=1), 1)
launch("scan_custom", 4, [In("x.npy", x), In("k.npy", k), Out(np.maximum.accumulate(x, axis=1)), Out(run_xor)])

# ---------------------------------------------------------------------------
# Loops.

# first_above: per row, the first index above 2.5 (or -1) and the number of tiles of 32 visited
x = RNG.uniform(-3, 2.4, (6, 100)).astype(f32)
x[0, 5], x[1, 40], x[1, 70], x[2, 99], x[3, 31] = 2.6, 3.0, 4.0, 2.75, 2.5  # row 3: equal is not above
found = np.array([next((j for j in range(100) if row[j] > 2.5), -1) for row in x], i32)
visited = np.array([4 if f < 0 else f // 32 + 1 for f in found], i32)
launch("first_above", 6, [In("x.npy", x), Out(found), Out(visited), Scalar("f32:2.5")])

# mixed_carry: over tiles of 64 (zero padding): f32 sums, f16 maxima, i32 counts, i64 checksums
x = RNG.standard_normal((4, 200)).astype(f32)
padded = np.zeros((4, 256), f32)
padded[:, :200] = x
tiles = padded.reshape(4, 4, 64)
sums = np.zeros((4, 64), f32)
maxes = np.full((4, 64), -np.inf, f16)
checks = []
for r in range(4):
    c = 0
    for j in range(4):
        sums[r] = (sums[r] + tiles[r, j]).astype(f32)
        maxes[r] = np.maximum(maxes[r], tiles[r, j].astype(f16))
        c = (c * 31 + int(tiles[r, j].view(i32).astype(np.int64).sum())) % 2**64
    checks.append(c)
launch("mixed_carry", 4, [In("x.npy", x), Out(sums), Out(maxes), Out((x > 0).sum(axis=1).astype(i32)),
                          Out(np.array(checks, np.uint64).view(np.int64))])

# newton_sqrt: y = 0.5 * (y + v / y) from y = v = a + 1 until no element moves (at most 100 steps), per block of 64
# (the f64 sum of |moves| is 0 exactly when no element moves, whatever the order)
a = RNG.uniform(0, 1e6, 200)
a[:3] = [0.0, 3.0, 1e-9]
padded = np.zeros(256)
padded[:200] = a
roots, steps = np.zeros(256), []
for blk in range(4):
    v = padded[blk * 64:(blk + 1) * 64] + 1.0
    y, nsteps = v, 0
    while nsteps < 100:
        nxt = 0.5 * (y + v / y)
        done = np.abs(nxt - y).sum() == 0.0
        y, nsteps = nxt, nsteps + 1
        if done:
            break
    roots[blk * 64:(blk + 1) * 64] = y
    steps.append(nsteps)
launch("newton_sqrt", 4, [In("a.npy", a), Out(roots[:200]), Out(np.array(steps, i32))])

# grid_stride: 7 blocks over the 40 tiles of 128 of 5000 i32; partial sums per block and their atomic total
x = RNG.integers(-10**6, 10**6, 5000).astype(i32)
padded = np.zeros(40 * 128, np.int64)
padded[:5000] = x
partial = np.array([padded.reshape(40, 128)[b::7].sum() for b in range(7)]).astype(i32)
launch("grid_stride", 7, [In("x.npy", x), Out(partial), Out(np.array([partial.astype(np.int64).sum()]).astype(i32))])

# band_sum: per block row of 16, the f64 sum of the neighbouring tiles (bi - 1 and bi + 1)
a = RNG.standard_normal((64, 64)).astype(f32)
out = np.zeros((64, 16))
for bi in range(4):
    acc = np.zeros((16, 16))
    for bj in (bi + 1, bi - 1):  # the kernel's order: d = 1, side 0 then side 1
        if 0 <= bj < 4:
            acc = acc + a[bi * 16:(bi + 1) * 16, bj * 16:(bj + 1) * 16].astype(f64)
    out[bi * 16:(bi + 1) * 16] = acc
launch("band_sum", 4, [In("a.npy", a), Out(out)])

# row_max_f64: cuTile 1.7 writes the -inf identity of an f64 max as a 65-bit varint that
# NVIDIA's reader (and ours) reads as +inf (see the kernel): every maximum is +inf.
x = RNG.standard_normal((4, 32))
launch("row_max_f64", 4, [In("x.npy", x), Out(np.full(4, np.inf)), Out(x.min(axis=1))])


# ---------------------------------------------------------------------------
# Softmax and norms. exp and rsqrt are within 1 ulp of the correctly rounded
# result (the reference: numpy's f64 function rounded to f32); the sums and
# products after them are rounded as the kernels do. The ulp bounds below allow
# for those 1-ulp differences carried through the following operations.




def rsqrt32(v):
    return (1 / np.sqrt(np.asarray(v, f32).astype(f64))).astype(f32)


# online_softmax: rows of 1000 in tiles of 256 (-inf padding), running max and rescaled sum
x = (RNG.standard_normal((4, 1000)) * 3).astype(f32)
padded = np.full((4, 1024), -np.inf, f32)
padded[:, :1000] = x
m = np.full((4, 1), -np.inf, f32)
ssum = np.zeros((4, 1), f32)
with np.errstate(invalid="ignore"):
    for j in range(4):
        t = padded[:, j * 256:(j + 1) * 256]
        m_new = np.maximum(m, t.max(axis=1, keepdims=True))
        ssum = fma_round(ssum, exp32(m - m_new), fold(exp32(t - m_new), 1, np.add, f32)[:, None], f32)
        m = m_new
launch("online_softmax", 4, [In("x.npy", x), Out((exp32(x - m) / ssum).astype(f32))], ulp=4)

# rmsnorm: f16 rows of 256, in f32: x * rsqrt(sum(x*x) / 256 + eps) * w, stored as f16
x = RNG.standard_normal((8, 256)).astype(f16)
w = RNG.uniform(0.5, 1.5, 256).astype(f16)
t = x.astype(f32)
ms = (fold(t * t, 1, np.add, f32) / f32(256))[:, None]
out = ((t * rsqrt32(ms + f32(1e-6))).astype(f32) * w.astype(f32)).astype(f32).astype(f16)
launch("rmsnorm", 8, [In("x.npy", x), In("w.npy", w), Out(out)], ulp=1)

# layernorm_chunked: bf16 rows of 300 in chunks of 128 (zero padding); per-lane f32 sums
# (sum of squares fused), folded; var = fma(-mean, mean, squares / 300); f32 output
x = (RNG.standard_normal((4, 300)) * 2 + 0.5).astype(bf16)
gamma = RNG.uniform(0.5, 1.5, 300).astype(bf16)
beta = RNG.standard_normal(300).astype(bf16)
padded = np.zeros((4, 384), f32)
padded[:, :300] = x.astype(f32)
total = np.zeros((4, 128), f32)
squares = np.zeros((4, 128), f32)
for j in range(3):
    t = padded[:, j * 128:(j + 1) * 128]
    total = (total + t).astype(f32)
    squares = fma_round(t, t, squares, f32)
mean = (fold(total, 1, np.add, f32) / f32(300))[:, None]
var = fma_round(-mean, mean, (fold(squares, 1, np.add, f32) / f32(300))[:, None], f32)
inv = rsqrt32(var + f32(1e-5))
out = fma_round(((x.astype(f32) - mean) * inv).astype(f32), gamma.astype(f32)[None, :], beta.astype(f32)[None, :], f32)
launch("layernorm_chunked", 4, [In("x.npy", x), In("gamma.npy", gamma), In("beta.npy", beta), Out(out)], ulp=2)


# ---------------------------------------------------------------------------
# Attention: 64 queries and keys, head size 32, blocks of 16, f16 in and out.

def attention_ref(q, k, v, scale, causal):
    out = np.zeros(q.shape, f16)
    for qb in range(q.shape[0] // 16):
        tq = q[qb * 16:(qb + 1) * 16]
        m = np.full((16, 1), -np.inf, f32)
        l = np.zeros((16, 1), f32)
        acc = np.zeros((16, 32), f32)
        rows = np.arange(16) + qb * 16
        n = (qb * 16 + 16 + 15) // 16 if causal else k.shape[0] // 16
        for j in range(n):
            tk, tv = k[j * 16:(j + 1) * 16], v[j * 16:(j + 1) * 16]
            s = (mma_ref(tq, tk.T, np.zeros((16, 16), f32)) * scale).astype(f32)
            if causal:
                cols = np.arange(16) + j * 16
                s = np.where(cols[None, :] <= rows[:, None], s, -np.inf).astype(f32)
            m, l, acc = attention_step(m, l, acc, s, tv)
        out[qb * 16:(qb + 1) * 16] = (acc / l).astype(f32).astype(f16)
    return out


q = RNG.standard_normal((64, 32)).astype(f16)
k = RNG.standard_normal((64, 32)).astype(f16)
v = RNG.standard_normal((64, 32)).astype(f16)
scale = f32(1 / np.sqrt(32))
with np.errstate(invalid="ignore"):
    for name, causal in [("attention", False), ("attention_causal", True)]:
        launch(name, 4, [In("q.npy", q), In("k.npy", k), In("v.npy", v), Out(attention_ref(q, k, v, scale, causal)),
                         Scalar(f"f32:{float(scale)!r}")], ulp=1)


# ---------------------------------------------------------------------------
# Matmuls: 64x48 @ 48x64 in 32x32x16 tiles (grid 2x2) unless said otherwise.

def ints(lo, hi, shape, scale=1):
    return RNG.integers(lo, hi + 1, shape) * scale


def e4m3(shape):
    """Random f8E4M3FN values: any bits but a NaN's, which become 0x38 (1.0)."""
    bits = RNG.integers(0, 256, shape).astype(np.uint8)
    bits[(bits & 0x7F) == 0x7F] = 0x38
    return bits.view(f8e4)


a = RNG.standard_normal((64, 48)).astype(f32)
b = RNG.standard_normal((48, 64)).astype(f32)
launch("matmul_f32", "2,2", [In("a.npy", a), In("b.npy", b), Out(mma_ref(a, b, np.zeros((64, 64), f32)))])

a = ints(-64, 64, (64, 48), 1 / 16)
b = ints(-64, 64, (48, 64), 1 / 16)
launch("matmul_f64", "2,2", [In("a.npy", a), In("b.npy", b), Out(a @ b)])  # exact: multiples of 1/256 below 2^20

a = RNG.standard_normal((64, 48)).astype(bf16)
b = RNG.standard_normal((48, 64)).astype(bf16)
launch("matmul_bf16", "2,2", [In("a.npy", a), In("b.npy", b), Out(mma_ref(a, b, np.zeros((64, 64), f32)), tensor_core_bound(a, b, 0, f32))])

a = RNG.uniform(-1, 1, (64, 48)).astype(f16)
b = RNG.uniform(-1, 1, (48, 64)).astype(f16)
launch("matmul_f16_acc16", "2,2", [In("a.npy", a), In("b.npy", b), Out(mma_ref(a, b, np.zeros((64, 64), f16)), tensor_core_bound(a, b, 0, f16))])

a = ints(-128, 127, (64, 48)).astype(np.int8)
b = ints(-128, 127, (48, 64)).astype(np.int8)
launch("matmul_i8", "2,2", [In("a.npy", a), In("b.npy", b), Out(mma_ref(a, b, np.zeros((64, 64), i32)))])

a = ints(0, 255, (64, 48)).astype(np.uint8)
b = ints(-128, 127, (48, 64)).astype(np.int8)
launch("matmul_u8_i8", "2,2", [In("a.npy", a), In("b.npy", b), Out(mma_ref(a, b, np.zeros((64, 64), i32)))])

a, b = e4m3((64, 48)), e4m3((48, 64))
launch("matmul_e4m3", "2,2", [In("a.npy", a), In("b.npy", b), Out(mma_ref(a.astype(f32), b.astype(f32), np.zeros((64, 64), f32)), tensor_core_bound(a, b, 0, f32))])

a = RNG.uniform(-4, 4, (64, 48)).astype(f8e5)
b = RNG.uniform(-4, 4, (48, 64)).astype(f8e5)
launch("matmul_e5m2_acc16", "2,2", [In("a.npy", a), In("b.npy", b), Out(mma_ref(a.astype(f32), b.astype(f32), np.zeros((64, 64), f16)), tensor_core_bound(a, b, 0, f16))])

# matmul_tf32: the f32 inputs rounded to tf32 (nearest even) in the kernel
a = RNG.standard_normal((64, 48)).astype(f32)
b = RNG.standard_normal((48, 64)).astype(f32)
at = round_exact(exact(a), f32, name="tf32").reshape(a.shape)
bt = round_exact(exact(b), f32, name="tf32").reshape(b.shape)
launch("matmul_tf32", "2,2", [In("a.npy", a), In("b.npy", b), Out(mma_ref(at, bt, np.zeros((64, 64), f32)), tensor_core_bound(at, bt, 0, f32))])

# matmul_nt: B stored 64x48 (N x K); matmul_tn: A stored 48x64 (K x M)
a = RNG.standard_normal((64, 48)).astype(f16)
bn = RNG.standard_normal((64, 48)).astype(f16)
out = mma_ref(a, bn.T, np.zeros((64, 64), f32)).astype(f16)
launch("matmul_nt", "2,2", [In("a.npy", a), In("b.npy", bn), Out(out, tensor_core_bound(a, bn.T, 0, f32, rounded_to=f16, expected=out))])
at = RNG.standard_normal((48, 64)).astype(bf16)
b = RNG.standard_normal((48, 64)).astype(bf16)
launch("matmul_tn", "2,2", [In("a.npy", at), In("b.npy", b), Out(mma_ref(at.T, b, np.zeros((64, 64), f32)), tensor_core_bound(at.T, b, 0, f32))])

# matmul_splitk: K = 96 in 6 tiles split over 3 parts; the atomic adds of the parts come
# in any order, so the data makes every partial sum exact (multiples of 1/16 below 2^10)
a = ints(-4, 4, (64, 96), 0.25).astype(f16)
b = ints(-4, 4, (96, 64), 0.25).astype(f16)
launch("matmul_splitk", "2,2,3", [In("a.npy", a), In("b.npy", b), Out((a.astype(f64) @ b.astype(f64)).astype(f32))])

# matmul_batched: 3 x (32x48 @ 48x64) in 1x16x16 by 1x16x32 tiles, grid 2x2x3
a = RNG.standard_normal((3, 32, 48)).astype(f16)
b = RNG.standard_normal((3, 48, 64)).astype(f16)
out = mma_ref(a, b, np.zeros((3, 32, 64), f32)).astype(f16)
launch("matmul_batched", "2,2,3", [In("a.npy", a), In("b.npy", b), Out(out, tensor_core_bound(a, b, 0, f32, rounded_to=f16, expected=out))])

# linear_relu: x (64x64) @ w (64x64) with an f16 accumulator from zero, + bias, relu, f16
x = RNG.uniform(-1, 1, (64, 64)).astype(f16)
w = RNG.uniform(-0.25, 0.25, (64, 64)).astype(f16)
bias = RNG.uniform(-1, 1, 64).astype(f16)
out = np.maximum(mma_ref(x, w, np.zeros((64, 64), f16)) + bias[None, :], f16(0))
# (the bias is added in f16: one more rounding)
launch("linear_relu", "2,2", [In("x.npy", x), In("w.npy", w), In("bias.npy", bias),
                              Out(out, tensor_core_bound(x, w, 0, f16, rounded_to=f16, expected=out))])


# ---------------------------------------------------------------------------
# Gathers, scatters and atomics. Atomics from different blocks land in any
# order: the data makes every result independent of it (integers, or float
# sums that are exact).

# embedding_gather: 48 ids into a 64x32 f16 table (ids outside it give zero rows), doubled
ids = RNG.integers(-2, 70, 48).astype(i32)
table = RNG.standard_normal((64, 32)).astype(f16)
rows = np.where(((ids >= 0) & (ids < 64))[:, None], table[np.clip(ids, 0, 63)], f16(0)) * f16(2)
launch("embedding_gather", 3, [In("ids.npy", ids), In("table.npy", table), Out(rows.astype(f16))])

# scatter_rows: out[perm[i]] = x[i] where key[i] >= 0 (other rows stay zero)
x = RNG.integers(-1000, 1000, (32, 8)).astype(i32)
perm = RNG.permutation(32).astype(i32)
key = RNG.integers(-3, 5, 32).astype(i32)
out = np.zeros((32, 8), i32)
out[perm[key >= 0]] = x[key >= 0]
launch("scatter_rows", 2, [In("x.npy", x), In("perm.npy", perm), In("key.npy", key), Out(out)])

# scatter_add: 1000 quarters summed into 16 segments (exact in f32, so in any order); the
# padding of the last tile adds 0 to segment 0
x = (RNG.integers(-400, 400, 1000) / 4).astype(f32)
seg = RNG.integers(0, 16, 1000).astype(i32)
launch("scatter_add", 8, [In("x.npy", x), In("seg.npy", seg), Out(np.bincount(seg, weights=x, minlength=16).astype(f32))])

# atomic_minmax: per bucket of 8, the max and min value (from INT_MIN and INT_MAX) and the largest u32 key (from 0)
values = RNG.integers(-2**31, 2**31, 256).astype(i32)
keys = RNG.integers(0, 2**32, 256, dtype=np.uint64).astype(np.uint32)
bucket = RNG.integers(0, 8, 256).astype(i32)
hi0, lo0 = np.full(8, -2**31, i32), np.full(8, 2**31 - 1, i32)
hi = np.array([values[bucket == b].max() for b in range(8)], i32)
lo = np.array([values[bucket == b].min() for b in range(8)], i32)
top = np.array([keys[bucket == b].max() for b in range(8)], np.uint32)
launch("atomic_minmax", 4, [In("values.npy", values), In("keys.npy", keys), In("bucket.npy", bucket),
                            InOut("hi.npy", hi0, hi), InOut("lo.npy", lo0, lo), InOut("top.npy", np.zeros(8, np.uint32), top)])

# atomic_bits: 70 blocks; block b sets, clears and toggles bit b % 32 of word b // 32 (or, and, xor
# at 3w, 3w + 1, 3w + 2) and exchanges slot b for 7b + 1, keeping the old value
words0 = np.array([0, -1, 0x5555AAAA] * 3, np.int64).astype(i32)
words = words0.view(np.uint32).copy()
for blk in range(70):
    w, bit = blk // 32, np.uint32(1 << (blk % 32))
    words[3 * w] |= bit
    words[3 * w + 1] &= ~bit
    words[3 * w + 2] ^= bit
slots0 = RNG.integers(-10**6, 10**6, 70).astype(i32)
launch("atomic_bits", 70, [InOut("words.npy", words0, words.view(i32)), InOut("slots.npy", slots0, (np.arange(70) * 7 + 1).astype(i32)),
                           Out(slots0)])

# cas_product: 16 blocks multiply a u32 counter (from 1) by their factors, wrapping
factors = RNG.integers(1, 2**32, 16, dtype=np.uint64).astype(np.uint32)
product = 1
for f in factors:
    product = product * int(f) % 2**32
launch("cas_product", 16, [InOut("counter.npy", np.ones(1, np.uint32), np.array([product], np.uint32)), In("factors.npy", factors)])

# ---------------------------------------------------------------------------
# Printing and assertions.

# printf_blocks: the blocks print in linear order on the interpreter and the PTX emulator
x = RNG.uniform(-10, 10, 128).astype(f32)
lines = []
for blk in range(4):
    t = x[blk * 32:(blk + 1) * 32]
    lines.append("block %d: sum=%.3f max=%8.2e\n" % (blk, float(fold(t, 0, np.add, f32)), float(t.max())))
    lines.append("block %d positives %d\n" % (blk, int((t > 0).sum())))
launch("printf_blocks", 4, [In("x.npy", x)], stdout="".join(lines))

# assert_sorted: sorted rows pass and are differenced; a row that is not sorted stops the run
x = np.sort(RNG.integers(-1000, 1000, (4, 64)), axis=1).astype(i32)
launch("assert_sorted", 4, [In("x.npy", x), Out(x[:, 32:] - x[:, :32])])
bad = x.copy()
bad[2, [10, 50]] = bad[2, [50, 10]]
launch("assert_sorted", 4, [In("x.npy", bad), Out(np.zeros((4, 32), i32))], case_name="assert_sorted_fails",
       error="tile is not sorted")

# ---------------------------------------------------------------------------
# Grids.

# grid3d_codes: grid 3x2x4; block (x, y, z) writes ((z*2 + y)*3 + x)*1000 + 324, times 100, plus the lane
out = np.zeros((4, 2, 24), i32)
for z in range(4):
    for y in range(2):
        for xb in range(3):
            code = ((z * 2 + y) * 3 + xb) * 1000 + 3 * 100 + 2 * 10 + 4
            out[z, y, xb * 8:(xb + 1) * 8] = code * 100 + np.arange(8)
launch("grid3d_codes", "3,2,4", [Out(out)])

# ---------------------------------------------------------------------------
# List-of-array parameters: three arrays of 300 f32 in each list (a table of
# address, shape and stride rows, and the length 3).

xs = [RNG.standard_normal(300).astype(f32) for _ in range(3)]
total = ((np.zeros(300, f32) + xs[0]) + xs[1]).astype(f32) + xs[2]
launch("list_sum", 3, [ListIn("x", xs), ListOut([x * f32(k + 1) for k, x in enumerate(xs)]), Out(total.astype(f32))])

# ---------------------------------------------------------------------------
# Hints, layout facts, 64-bit indices, views and shuffles.

# hinted_scale: x * w[None, :] + 1 in f16 (one fma), 32x128 in 16x64 tiles
x = RNG.uniform(-2, 2, (32, 128)).astype(f16)
w = RNG.uniform(-2, 2, 128).astype(f16)
launch("hinted_scale", "2,2", [In("x.npy", x), In("w.npy", w), Out(fma_round(x, w[None, :], np.ones((32, 128), f16), f16))])

# aligned_rows: x * 2 + bias (exact product, one rounding), 16x128 in 8x64 tiles; the
# assumed layout facts hold (checked by the interpreter's assume checks)
x = RNG.uniform(-4, 4, (16, 128)).astype(f16)
bias = RNG.uniform(-4, 4, 128).astype(f16)
launch("aligned_rows", "2,2", [In("x.npy", x), In("bias.npy", bias), Out(x * f16(2) + bias[None, :])])

# wide_index: y[i] = x[2i] + offset, x indexed with i64 shape and stride
x = RNG.integers(-2**62, 2**62, 1000)
launch("wide_index", 4, [In("x.npy", x, index="i64"), Out(x[0:512:2] + (2**40 + 3)), Scalar(f"i64:{2**40 + 3}")])

# slice_windows: rows 3..7 of a 10x64 array, sums of each chunk of 8 (f32 folds)
x = RNG.standard_normal((10, 64)).astype(f32)
sums = fold(x[3:8].reshape(5, 8, 8), 2, np.add, f32)
launch("slice_windows", 5, [In("x.npy", x), Out(sums), Scalar("i32:3")])

# cat_permute: each row's halves swapped; 2x4x8 slabs permuted to 8x2x4
x = RNG.integers(-1000, 1000, (4, 32)).astype(i32)
cube = RNG.standard_normal((8, 4, 8)).astype(f32)
permuted = np.concatenate([np.transpose(cube[r * 2:(r + 1) * 2], (2, 0, 1)) for r in range(4)], axis=1)
launch("cat_permute", 4, [In("x.npy", x), In("cube.npy", cube), Out(np.concatenate([x[:, 16:], x[:, :16]], axis=1)), Out(permuted)])

# ---------------------------------------------------------------------------
# Corner cases users write.

# float_divmod: a // b is floor(a / b) with the quotient rounded first (cuTile's divf then
# floor); a % b is fmod (exact) moved to the divisor's sign by adding b
a = (RNG.uniform(-50, 50, 128)).astype(f32)
b = (RNG.uniform(0.5, 8, 128) * np.where(RNG.random(128) < 0.5, -1, 1)).astype(f32)
a[:4] = [7.0, -7.0, 7.0, -7.0]
b[:4] = [2.0, 2.0, -2.0, -2.0]
r = np.fmod(a, b)
fix = ((r < 0) != (b < 0)) & (r != 0)
launch("float_divmod", 2, [In("x.npy", a), In("y.npy", b), Out(np.floor((a / b).astype(f32))), Out(np.where(fix, (r + b).astype(f32), r))])

# nan_aware: maxf/minf with propagate_nan give NaN where either input is NaN (the canonical
# NaN: all bits set, as NVIDIA GPUs give); the row maximum too; exp2 with flush_to_zero gives
# +0 for results below 2^-126 (the exponents here stay clear of the boundary); exp2 is
# correctly rounded on these inputs on both the interpreter and the emulator
CANON_F32 = np.array([0x7FFFFFFF], np.uint32).view(f32)[0]
x = RNG.standard_normal((4, 32)).astype(f32)
y = RNG.standard_normal((4, 32)).astype(f32)
x[0, 3], x[1, 7], y[1, 7], y[2, 30] = np.nan, np.nan, np.nan, np.nan
y[3, :8] = [-130.5, -127.25, -149.5, -140.0, -125.5, -100.0, 0.5, -0.0]
nan_either = np.isnan(x) | np.isnan(y)
hi = np.where(nan_either, CANON_F32, np.maximum(x, y)).astype(f32)
lo = np.where(nan_either, CANON_F32, np.minimum(x, y)).astype(f32)
rowmax = np.where(np.isnan(x).any(axis=1), CANON_F32, np.nanmax(x, axis=1)).astype(f32)
e2 = np.exp2(y.astype(f64)).astype(f32)
e2 = np.where(np.isnan(y), CANON_F32, np.where(np.abs(e2) < 2.0 ** -126, f32(0), e2)).astype(f32)
launch("nan_aware", 4, [In("x.npy", x), In("y.npy", y), Out(hi), Out(lo), Out(rowmax), Out(e2)])

# bool_masks: (keep & (x > 0)) | ~(keep | (x > -1)), and the count per block of 64
x = RNG.uniform(-3, 3, 192).astype(f32)
keep = RNG.random(192) < 0.5
m = (keep & (x > 0)) | ~(keep | (x > -1))
launch("bool_masks", 3, [In("x.npy", x), In("keep.npy", keep), Out(m), Out(m.reshape(3, 64).sum(axis=1).astype(i32))])

# early_return: 5 blocks, 3 tiles of work; the blocks past them return at once
x = RNG.integers(-40000, 40000, 192).astype(i32)
launch("early_return", 5, [In("x.npy", x), Out(x * x), Scalar("i32:3")])

# half_reduce: f16 row sums folded in f16, bf16 row maxima, and per pair of rows the f16
# atomic total (0 + s0 + s1: the first add is exact, so either order gives the same sum)
h = RNG.uniform(-1, 1, (6, 64)).astype(f16)
bb = RNG.standard_normal((6, 64)).astype(bf16)
sums = fold(h, 1, np.add, f16)
launch("half_reduce", 6, [In("h.npy", h), In("b.npy", bb), Out(sums), Out(bb.max(axis=1)), Out((sums[0::2] + sums[1::2]).astype(f16))])

# strided_loops: tiles start, start+3, ... (acc*2 + tile) and all tiles backwards (acc*3 + tile), wrapping
x = RNG.integers(-1000, 1000, 320).astype(i32)
tiles = x.reshape(10, 32)
fwd = np.zeros(32, i32)
with np.errstate(over="ignore"):
    for t in range(2, 10, 3):
        fwd = fwd * 2 + tiles[t]
    bwd = np.zeros(32, i32)
    for t in reversed(range(10)):
        bwd = bwd * 3 + tiles[t]
launch("strided_loops", 1, [In("x.npy", x), Out(fwd), Out(bwd), Scalar("i32:2")])

# masked_gather: src[idx] where idx % 3 != 0 (Python's modulo) and 0 <= idx < 100, else -1;
# the relaxed atomic total of all of them
src = RNG.integers(-1000, 1000, 100).astype(i32)
idx = RNG.integers(-10, 110, 128).astype(i32)
ok = (idx % 3 != 0) & (idx >= 0) & (idx < 100)
v = np.where(ok, src[np.clip(idx, 0, 99)], -1).astype(i32)
launch("masked_gather", 2, [In("src.npy", src), In("idx.npy", idx), Out(v), Out(np.array([v.sum()], i32))])

# branchy_loop: per row, tiles of 16 whose f32 sum is positive are added; the others counted
# and their sums subtracted in f64
x = RNG.standard_normal((4, 128)).astype(f32)
acc_out = np.zeros((4, 16), f32)
counts, totals = [], []
for r in range(4):
    c, tot = 0, 0.0
    for j in range(8):
        t = x[r, j * 16:(j + 1) * 16]
        s = fold(t, 0, np.add, f32)
        if s > 0:
            acc_out[r] = (acc_out[r] + t).astype(f32)
        else:
            c, tot = c + 1, tot - float(s)
    counts.append(c)
    totals.append(tot)
launch("branchy_loop", 4, [In("x.npy", x), Out(acc_out), Out(np.array(counts, i32)), Out(np.array(totals))])

# tiny_tiles: 3 blocks; 2x4 column sums, cumulative products of 8 (i64, wrapping), 4x4 @ 4x2
# (f16 products exact in f32), and bid + 1
m = RNG.integers(-1000, 1000, (6, 4)).astype(i32)
v = RNG.integers(-50, 50, (3, 8)).astype(np.int64)
a = RNG.uniform(-2, 2, (12, 4)).astype(f16)
b = RNG.uniform(-2, 2, (12, 2)).astype(f16)
c = np.concatenate([mma_ref(a[k * 4:(k + 1) * 4], b[k * 4:(k + 1) * 4], np.zeros((4, 2), f32)) for k in range(3)])
with np.errstate(over="ignore"):
    launch("tiny_tiles", 3, [In("m.npy", m), In("v.npy", v), In("a.npy", a), In("b.npy", b),
                             Out(m.reshape(3, 2, 4).sum(axis=1).astype(i32)), Out(np.cumprod(v, axis=1)), Out(c), Out(np.arange(1, 4).astype(i32))])

# wide_atomics: per bucket of 8, i64 sums (wrapping), u64 maxima (from 0), f64 sums of quarters (exact)
vv = RNG.integers(-2**62, 2**62, 256)
uu = RNG.integers(0, 2**64, 256, dtype=np.uint64)
dd = RNG.integers(-4000, 4000, 256) / 4.0
bucket = RNG.integers(0, 8, 256).astype(i32)
wrap_sums = np.array([sum(int(x) for x in vv[bucket == k]) for k in range(8)], dtype=object)
wrap_sums = np.array([(int(s) + 2**63) % 2**64 - 2**63 for s in wrap_sums], np.int64)
launch("wide_atomics", 4, [In("v.npy", vv), In("u.npy", uu), In("d.npy", dd), In("bucket.npy", bucket),
                           Out(wrap_sums), Out(np.array([uu[bucket == k].max() for k in range(8)], np.uint64)),
                           Out(np.array([dd[bucket == k].sum() for k in range(8)]))])

# any_all: per row of 64, whether any element is above 100 and whether all are above -100;
# each element's count of earlier ones above 100
x = RNG.integers(-110, 105, (6, 64)).astype(i32)
x[0] = np.clip(x[0], -99, 99)
x[1] = np.clip(x[1], -99, 200)
big = (x > 100).astype(i32)
launch("any_all", 6, [In("x.npy", x), Out((x > 100).any(axis=1).astype(i32)), Out((x > -100).all(axis=1).astype(i32)),
                      Out(np.cumsum(big, axis=1).astype(i32) - big)])

# printf_escapes: text with a tab, quotes, a backslash, %%, UTF-8; a 4-element tile printed
# (the interpreter prints a tile's elements as a bracketed list, each in the conversion's
# format); the assertion holds here (non-negative input)
x = RNG.integers(0, 100, 8).astype(i32)
lines = []
for blk in range(2):
    t = x[blk * 4:(blk + 1) * 4]
    lines.append("blk\t%d \"q\" \\ 100%% \u00e9\u2192 %x\n" % (blk, int(t.sum())))
    lines.append("tile [%s]\n" % ", ".join("%d" % e for e in t))
launch("printf_escapes", 2, [In("x.npy", x)], stdout="".join(lines))
bad = x.copy()
bad[5] = -3
launch("printf_escapes", 2, [In("x.npy", bad)], case_name="printf_escapes_assert", error='n\u00e9gatif: "x" < 0\t(100%)')

# constants_zoo: the constants as cuTile 1.7 writes them. It rounds every float constant
# through f32 first, f64 ones included (an f64 tile of 0.1 holds 0.10000000149011612,
# 5e-324 and -1e-310 become zeros, the largest f64 becomes +inf): tileirdisasm prints the
# same values from the bytecode. NaN is f32's quiet NaN, widened to f16's and bf16's.
f = np.array([1e-40, -0.0, 3.4028234663852886e38, 1 / 3, -np.inf, np.nan, 0.1, 1.401298464324817e-45], f32)
with np.errstate(over="ignore"):
    d = np.array([5e-324, 1.7976931348623157e308, 0.1, -1e-310]).astype(f32).astype(f64)
    h = np.array([65504.0, 6e-08, 0.1, np.inf]).astype(f32).astype(f16)
    bfv = np.array([1e30, -0.1, 3.3895313892515355e38, 1e-40]).astype(f32).astype(bf16)
    launch("constants_zoo", 1, [Out(f), Out(d), Out(h), Out(bfv), Out(np.full(2, -128, np.int8)), Out(np.full(2, 32767, np.int16)),
                                Out(np.full(2, -2**63, np.int64))])

# int_abs_neg: |t| - floor(-t / 3) in i32; |u| ^ -u in i8 (-128 is its own absolute value and
# negation, wrapping); the array's length 192 per block
x = RNG.integers(-2**31 + 1, 2**31, 192).astype(i32)
s8 = RNG.integers(-128, 128, 192).astype(np.int8)
s8[:3] = [-128, 127, 0]
with np.errstate(over="ignore"):
    small = (np.abs(s8) ^ -s8).astype(np.int8)
    out = (np.abs(x.astype(np.int64)) - ((-x.astype(np.int64)) // 3)).astype(i32)
launch("int_abs_neg", 3, [In("x.npy", x), In("s.npy", s8), Out(out), Out(small), Out(np.full(3, 192, i32))])

# raw_offsets: v[i] = x[3i] for i < 128; y[127 - i] = v[i]; top[k] = max of v[i] with i % 4 == k (from INT_MIN)
x = RNG.integers(-10**6, 10**6, 400).astype(i32)
v = x[0:384:3]
top = np.array([v[k::4].max() for k in range(4)], i32)
launch("raw_offsets", 2, [In("x.npy", x), Out(v[::-1].copy()), InOut("top.npy", np.full(4, -2**31, i32), top)])

# math_f64: exp, log|t|, sin(100 t), tanh, t**3 and |t|**0.5 (pow), each within 1 ulp
x = RNG.uniform(-5, 5, 128)
x[:3] = [-2.5, 0.0, 1e-300]
with np.errstate(divide="ignore"):
    launch("math_f64", 2, [In("x.npy", x), Out(np.exp(x)), Out(np.log(np.abs(x))), Out(np.sin(x * 100.0)), Out(np.tanh(x)),
                           Out(np.power(x, 3.0)), Out(np.power(np.abs(x), 0.5))], ulp=1)

# math_bf16: computed through f32 (the f64 function rounded to f32), then rounded to bf16;
# the adds and divides round in bf16
def through_f32(fn, v):
    return fn(np.asarray(v, f64)).astype(f32).astype(bf16)


x = RNG.uniform(-6, 6, 256).astype(bf16)
one = bf16(1)
sig = (one / (one + through_f32(np.exp, -x.astype(f32)))).astype(bf16)
rs = through_f32(lambda v: 1 / np.sqrt(v), (np.abs(x) + one).astype(bf16).astype(f32))
launch("math_bf16", 2, [In("x.npy", x), Out(sig), Out(through_f32(np.exp, x.astype(f32))), Out(rs)])

# printf_loop: per row, each tile's running sum, and for odd tiles the tile's maximum
x = RNG.integers(-50, 50, (2, 32)).astype(i32)
lines = []
for r in range(2):
    acc = 0
    for j in range(4):
        t = x[r, j * 8:(j + 1) * 8]
        acc += int(t.sum())
        lines.append("row %d tile %d acc %d\n" % (r, j, acc))
        if j % 2 == 1:
            lines.append("odd tile %d max %d\n" % (j, int(t.max())))
launch("printf_loop", 2, [In("x.npy", x), Out(x.sum(axis=1).astype(i32))], stdout="".join(lines))

# ---- Kernels that need 13.2 to 13.4 (run at the version they need; see run_slots) ----

# atan2_f32, atan2_f16: out = atan2(y, x); C's special cases at zeros and infinities.
# Expected: the f64 result (within an ulp of the exact one) rounded to the element type.
def atan2_case(name, dtype, n):
    y = RNG.uniform(-4, 4, n).astype(dtype)
    x = RNG.uniform(-4, 4, n).astype(dtype)
    y[:8] = [0.0, -0.0, 0.0, -0.0, 1.0, -1.0, np.inf, -np.inf]
    x[:8] = [0.0, 0.0, -0.0, -0.0, np.inf, -np.inf, 1.0, np.inf]
    launch(name, 4, [In("y.npy", y), In("x.npy", x), Out(np.arctan2(y.astype(f64), x.astype(f64)).astype(dtype))], ulp=1)


atan2_case("atan2_f32", f32, 512)
atan2_case("atan2_f16", f16, 256)

# tanh_approx, exp_approx: rounding_mode=APPROX. The interpreter evaluates them as
# accurately as the full functions (docs/interpreter.md); the PTX backend evaluates
# tanh so too (1 ulp), and exp as tileiras does, 2^(x log2 e) with the product
# rounded to f32 and ex2.approx: held to that evaluation's largest error on these
# inputs (2^t rounded once, as the emulator gives ex2.approx) plus 2 ulps for
# ex2.approx's own on hardware.
x = RNG.uniform(-6, 6, 512).astype(f32)
launch("tanh_approx", 4, [In("x.npy", x), Out(np.tanh(x.astype(f64)).astype(f32))], ulp=1)
x = RNG.uniform(-20, 20, 512).astype(f32)


def exp_approx_ulps(x):
    t = (x * np.float32(1.4426950408889634)).astype(f32)
    device = np.exp2(t.astype(f64)).astype(f32)
    exact = np.exp(x.astype(f64)).astype(f32)
    return int(np.abs(exact.view(np.int32).astype(np.int64) - device.view(np.int32).astype(np.int64)).max()) + 2


launch("exp_approx", 4, [In("x.npy", x), Out(np.exp(x.astype(f64)).astype(f32))], ulp=exp_approx_ulps(x))

# matmul_e4m3_fast_acc: use_fast_acc only allows a device a less precise accumulation;
# the interpreter computes it as mma does.
a, b = e4m3((64, 64)), e4m3((64, 64))
launch("matmul_e4m3_fast_acc", "2,2", [In("a.npy", a), In("b.npy", b), Out(mma_ref(a.astype(f32), b.astype(f32), np.zeros((64, 64), f32)), tensor_core_bound(a, b, 0, f32))])

# gather_rows_view: y[i, :] = 2 * x[rows[i], col:col+16], zero where the row or the
# column is outside x (padding zero). Blocks of 8 rows; col runs past x's 20 columns.
x = RNG.uniform(-2, 2, (30, 20)).astype(f32)
rows = RNG.integers(0, 30, 32).astype(i32)
rows[[3, 9, 17, 30]] = [-1, 30, 1000, -7]
col = 6
gathered = np.zeros((32, 16), f32)
for i, r in enumerate(rows):
    for j in range(16):
        if 0 <= r < 30 and col + j < 20:
            gathered[i, j] = x[r, col + j] * f32(2)
launch("gather_rows_view", 4, [In("x.npy", x), In("rows.npy", rows), Out(gathered), Scalar(f"i32:{col}")])

# scatter_rows_view: z[rows[i], 0:16] = y[i, :]; distinct rows, one outside z (skipped).
y = RNG.uniform(-2, 2, (16, 16)).astype(f32)
rows = RNG.permutation(24)[:16].astype(i32)
rows[5] = 24
z = np.zeros((24, 16), f32)
for i, r in enumerate(rows):
    if 0 <= r < 24:
        z[r] = y[i]
launch("scatter_rows_view", 2, [In("y.npy", y), In("rows.npy", rows), Out(z)])

# strided_windows: out[b] = x[2b] + ... + x[2b+7], zero past the end (32 windows start
# inside x's 64 elements); integer values, so the sums are exact in any order.
x = RNG.integers(-50, 50, 64).astype(f32)
padded = np.concatenate([x, np.zeros(8, f32)])
launch("strided_windows", 32, [In("x.npy", x), Out(np.array([padded[2 * b:2 * b + 8].sum() for b in range(32)], f32))])

# pack_bytes: the bytes of each f32 tile (little-endian), and the tile unpacked again, plus 1.
x = RNG.standard_normal(64).astype(f32)
launch("pack_bytes", 2, [In("x.npy", x), Out(x.view(np.uint8)), Out((x + f32(1)).astype(f32))])

# atomic_view_add: out[j] = the sum of column j over the 6 rows (integer values: exact in
# any order) and out_max[j] = max(0, the largest as i32), by atomics through tiled views.
x = RNG.integers(-40, 40, (6, 64)).astype(f32)
launch("atomic_view_add", 6, [In("x.npy", x), Out(x.sum(axis=0).astype(f32)), Out(np.maximum(0, x.max(axis=0)).astype(i32))])

# insert_block: each 32-element tile with its elements 8 to 15 replaced by patch.
x = RNG.standard_normal(96).astype(f32)
patch = RNG.standard_normal(8).astype(f32)
out = x.copy().reshape(3, 32)
out[:, 8:16] = patch
launch("insert_block", 3, [In("x.npy", x), In("patch.npy", patch), Out(out.ravel())])

# power_int: x ** n with an i32 exponent (fpowi): C's pown, the f64 result rounded to f32.
x = RNG.uniform(-3, 3, 128).astype(f32)
n = RNG.integers(-6, 7, 128).astype(i32)
x[:6] = [0.0, -0.0, 2.0, -2.0, np.inf, 1.5]
n[:6] = [-1, -3, 0, 3, -2, 40]
with np.errstate(divide="ignore", over="ignore"):
    want = np.power(x.astype(f64), n.astype(f64)).astype(f32)
launch("power_int", 2, [In("x.npy", x), In("n.npy", n), Out(want)], ulp=1)

# gdc_copy: out = x + 1 between the grid dependency controls, without bounds checks.
x = RNG.standard_normal(256).astype(f32)
launch("gdc_copy", 2, [In("x.npy", x), Out((x + f32(1)).astype(f32))])
