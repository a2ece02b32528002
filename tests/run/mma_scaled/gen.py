#!/usr/bin/env python3
"""Writes kernel.mlir and the cases of mmaf_scaled (13.3) with Python's exact
fractions, independently of tilesmith: run `python3 gen.py` here (numpy 2.4.6
wrote them).

`mmaf_scaled %a, %b, %acc, %sa, %sb` multiplies each element of a (M x K) by its
block's factor sa[i][k / 32] and each of b (K x N) by sb[k / 32][j] (fp8 inputs
take blocks of 32 along K and f8E8M0FNU factors, 2^(e - 127), NaN for 0xFF;
f4E2M1FN inputs, packed two to a byte in memory, take f8E8M0FNU factors in blocks
of 32 or f8E4M3FN factors, signed, in blocks of 16; ml_dtypes decodes them),
then adds the products to the f32 accumulator. The expected sums are the
interpreter's documented order (docs/interpreter.md): from acc, for k in turn,
each exact product added with one rounding to nearest even in f32."""
import math
import os
import sys
from fractions import Fraction

import ml_dtypes
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


def kernel(name, ty, st="f8E8M0FNU", block=BLOCK):
    t = lambda r, c, e: f"tile<{r}x{c}x{e}>"  # noqa: E731
    ks = K // block
    out_pv, out_view = view("out", "c", "f32", M, N)
    kernels.append(
        f"  entry @{name}(%a: tile<ptr<{ty}>>, %sa: tile<ptr<{st}>>, %b: tile<ptr<{ty}>>, %sb: tile<ptr<{st}>>, %c: tile<ptr<f32>>) {{\n"
        "    %c0 = constant <i32: 0> : tile<i32>\n"
        + load("x", "a", ty, M, K) + load("xs", "sa", st, M, ks) + load("y", "b", ty, K, N)
        + load("ys", "sb", st, ks, N) + load("acc", "c", "f32", M, N)
        + f"    %r = mmaf_scaled %x, %y, %acc, %xs, %ys : {t(M, K, ty)}, {t(K, N, ty)}, {t(M, N, 'f32')}, {t(M, ks, st)}, {t(ks, N, st)}\n"
        + out_view
        + f"    %done = store_view_tko weak %r, %out_pv[%c0, %c0] : {t(M, N, 'f32')}, {out_pv}, tile<i32> -> token\n"
        "    return\n  }\n")


def fp8_bits(ty, shape):
    """Random fp8 bytes, NaN patterns replaced by 1.0 (f4E2M1FN: random codes, one a byte)."""
    if ty == "f4E2M1FN":
        return rng.integers(0, 16, size=shape, dtype=np.uint8)
    bits = rng.integers(0, 256, size=shape, dtype=np.uint8)
    if ty == "f8E4M3FN":
        bits[(bits & 0x7F) == 0x7F] = 0x38
    else:  # f8E5M2: no infinity or NaN either
        bits[(bits & 0x7C) == 0x7C] = 0x3C
    return bits


def fnv8_value(bits):
    """fnv8E5M3FNU (13.4): unsigned, 5 exponent bits (bias 15) and 3 mantissa bits,
    subnormals, no infinity, 0xFF NaN (None)."""
    bits = int(bits)
    if bits == 0xFF:
        return None
    e, m = bits >> 3, bits & 7
    return Fraction(m, 8) * Fraction(2) ** -14 if e == 0 else (1 + Fraction(m, 8)) * Fraction(2) ** (e - 15)


def scale_value(bits, st="f8E8M0FNU"):
    if st == "fnv8E5M3FNU":
        return fnv8_value(bits)
    if st == "f8E4M3FN":
        x = float(np.array([bits], np.uint8).view(ml_dtypes.float8_e4m3fn)[0])
        return None if np.isnan(x) else Fraction(x)
    return None if bits == 0xFF else Fraction(2) ** (int(bits) - 127)


def value(ty, bits):
    if ty == "f4E2M1FN":
        return Fraction(float(np.array([bits], np.uint8).view(ml_dtypes.float4_e2m1fn)[0]))
    v = value_of(ty, int(bits))
    return v if isinstance(v, Fraction) else Fraction(0)


def packed(ty, bits):
    """The buffer of an operand: f4E2M1FN codes two to a byte (the even one low)."""
    if ty != "f4E2M1FN":
        return bits
    flat = bits.ravel()
    return (flat[0::2] | (flat[1::2] << 4)).astype(np.uint8)


