"""tests/run/bench: small instances of the GPU benchmarks' kernels
(benches/gpu/kernels.mlir), so that the interpreter, the PTX emulator and
ptxas check, without a GPU, the very kernels the GPU bundle times. The
matrix products take inputs on a grid of 1/8 in [-2, 2], whose products and
sums are exact in f32 in any order: the expected values are the exact
products rounded once to the output type, on every device. Attention
follows the interpreter's documented order (fused multiply-adds in
increasing k, left folds), with a 1-ulp tolerance for exp, and on devices
(tensor cores, approximate exp) within attention_bound."""

import ml_dtypes
import numpy as np
from common import RNG, attention_step, case, mma_ref

FAM = "bench"
KERNELS = "../../../../benches/gpu/kernels.mlir"
f16, f32, f64 = np.float16, np.float32, np.float64
bf16 = ml_dtypes.bfloat16


def on_grid(shape):
    return (RNG.integers(-16, 17, shape) / 8).astype(f64)


def bits(x):
    """bf16 arrays travel as their raw bits (.npy has no bf16)."""
    return x.view(np.uint16) if x.dtype == np.dtype(bf16) else x


def gemm(name, elem, m, n, k, tile_m, tile_n):
    a, b = on_grid((m, k)), on_grid((k, n))
    exact = (a @ b).astype(f32)  # exact: multiples of 1/64 below 2^9
    ae, be, ce = a.astype(elem), b.astype(elem), exact.astype(elem)
    elem_name = "bf16" if elem is bf16 else "f16"
    # One tile block a tile of C, in one dimension (the kernels order them in
    # groups of 8 tile rows).
    args = f"--kernel {name} --grid {(m // tile_m) * (n // tile_n)} a.npy b.npy zeros:{elem_name}:{m * n} i32:{m} i32:{n} i32:{k}"
    case(FAM, name, args, [("a.npy", bits(ae)), ("b.npy", bits(be))], {2: bits(ce).ravel()}, kernel_file=KERNELS)


def attention_ref(q, k, v, scale):
    """Per head and block of 64 queries, the kernel's online softmax over
    blocks of 64 keys, each op rounded as the interpreter rounds it."""
    heads, seq, d = q.shape
    out = np.zeros(q.shape, f16)
    for h in range(heads):
        for qb in range(seq // 64):
            tq = q[h, qb * 64:(qb + 1) * 64]
            m = np.full((64, 1), -np.inf, f32)
            l = np.zeros((64, 1), f32)
            acc = np.zeros((64, d), f32)
            for j in range(seq // 64):
                tk, tv = k[h, j * 64:(j + 1) * 64], v[h, j * 64:(j + 1) * 64]
                s = (mma_ref(tq, tk.T, np.zeros((64, 64), f32)) * scale).astype(f32)
                m, l, acc = attention_step(m, l, acc, s, tv)
            out[h, qb * 64:(qb + 1) * 64] = (acc / l).astype(f32).astype(f16)
    return out


def attention_bound(q, k, v, scale):
    """How far a device may be from the reference, per output element: the
    output is a weighted mean of rows of v with weights w_j = p_j / l; each
    weight a device computes differs by a relative e_j (the product Q K^T on
    tensor cores, tensor_core_bound's 2^-21 per term, moves s_j by d_j and p_j
    by about d_j; the approximate exp by 2^-20 and 2^-22 |s_j - m|; p_j
    rounded to f16 for P V by one f16 spacing, 2^-10 with a flipped
    rounding), which moves the mean by sum_j w_j 2 e_j |v_j - o|; P V on
    tensor cores adds (keys + 1) 2^-21 sum_j w_j |v_j|; the row sums l,
    which a device may add in another order (a reduce's order is open: the
    PTX backend's quads, docs/ptx.md), are positive, so their reordering
    moves l, and the output, by a relative keys 2^-24 at most; the f16
    result one spacing. Everything is doubled for the terms this leaves
    out."""
    heads, seq, d = q.shape
    bound = np.zeros(q.shape, f64)
    for h in range(heads):
        qh, kh, vh = (x[h].astype(f64) for x in (q, k, v))
        s = qh @ kh.T * scale
        d_s = (d + 1) * 2.0 ** -21 * (np.abs(qh) @ np.abs(kh).T) * scale + 2.0 ** -23 * np.abs(s)
        shifted = s - s.max(axis=1, keepdims=True)
        w = np.exp(shifted)
        w /= w.sum(axis=1, keepdims=True)
        o = w @ vh
        e = d_s + 2.0 ** -20 + 2.0 ** -22 * np.abs(shifted) + 2.0 ** -10
        spread = (w * 2 * e) @ np.abs(vh) + np.abs(o) * ((w * 2 * e).sum(axis=1, keepdims=True))
        pv = (seq + 1) * 2.0 ** -21 * (w @ np.abs(vh))
        out = np.abs(o).astype(f16)
        spacing = np.spacing(out).astype(f64)
        reordered = seq * 2.0 ** -24 * np.abs(o)
        bound[h] = 2 * (spread + pv + reordered) + spacing
    return bound


x = RNG.standard_normal(3 * 4096).astype(f32)
case(FAM, "copy_f32", f"--kernel copy_f32 --grid 3 x.npy zeros:f32:{x.size} i32:{x.size}", [("x.npy", x)], {1: x}, kernel_file=KERNELS)

# 9 tile rows: a whole group of 8 and a group of 1 after it, by 2 tile
# columns (the 128x256 tiles: one group of 2 rows).
gemm("gemm_f16_128x128x32", f16, 1152, 256, 64, 128, 128)
gemm("gemm_bf16_128x128x32", bf16, 1152, 256, 64, 128, 128)
gemm("gemm_f16_128x256x64", f16, 256, 512, 128, 128, 256)

heads, seq = 2, 128
q, k, v = (RNG.standard_normal((heads, seq, 64)).astype(f16) for _ in range(3))
scale = f32(0.125)
with np.errstate(invalid="ignore"):
    case(FAM, "attention_f16_64x64_d64", f"--kernel attention_f16_64x64_d64 --grid {seq // 64},{heads} q.npy k.npy v.npy zeros:f16:{q.size} i32:{heads} i32:{seq} f32:0.125",
         [("q.npy", q), ("k.npy", k), ("v.npy", v)], {3: attention_ref(q, k, v, scale).ravel()}, ulp=1, kernel_file=KERNELS,
         bounds={3: attention_bound(q, k, v, scale)})

# 128 queries a tile block: each row's result is the same computation as in
# blocks of 64 (attention_ref's), so the reference and bound carry over.
heads, seq = 2, 256
q, k, v = (RNG.standard_normal((heads, seq, 64)).astype(f16) for _ in range(3))
with np.errstate(invalid="ignore"):
    case(FAM, "attention_f16_128x64_d64", f"--kernel attention_f16_128x64_d64 --grid {seq // 128},{heads} q.npy k.npy v.npy zeros:f16:{q.size} i32:{heads} i32:{seq} f32:0.125",
         [("q.npy", q), ("k.npy", k), ("v.npy", v)], {3: attention_ref(q, k, v, scale).ravel()}, ulp=1, kernel_file=KERNELS,
         bounds={3: attention_bound(q, k, v, scale)})
