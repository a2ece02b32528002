"""tests/run/cutile: the cuTile Python kernels of tests/cutile/*.tileirbc,
run on inputs made here, against what each Python kernel computes (see
xtask/python/kernels/<name>.py), computed with numpy. An array parameter
is passed as its pointer, then its shape, then its strides (in elements).
Where the kernel sums floats, the expected sums are left folds in the
element type (the interpreter's documented reduce order); kernels with
exp or rsqrt carry a `ulp` tolerance."""

import numpy as np
from common import RNG, case

FAM = "cutile"
f32, f16, i32 = np.float32, np.float16, np.int32


def arr1(name, n):
    return f"{name} i32:{n} i32:1"


def arr2(name, r, c):
    return f"{name} i32:{r} i32:{c} i32:{c} i32:1"


def kernel(name):
    with open(f"../../cutile/sm_90/{name}.tileirdisasm.mlir") as f:
        return f.readline().split("@", 1)[1].split("(", 1)[0]


def cutile(name, grid, params, inputs, expected, ulp=None):
    case(FAM, name, f"--kernel {kernel(name)} --grid {grid} {params}", inputs, expected, ulp=ulp,
         kernel_file=f"../../../cutile/sm_90/{name}.tileirbc")


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