def expected(ty, a, sa, b, sb, c, st="f8E8M0FNU", block=BLOCK):
    out = np.zeros((M, N), np.uint32)
    for i in range(M):
        for j in range(N):
            acc = int(c[i, j])
            for k in range(K):
                fx, fy = scale_value(sa[i, k // block], st), scale_value(sb[k // block, j], st)
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


def case(name, ty, sa, sb, acc, st="f8E8M0FNU", block=BLOCK):
    a, b = fp8_bits(ty, (M, K)), fp8_bits(ty, (K, N))
    inputs = {"a.npy": packed(ty, a), "sa.npy": sa.astype(np.uint8), "b.npy": packed(ty, b), "sb.npy": sb.astype(np.uint8), "c.npy": acc}
    want = expected(ty, a, sa, b, sb, acc.view(np.uint32), st, block)
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
# f4E2M1FN inputs: f8E8M0FNU factors in blocks of 32, f8E4M3FN ones (signed, one NaN) in blocks of 16.
kernel("scaled_e2m1", "f4E2M1FN")
case("scaled_e2m1", "f4E2M1FN", rng.integers(118, 136, (M, KS)), rng.integers(118, 136, (KS, N)), acc)
kernel("scaled_e2m1_e4m3", "f4E2M1FN", "f8E4M3FN", 16)
sa = rng.integers(0, 256, (M, K // 16)).astype(np.uint8)
sb = rng.integers(0, 256, (K // 16, N)).astype(np.uint8)
sa[(sa & 0x7F) == 0x7F] = 0x38
sb[(sb & 0x7F) == 0x7F] = 0x38
sa[2, 3] = 0x7F
case("scaled_e2m1_e4m3", "f4E2M1FN", sa, sb, acc, "f8E4M3FN", 16)
# 13.4: fnv8E5M3FNU factors in blocks of 16, subnormal, largest (0xFE) and NaN (0xFF) among them.
kernel("scaled_e2m1_ue5m3", "f4E2M1FN", "fnv8E5M3FNU", 16)
sa = rng.integers(100, 140, (M, K // 16)).astype(np.uint8)
sb = rng.integers(100, 140, (K // 16, N)).astype(np.uint8)
sa[0, 0], sa[1, 1], sb[2, 2], sa[4, 3] = 0x03, 0xFE, 0x00, 0xFF
case("scaled_e2m1_ue5m3", "f4E2M1FN", sa, sb, acc, "fnv8E5M3FNU", 16)

# The scale formats read as f32 (ftof from them is exact).
kernels.append("""  entry @scales_to_f32(%e: tile<ptr<f8E8M0FNU>>, %u: tile<ptr<fnv8E5M3FNU>>, %ef: tile<ptr<f32>>, %uf: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
""" + load("e8", "e", "f8E8M0FNU", 16, 16) + load("u8", "u", "fnv8E5M3FNU", 16, 16) + """    %x = ftof %e8 : tile<16x16xf8E8M0FNU> -> tile<16x16xf32>
    %y = ftof %u8 : tile<16x16xfnv8E5M3FNU> -> tile<16x16xf32>
""" + view("xo", "ef", "f32", 16, 16)[1] + view("yo", "uf", "f32", 16, 16)[1] + """    %t1 = store_view_tko weak %x, %xo_pv[%c0, %c0] : tile<16x16xf32>, """ + view("xo", "ef", "f32", 16, 16)[0] + """, tile<i32> -> token
    %t2 = store_view_tko weak %y, %yo_pv[%c0, %c0] : tile<16x16xf32>, """ + view("yo", "uf", "f32", 16, 16)[0] + """, tile<i32> -> token
    return
  }
""")
every = np.arange(256, dtype=np.uint8).reshape(16, 16)


def as_f32(v):
    """NaN is the canonical one NVIDIA GPUs produce, 0x7FFFFFFF."""
    return np.array([0x7FFFFFFF], np.uint32).view(np.float32)[0] if v is None else np.float32(float(v)) if v < 2 ** 128 else np.float32("inf")


write_case_folder(os.path.join(HERE, "scales_to_f32"), "../kernel.mlir --kernel scales_to_f32 e.npy u.npy zeros:f32:256 zeros:f32:256",
                  {"e.npy": every, "u.npy": every},
                  {2: np.array([as_f32(scale_value(b)) for b in every.ravel()], np.float32).reshape(16, 16),
                   3: np.array([as_f32(fnv8_value(b)) for b in every.ravel()], np.float32).reshape(16, 16)})


# Conversions to f8E8M0FNU (13.3; ftof rounding toward zero or +infinity): the
# magnitude rounded to a power of two, saturated into [2^-127, 2^127], NaN to
# 0xFF. The rule is NVIDIA's: cvt.{rz,rp}.satfinite.ue8m0x2.f32 (what tileiras
# 13.5 emits, F2FP.SATFINITE.E8.F32 .RZ/.RP in its SASS), whose portable path
# in cuda_fp8.hpp (__nv_cvt_float_to_e8m0, __nv_cvt_double_to_e8m0 and the
# bf16 one, built for the host) gave the same codes for every input below
# when this was written. The expected codes come from math.frexp on the exact
# values.
def e8m0(x, up):
    if math.isnan(x):
        return 0xFF
    a = abs(x)
    if math.isinf(a):
        return 0xFE
    if a == 0:
        return 0
    m, e = math.frexp(a)  # a = m 2^e, 1/2 <= m < 1
    k = e - 1 + (1 if up and m != 0.5 else 0)
    return min(max(k + 127, 0), 0xFE)


E8M0_SOURCES = {
    # type: (numpy type of the .npy, numpy type decoding the bits, bit width, exponent bits)
    "f32": (np.float32, np.float32, 32, 8),
    "f64": (np.float64, np.float64, 64, 11),
    "f16": (np.float16, np.float16, 16, 5),
    "bf16": (np.uint16, ml_dtypes.bfloat16, 16, 8),
}
e8m0_rng = np.random.default_rng(80)
for ty, (store_as, decode_as, width, exp_bits) in E8M0_SOURCES.items():
    name = f"to_e8m0_{ty}"
    out = view("zo", "z", "f8E8M0FNU", 16, 16)
    up_out = view("uo", "u", "f8E8M0FNU", 16, 16)
    kernels.append(f"""  entry @{name}(%x: tile<ptr<{ty}>>, %z: tile<ptr<f8E8M0FNU>>, %u: tile<ptr<f8E8M0FNU>>) {{
    %c0 = constant <i32: 0> : tile<i32>
""" + load("v", "x", ty, 16, 16) + f"""    %toward_zero = ftof %v rounding<zero> : tile<16x16x{ty}> -> tile<16x16xf8E8M0FNU>
    %up = ftof %v rounding<positive_inf> : tile<16x16x{ty}> -> tile<16x16xf8E8M0FNU>
""" + out[1] + up_out[1] + f"""    %t1 = store_view_tko weak %toward_zero, %zo_pv[%c0, %c0] : tile<16x16xf8E8M0FNU>, {out[0]}, tile<i32> -> token
    %t2 = store_view_tko weak %up, %uo_pv[%c0, %c0] : tile<16x16xf8E8M0FNU>, {up_out[0]}, tile<i32> -> token
    return
  }}
""")
    mant_bits = width - 1 - exp_bits
    bias = (1 << (exp_bits - 1)) - 1
    sign = 1 << (width - 1)
    special = [0, 1, (1 << mant_bits) - 1, 1 << mant_bits, (1 << mant_bits) + 1,  # zero, subnormals, the smallest normals
               ((1 << exp_bits) - 1) << mant_bits,  # infinity
               (((1 << exp_bits) - 1) << mant_bits) | 1, (((1 << exp_bits) - 1) << mant_bits) | (1 << (mant_bits - 1)),  # NaNs
               (((1 << exp_bits) - 2) << mant_bits) | ((1 << mant_bits) - 1)]  # the largest finite value
    for k in [-128, -127, -126, -1, 0, 1, 2, 126, 127, 128]:  # around the powers of two at E8M0's ends and in between
        biased = k + bias
        if 0 < biased < (1 << exp_bits) - 1:
            code = biased << mant_bits
            special += [code, code + 1, code - 1, code | (1 << (mant_bits - 1))]
        elif biased <= 0 and mant_bits + biased - 1 >= 0:  # a subnormal power of two, and its neighbours
            code = 1 << (mant_bits + biased - 1)
            special += [code, code + 1, code - 1]
    special = sorted(set(special))
    special += [c | sign for c in special]
    bits = e8m0_rng.integers(0, 1 << width, 256 - len(special), dtype=np.uint64)
    bits = np.concatenate([np.array(special, np.uint64), bits])
    assert len(bits) == 256, (ty, len(special))
    raw = bits.astype({16: np.uint16, 32: np.uint32, 64: np.uint64}[width]).reshape(16, 16)
    values = [float(v) for v in raw.view(decode_as).ravel()]
    zero = np.array([e8m0(v, False) for v in values], np.uint8).reshape(16, 16)
    up = np.array([e8m0(v, True) for v in values], np.uint8).reshape(16, 16)
    write_case_folder(os.path.join(HERE, name), f"../kernel.mlir --kernel {name} x.npy zeros:f8E8M0FNU:256 zeros:f8E8M0FNU:256",
                      {"x.npy": raw.view(store_as)}, {1: zero, 2: up})

with open(os.path.join(HERE, "kernel.mlir"), "w") as f:
    f.write("// Written by gen.py: mmaf_scaled (13.3) on fp8 inputs with f8E8M0FNU factors, and on f4E2M1FN inputs; the scale formats read and written.\n")
    f.write("cuda_tile.module @kernels {\n" + "".join(kernels) + "}\n")
