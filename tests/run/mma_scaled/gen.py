#!/usr/bin/env python3
"""Writes kernel.mlir and the cases of mmaf_scaled (13.3) with Python's exact
fractions, independently of tilesmith: run `python3 gen.py` here (numpy 2.4.6
wrote them).

`mmaf_scaled %a, %b, %acc, %sa, %sb` multiplies each element of a (M x K) by its
block's factor sa[i][k / 32] and each of b (K x N) by sb[k / 32][j] (fp8 inputs
take blocks of 32 along K and f8E8M0FNU factors, 2^(e - 127), NaN for 0xFF),
then adds the products to the f32 accumulator. The expected sums are the
interpreter's documented order (docs/interpreter.md): from acc, for k in turn,
each exact product added with one rounding to nearest even in f32."""
import os
import sys
from fractions import Fraction

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "gen"))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from common import write_case_folder  # noqa: E402
from casegen import fmt, value_of  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
rng = np.random.default_rng(67)
F32 = fmt("f32")
NAN32 = 0x7FFFFFFF
M, N, K, BLOCK = 16, 16, 64, 32
KS = K // BLOCK
kernels = []


def view(name, ptr, ty, rows, cols):
    tv = f"tensor_view<{rows}x{cols}x{ty}, strides=[{cols},1]>"
    pv = f"partition_view<tile=({rows}x{cols}), {tv}>"
    text = (f"    %{name}_tv = make_tensor_view %{ptr}, shape = [{rows}, {cols}], strides = [{cols}, 1] : {tv}\n"
            f"    %{name}_pv = make_partition_view %{name}_tv : {pv}\n")
    return pv, text


def load(name, ptr, ty, rows, cols):
    pv, text = view(name, ptr, ty, rows, cols)
    return text + f"    %{name}, %{name}_tok = load_view_tko weak %{name}_pv[%c0, %c0] : {pv}, tile<i32> -> tile<{rows}x{cols}x{ty}>, token\n"


def kernel(name, ty):
    t = lambda r, c, e: f"tile<{r}x{c}x{e}>"  # noqa: E731
    out_pv, out_view = view("out", "c", "f32", M, N)
    kernels.append(
        f"  entry @{name}(%a: tile<ptr<{ty}>>, %sa: tile<ptr<f8E8M0FNU>>, %b: tile<ptr<{ty}>>, %sb: tile<ptr<f8E8M0FNU>>, %c: tile<ptr<f32>>) {{\n"
        "    %c0 = constant <i32: 0> : tile<i32>\n"
        + load("x", "a", ty, M, K) + load("xs", "sa", "f8E8M0FNU", M, KS) + load("y", "b", ty, K, N)
        + load("ys", "sb", "f8E8M0FNU", KS, N) + load("acc", "c", "f32", M, N)
        + f"    %r = mmaf_scaled %x, %y, %acc, %xs, %ys : {t(M, K, ty)}, {t(K, N, ty)}, {t(M, N, 'f32')}, {t(M, KS, 'f8E8M0FNU')}, {t(KS, N, 'f8E8M0FNU')}\n"
        + out_view
        + f"    %done = store_view_tko weak %r, %out_pv[%c0, %c0] : {t(M, N, 'f32')}, {out_pv}, tile<i32> -> token\n"
        "    return\n  }\n")


def fp8_bits(ty, shape):
    """Random fp8 bytes, NaN patterns replaced by 1.0."""
    bits = rng.integers(0, 256, size=shape, dtype=np.uint8)
    if ty == "f8E4M3FN":
        bits[(bits & 0x7F) == 0x7F] = 0x38
    else:  # f8E5M2: no infinity or NaN either
        bits[(bits & 0x7C) == 0x7C] = 0x3C
    return bits


def scale_value(bits):
    return None if bits == 0xFF else Fraction(2) ** (int(bits) - 127)


def value(ty, bits):
    v = value_of(ty, int(bits))
    return v if isinstance(v, Fraction) else Fraction(0)


def expected(ty, a, sa, b, sb, c):
    out = np.zeros((M, N), np.uint32)
    for i in range(M):
        for j in range(N):
            acc = int(c[i, j])
            for k in range(K):
                fx, fy = scale_value(sa[i, k // BLOCK]), scale_value(sb[k // BLOCK, j])
                if acc == NAN32 or fx is None or fy is None:
                    acc = NAN32
                    continue
                acc_value = value_of("f32", acc)
                if isinstance(acc_value, tuple) and acc_value[0] == "inf":
                    continue  # the product is finite
                p = value(ty, a[i, k]) * fx * value(ty, b[k, j]) * fy
                base = acc_value if isinstance(acc_value, Fraction) else Fraction(0)
                # The accumulator starts non-zero, so it is never -0: an exact zero sum is +0.
                acc = F32.round(base + p, "nearest_even")
            out[i, j] = acc
    return out.view(np.float32)


def case(name, ty, sa, sb, acc):
    a, b = fp8_bits(ty, (M, K)), fp8_bits(ty, (K, N))
    inputs = {"a.npy": a, "sa.npy": sa.astype(np.uint8), "b.npy": b, "sb.npy": sb.astype(np.uint8), "c.npy": acc}
    want = expected(ty, a, sa, b, sb, acc.view(np.uint32))
    write_case_folder(os.path.join(HERE, name), f"../kernel.mlir --kernel {name.split('.')[0]} a.npy sa.npy b.npy sb.npy c.npy", inputs, {4: want})


kernel("scaled_e4m3", "f8E4M3FN")
kernel("scaled_e5m2", "f8E5M2")
acc = rng.standard_normal((M, N)).astype(np.float32)
# Factors near 1: products and sums of ordinary size.
case("scaled_e4m3", "f8E4M3FN", rng.integers(120, 134, (M, KS)), rng.integers(120, 134, (KS, N)), acc)
case("scaled_e5m2", "f8E5M2", rng.integers(120, 134, (M, KS)), rng.integers(120, 134, (KS, N)), acc)
# The extremes: 2^127 and 2^-127 (0), products far beyond f32 (infinities) and below it
# (lost in the accumulator), and NaN factors (0xFF) in one row and one column.
sa = rng.choice([0, 1, 127, 200, 254], (M, KS))
sb = rng.choice([0, 1, 127, 200, 254], (KS, N))
sa[3, 1] = 0xFF
sb[0, 5] = 0xFF
os.makedirs(os.path.join(HERE, "scaled_e4m3.extremes"), exist_ok=True)
case("scaled_e4m3.extremes", "f8E4M3FN", sa, sb, acc)

with open(os.path.join(HERE, "kernel.mlir"), "w") as f:
    f.write("// Written by gen.py: mmaf_scaled (13.3) on fp8 inputs with f8E8M0FNU factors.\n")
    f.write("cuda_tile.module @kernels {\n" + "".join(kernels) + "}\n")
