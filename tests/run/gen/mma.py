"""tests/run/mma: mmaf with f16 (f32 and f16 accumulators), bf16, f32 and
f8E4M3FN inputs, batched mmaf, and mmai with each signedness. Expected
values follow the interpreter's documented order: starting from the
accumulator, one fused multiply-add per k in increasing k, rounded to the
accumulator's type. For inputs whose products are exact in the accumulator
type that is a plain multiply and add there, which numpy can do."""

import numpy as np
from common import RNG, case, load, store, tensor_core_bound, write_kernels

M, N, K = 4, 8, 16
K_ = []


def mmaf_kernel(name, elem, acc, batch=None, m=M, n=N, k=K):
    lead = [batch] if batch else []
    ls, rs, cs = lead + [m, k], lead + [k, n], lead + [m, n]
    t = lambda s, e: "tile<" + "x".join(map(str, s)) + "x" + e + ">"
    K_.append(f"""  entry @{name}(%a: tile<ptr<{elem}>>, %b: tile<ptr<{elem}>>, %c: tile<ptr<{acc}>>, %out: tile<ptr<{acc}>>) {{
{load('at', '%a', elem, ls)}
{load('bt', '%b', elem, rs)}
{load('ct', '%c', acc, cs)}
  %r = mmaf %at, %bt, %ct : {t(ls, elem)}, {t(rs, elem)}, {t(cs, acc)}
{store('%r', '%out', acc, cs)}
    return
  }}""")


def seq_mma(a, b, c, add_dtype):
    """r = c; r = round(r + a[:, k] * b[k, :]) for k in order (the product exact)."""
    r = c.astype(add_dtype)
    for k in range(a.shape[-1]):
        prod = a[..., :, k:k + 1].astype(np.float64) * b[..., k:k + 1, :].astype(np.float64)
        r = (r.astype(np.float64) + prod).astype(add_dtype) if add_dtype == np.float16 else (r + prod.astype(add_dtype)).astype(add_dtype)
    return r


def grid_values(shape, scale=64, lo=-2, hi=2):
    """Values on a 1/scale grid, so that every sum below is exact in f64."""
    return np.round(RNG.uniform(lo, hi, shape) * scale) / scale


# f16 x f16 + f32
mmaf_kernel("f16_f32", "f16", "f32")
a = grid_values((M, K)).astype(np.float16)
b = grid_values((K, N)).astype(np.float16)
c = RNG.standard_normal((M, N)).astype(np.float32)
case("mma", "f16_f32", "--kernel f16_f32 a.npy b.npy c.npy zeros:f32:32", [("a.npy", a.ravel()), ("b.npy", b.ravel()), ("c.npy", c.ravel())],
     {3: seq_mma(a, b, c, np.float32).ravel()})
# f16 x f16 + f16: each step rounds a*b + acc once to f16 (the f64 sum is exact on this grid)
mmaf_kernel("f16_f16", "f16", "f16")
c16 = grid_values((M, N)).astype(np.float16)
case("mma", "f16_f16", "--kernel f16_f16 a.npy b.npy c.npy zeros:f16:32", [("a.npy", a.ravel()), ("b.npy", b.ravel()), ("c.npy", c16.ravel())],
     {3: seq_mma(a, b, c16, np.float16).ravel()})


def to_bf16_bits(x):
    """Rounds f32 to bf16 (nearest even) and returns the bits."""
    u = x.astype(np.float32).view(np.uint32).astype(np.uint64)
    u = (u + 0x7FFF + ((u >> 16) & 1)) >> 16
    return u.astype(np.uint16)


def bf16_value(bits):
    return (bits.astype(np.uint32) << 16).view(np.float32)


mmaf_kernel("bf16_f32", "bf16", "f32")
ab, bb = to_bf16_bits(RNG.standard_normal((M, K))), to_bf16_bits(RNG.standard_normal((K, N)))
case("mma", "bf16_f32", "--kernel bf16_f32 a.npy b.npy c.npy zeros:f32:32", [("a.npy", ab.ravel()), ("b.npy", bb.ravel()), ("c.npy", c.ravel())],
     {3: seq_mma(bf16_value(ab), bf16_value(bb), c, np.float32).ravel()})
# f32 x f32 + f32: products of f32s are not exact in f32, so the expected values use values on a coarse grid
mmaf_kernel("f32_f32", "f32", "f32")
a32, b32 = grid_values((M, K), 16).astype(np.float32), grid_values((K, N), 16).astype(np.float32)
case("mma", "f32_f32", "--kernel f32_f32 a.npy b.npy c.npy zeros:f32:32", [("a.npy", a32.ravel()), ("b.npy", b32.ravel()), ("c.npy", c.ravel())],
     {3: seq_mma(a32, b32, c, np.float32).ravel()})
# batched: 2 x (4x16 . 16x8) + 2 x 4x8
mmaf_kernel("batched_f16_f32", "f16", "f32", batch=2)
a3 = grid_values((2, M, K)).astype(np.float16)
b3 = grid_values((2, K, N)).astype(np.float16)
c3 = RNG.standard_normal((2, M, N)).astype(np.float32)
case("mma", "batched_f16_f32", "--kernel batched_f16_f32 a.npy b.npy c.npy zeros:f32:64", [("a.npy", a3.ravel()), ("b.npy", b3.ravel()), ("c.npy", c3.ravel())],
     {3: seq_mma(a3, b3, c3, np.float32).ravel()})


# f8E4M3FN: the 8-bit values below are chosen from the format's codes (no NaN)
def e4m3_value(code):
    code = int(code)
    s = -1.0 if code & 0x80 else 1.0
    e, m = (code >> 3) & 0xF, code & 7
    return s * (m / 8 * 2.0 ** -6 if e == 0 else (1 + m / 8) * 2.0 ** (e - 7))


mmaf_kernel("f8e4m3_f32", "f8E4M3FN", "f32")
codes = [c_ for c_ in range(256) if (c_ & 0x7F) != 0x7F]
a8 = RNG.choice(codes, (M, K)).astype(np.uint8)
b8 = RNG.choice(codes, (K, N)).astype(np.uint8)
av = np.vectorize(e4m3_value)(a8).astype(np.float32)
bv = np.vectorize(e4m3_value)(b8).astype(np.float32)
case("mma", "f8e4m3_f32", "--kernel f8e4m3_f32 a.npy b.npy c.npy zeros:f32:32", [("a.npy", a8.ravel()), ("b.npy", b8.ravel()), ("c.npy", c.ravel())],
     {3: seq_mma(av, bv, c, np.float32).ravel()})


def mmai_kernel(name, sl, sr, m=M, n=N, k=K):
    K_.append(f"""  entry @{name}(%a: tile<ptr<i8>>, %b: tile<ptr<i8>>, %c: tile<ptr<i32>>, %out: tile<ptr<i32>>) {{
{load('at', '%a', 'i8', [m, k])}
{load('bt', '%b', 'i8', [k, n])}
{load('ct', '%c', 'i32', [m, n])}
  %r = mmai %at, %bt, %ct {sl} {sr} : tile<{m}x{k}xi8>, tile<{k}x{n}xi8>, tile<{m}x{n}xi32>
{store('%r', '%out', 'i32', [m, n])}
    return
  }}""")


ai = RNG.integers(-128, 128, (M, K)).astype(np.int8)
bi = RNG.integers(-128, 128, (K, N)).astype(np.int8)
ci = RNG.integers(-(2**31), 2**31 - 1, (M, N), dtype=np.int64).astype(np.int32)  # sums wrap
for sl in ["signed", "unsigned"]:
    for sr in ["signed", "unsigned"]:
        name = f"i8_{sl}_{sr}"
        mmai_kernel(name, sl, sr)
        av_ = ai.view(np.uint8).astype(np.int64) if sl == "unsigned" else ai.astype(np.int64)
        bv_ = bi.view(np.uint8).astype(np.int64) if sr == "unsigned" else bi.astype(np.int64)
        r = (ci.astype(np.int64) + av_ @ bv_).astype(np.int32)  # astype wraps mod 2^32
        case("mma", name, f"--kernel {name} a.npy b.npy c.npy zeros:i32:32", [("a.npy", ai.ravel()), ("b.npy", bi.ravel()), ("c.npy", ci.ravel())], {3: r.ravel()})

# tf32 x tf32 + f32: tf32 travels as f32 bits (low 13 bits zero); grid values fit its 10-bit mantissa
mmaf_kernel("tf32_f32", "tf32", "f32")
at32, bt32 = grid_values((M, K)).astype(np.float32), grid_values((K, N)).astype(np.float32)
case("mma", "tf32_f32", "--kernel tf32_f32 a.npy b.npy c.npy zeros:f32:32", [("a.npy", at32.view(np.uint32).ravel()), ("b.npy", bt32.view(np.uint32).ravel()), ("c.npy", c.ravel())],
     {3: seq_mma(at32, bt32, c, np.float32).ravel()})

# f16 x f16 + f16 where rounding twice (to f32, then f16) is wrong: only k = 0 adds a
# nonzero product. 1025 + 0.50048828125 * 0.9990234375 = 1025.5 - 2^-21 is 1025 in f16,
# but 1025.5 (a tie, to the even 1026) after rounding to f32 first; likewise with the
# signs turned, and at 2050 + (1 - 2^-20) and 4100 + (2 - 2^-19), where f16's spacing
# is 2 and 4.
c1 = np.zeros((M, N), np.float16)
a1 = np.zeros((M, K), np.float16)
b1 = np.zeros((K, N), np.float16)
a1[:, 0] = [0.50048828125, -0.50048828125, 1.0009765625, 2.001953125]
b1[0, :] = 0.9990234375
c1[:, :] = np.array([1025, -1025, 2050, 4100], np.float16)[:, None]
exact1 = c1.astype(np.float64) + a1[:, :1].astype(np.float64) * b1[:1, :].astype(np.float64)
case("mma", "f16_f16_one_rounding", "--kernel f16_f16 a.npy b.npy c.npy zeros:f16:32", [("a.npy", a1.ravel()), ("b.npy", b1.ravel()), ("c.npy", c1.ravel())],
     {3: exact1.astype(np.float16).ravel()})  # numpy rounds f64 to f16 once

# ---------------------------------------------------------------------------
# Shapes that tile into 16x8 fragments, which the PTX backend computes on tensor
# cores (mma.sync) from sm_80 on. Expected values are the interpreter's order; a
# device is held to tensor_core_bound (docs/ptx.md, "Tensor cores"), integers are
# exact. The shapes cover: a K loop of several instructions, fewer fragments than
# warps (N = 8: one fragment, which the other warps repeat without storing), a
# batch in one band, an output in bands of rows (more than one band buffer), and
# batches in bands.


def tc_float(name, elem, acc, a, b, c, batch=None, file_of=lambda x: x, flags=""):
    """A tensor-core mmaf case of inputs a, b (values, in the element type's
    numpy dtype or as f32 values for f8/tf32) and accumulator c, run with
    `flags` (tilesmith run's options) besides."""
    m, k = a.shape[-2:]
    n = b.shape[-1]
    mmaf_kernel(name, elem, acc, batch=batch, m=m, n=n, k=k)
    acc_dtype = np.float32 if acc == "f32" else np.float16
    av, bv = a.astype(np.float32), b.astype(np.float32)
    expected = seq_mma(av, bv, c, acc_dtype)
    case("mma", name, f"--kernel {name} {flags + ' ' if flags else ''}a.npy b.npy c.npy zeros:{acc}:{c.size}",
         [("a.npy", file_of(a).ravel()), ("b.npy", file_of(b).ravel()), ("c.npy", c.ravel())],
         {3: expected.ravel()}, bounds={3: tensor_core_bound(av, bv, c, acc_dtype)})


f16, f32 = np.float16, np.float32
# f16 x f16 + f32, K = 64: four m16n8k16 steps in a PTX loop; 8 fragments, 2 per warp.
tc_float("tc_f16_f32", "f16", "f32", RNG.standard_normal((32, 64)).astype(f16), RNG.standard_normal((64, 32)).astype(f16),
         RNG.standard_normal((32, 32)).astype(f32))
# f16 x f16 + f16
tc_float("tc_f16_f16", "f16", "f16", RNG.uniform(-1, 1, (16, 32)).astype(f16), RNG.uniform(-1, 1, (32, 16)).astype(f16),
         RNG.uniform(-1, 1, (16, 16)).astype(f16))
# bf16 x bf16 + f32
tc_float("tc_bf16_f32", "bf16", "f32", bf16_value(to_bf16_bits(RNG.standard_normal((32, 16)))),
         bf16_value(to_bf16_bits(RNG.standard_normal((16, 32)))), RNG.standard_normal((32, 32)).astype(f32),
         file_of=lambda v: to_bf16_bits(v))
# tf32 x tf32 + f32, N = 8: one fragment, m16n8k8 four times. The inputs are f32 bits
# whose low 13 bits are not all zero: tf32 reads the 19 significant bits.
at_ = RNG.standard_normal((16, 32)).astype(f32)
bt_ = RNG.standard_normal((32, 8)).astype(f32)
tf32 = lambda x: (x.view(np.uint32) & np.uint32(0xFFFFE000)).view(f32)
mmaf_kernel("tc_tf32_f32", "tf32", "f32", m=16, n=8, k=32)
ct_ = RNG.standard_normal((16, 8)).astype(f32)
case("mma", "tc_tf32_f32", "--kernel tc_tf32_f32 a.npy b.npy c.npy zeros:f32:128",
     [("a.npy", at_.view(np.uint32).ravel()), ("b.npy", bt_.view(np.uint32).ravel()), ("c.npy", ct_.ravel())],
     {3: seq_mma(tf32(at_), tf32(bt_), ct_, f32).ravel()}, bounds={3: tensor_core_bound(tf32(at_), tf32(bt_), ct_, f32)})
# f8 (converted to f16 exactly) into f32 and f16
e4 = RNG.choice(codes, (16, 32)).astype(np.uint8), RNG.choice(codes, (32, 16)).astype(np.uint8)
mmaf_kernel("tc_f8e4m3_f32", "f8E4M3FN", "f32", m=16, n=16, k=32)
e4v = [np.vectorize(e4m3_value)(x).astype(f32) for x in e4]
c8 = RNG.standard_normal((16, 16)).astype(f32)
case("mma", "tc_f8e4m3_f32", "--kernel tc_f8e4m3_f32 a.npy b.npy c.npy zeros:f32:256", [("a.npy", e4[0].ravel()), ("b.npy", e4[1].ravel()), ("c.npy", c8.ravel())],
     {3: seq_mma(e4v[0], e4v[1], c8, f32).ravel()}, bounds={3: tensor_core_bound(e4v[0], e4v[1], c8, f32)})


def e5m2_value(code):
    """f8E5M2 is the top byte of an f16."""
    return np.array([int(code) << 8], np.uint16).view(f16)[0]


# Codes of magnitude at most 4, so that no sum overflows f16.
e5codes = [c_ for c_ in range(256) if abs(float(e5m2_value(c_))) <= 4]
e5 = RNG.choice(e5codes, (16, 32)).astype(np.uint8), RNG.choice(e5codes, (32, 16)).astype(np.uint8)
mmaf_kernel("tc_f8e5m2_f16", "f8E5M2", "f16", m=16, n=16, k=32)
e5v = [np.vectorize(e5m2_value)(x).astype(f32) for x in e5]
c5 = RNG.uniform(-1, 1, (16, 16)).astype(f16)
case("mma", "tc_f8e5m2_f16", "--kernel tc_f8e5m2_f16 a.npy b.npy c.npy zeros:f16:256", [("a.npy", e5[0].ravel()), ("b.npy", e5[1].ravel()), ("c.npy", c5.ravel())],
     {3: seq_mma(e5v[0], e5v[1], c5, f16).ravel()}, bounds={3: tensor_core_bound(e5v[0], e5v[1], c5, f16)})
# batched: 2 x (16x32 . 32x16) in one band (the fragments of both batches dealt to the warps)
tc_float("tc_batched_f16_f32", "f16", "f32", RNG.standard_normal((2, 16, 32)).astype(f16), RNG.standard_normal((2, 32, 16)).astype(f16),
         RNG.standard_normal((2, 16, 16)).astype(f32), batch=2)
# 128x16 . 16x128: 16384 outputs in 4 bands of 32 rows, two band buffers in turn
tc_float("tc_bands_f16_f32", "f16", "f32", RNG.standard_normal((128, 16)).astype(f16), RNG.standard_normal((16, 128)).astype(f16),
         RNG.standard_normal((128, 128)).astype(f32))
# 4 x (32x16 . 16x64): a band per batch
tc_float("tc_batched_bands_f16_f32", "f16", "f32", RNG.standard_normal((4, 32, 16)).astype(f16), RNG.standard_normal((4, 16, 64)).astype(f16),
         RNG.standard_normal((4, 32, 64)).astype(f32), batch=4)
# f16 accumulator where the interpreter (one rounding per product) and one rounding
# per instruction differ: c + a0 b0 + a1 b1 with c = 1024 (f16 spacing 1) and two
# products of 0.5: the interpreter rounds 1024.5 to 1024 twice, a single rounding
# of 1025 keeps it. The bound allows either.
a1 = np.zeros((16, 16), f16)
b1 = np.zeros((16, 8), f16)
a1[:, 0:2] = 0.5
b1[0:2, :] = 1.0
c1 = np.full((16, 8), 1024, f16)
tc_float("tc_f16_f16_rounding", "f16", "f16", a1, b1, c1)

# i8: m16n8k32 (K = 64, two steps) with each signedness, sums wrapping; m16n8k16 (K = 16)
ai2 = RNG.integers(-128, 128, (32, 64)).astype(np.int8)
bi2 = RNG.integers(-128, 128, (64, 32)).astype(np.int8)
ci2 = RNG.integers(-(2**31), 2**31 - 1, (32, 32), dtype=np.int64).astype(np.int32)
for sl in ["signed", "unsigned"]:
    for sr in ["signed", "unsigned"]:
        name = f"tc_i8_{sl}_{sr}"
        mmai_kernel(name, sl, sr, m=32, n=32, k=64)
        av_ = ai2.view(np.uint8).astype(np.int64) if sl == "unsigned" else ai2.astype(np.int64)
        bv_ = bi2.view(np.uint8).astype(np.int64) if sr == "unsigned" else bi2.astype(np.int64)
        r = (ci2.astype(np.int64) + av_ @ bv_).astype(np.int32)
        case("mma", name, f"--kernel {name} a.npy b.npy c.npy zeros:i32:1024", [("a.npy", ai2.ravel()), ("b.npy", bi2.ravel()), ("c.npy", ci2.ravel())], {3: r.ravel()})
ai3 = RNG.integers(-128, 128, (16, 16)).astype(np.int8)
bi3 = RNG.integers(-128, 128, (16, 16)).astype(np.int8)
ci3 = RNG.integers(-(2**31), 2**31 - 1, (16, 16), dtype=np.int64).astype(np.int32)
mmai_kernel("tc_i8_k16", "signed", "unsigned", m=16, n=16, k=16)
r3 = (ci3.astype(np.int64) + ai3.astype(np.int64) @ bi3.view(np.uint8).astype(np.int64)).astype(np.int32)
case("mma", "tc_i8_k16", "--kernel tc_i8_k16 a.npy b.npy c.npy zeros:i32:256", [("a.npy", ai3.ravel()), ("b.npy", bi3.ravel()), ("c.npy", ci3.ravel())], {3: r3.ravel()})

# f64 x f64 + f64 (DMMA m8n8k4 on sm_80 and newer, two to a 16x8 fragment; K = 16: four steps).
# Expected: the interpreter's order, each product exact and each sum rounded once (Python's
# exact fractions); random doubles, so the order of the sums shows in the last bits, within
# tensor_core_bound's f64 bound.
from fractions import Fraction  # noqa: E402

rng64 = np.random.default_rng(64)
a64_, b64_, c64_ = rng64.standard_normal((16, 16)), rng64.standard_normal((16, 8)), rng64.standard_normal((16, 8))
mmaf_kernel("tc_f64_f64", "f64", "f64", m=16, n=8, k=16)
e64_ = np.empty((16, 8))
for i in range(16):
    for j in range(8):
        r = float(c64_[i, j])
        for k in range(16):
            r = float(Fraction(r) + Fraction(float(a64_[i, k])) * Fraction(float(b64_[k, j])))
        e64_[i, j] = r
case("mma", "tc_f64_f64", "--kernel tc_f64_f64 a.npy b.npy c.npy zeros:f64:128", [("a.npy", a64_.ravel()), ("b.npy", b64_.ravel()), ("c.npy", c64_.ravel())],
     {3: e64_.ravel()}, bounds={3: tensor_core_bound(a64_, b64_, c64_, np.float64)})

# f16 x f16 + f32 with K = 256 and M = 64: sixteen k16 steps, one whole 64-row
# block (on sm_90a, past the steps issued as one wgmma group: a K loop of wgmma).
tc_float("tc_long_k_f16_f32", "f16", "f32", RNG.uniform(-1, 1, (64, 256)).astype(f16), RNG.uniform(-1, 1, (256, 8)).astype(f16),
         RNG.standard_normal((64, 8)).astype(f32))

# Accumulators of more than 128 elements a thread at 128 threads: CTAs of 256 threads
# (8 warps; on sm_90a two warpgroups, each taking every other 64-row block).
# 128x32 . 32x256 into f32; 4 x (64x16 . 16x128), whose batches are narrower than
# the 8 warps' rows (mma.sync, warps spread over batches); 128x16 . 16x256 into f16.
tc_float("tc_cta256_f16_f32", "f16", "f32", RNG.uniform(-1, 1, (128, 32)).astype(f16), RNG.uniform(-1, 1, (32, 256)).astype(f16),
         RNG.standard_normal((128, 256)).astype(f32))
tc_float("tc_cta256_batched_f16_f32", "f16", "f32", RNG.uniform(-1, 1, (4, 64, 16)).astype(f16), RNG.uniform(-1, 1, (4, 16, 128)).astype(f16),
         RNG.standard_normal((4, 64, 128)).astype(f32), batch=4)
tc_float("tc_cta256_f16_f16", "f16", "f16", RNG.uniform(-1, 1, (128, 16)).astype(f16), RNG.uniform(-1, 1, (16, 256)).astype(f16),
         RNG.uniform(-1, 1, (128, 256)).astype(f16))

# A 256-thread CTA whose products keep the band path: the first product's result
# (256x128) is reshaped into the second's accumulator (128x256), and the two want
# different fragment layouts, so neither takes one. The first runs in bands (8 warps);
# the second's bands do not fit beside its operands, so it runs on the CUDA cores.
ac2 = RNG.uniform(-1, 1, (256, 16)).astype(f16)
bc2 = RNG.uniform(-1, 1, (16, 128)).astype(f16)
cc2 = RNG.standard_normal((256, 128)).astype(f32)
dc2 = RNG.uniform(-1, 1, (128, 16)).astype(f16)
ec2 = RNG.uniform(-1, 1, (16, 256)).astype(f16)
K_.append(f"""  entry @tc_cta256_bands(%a: tile<ptr<f16>>, %b: tile<ptr<f16>>, %c: tile<ptr<f32>>, %d: tile<ptr<f16>>, %e: tile<ptr<f16>>, %out: tile<ptr<f32>>) {{
{load('at', '%a', 'f16', [256, 16])}
{load('bt', '%b', 'f16', [16, 128])}
{load('ct', '%c', 'f32', [256, 128])}
{load('dt', '%d', 'f16', [128, 16])}
{load('et', '%e', 'f16', [16, 256])}
  %r1 = mmaf %at, %bt, %ct : tile<256x16xf16>, tile<16x128xf16>, tile<256x128xf32>
  %r1r = reshape %r1 : tile<256x128xf32> -> tile<128x256xf32>
  %r = mmaf %dt, %et, %r1r : tile<128x16xf16>, tile<16x256xf16>, tile<128x256xf32>
{store('%r', '%out', 'f32', [128, 256])}
    return
  }}""")
r1c = seq_mma(ac2.astype(f32), bc2.astype(f32), cc2, f32)
r2c = seq_mma(dc2.astype(f32), ec2.astype(f32), r1c.reshape(128, 256), f32)
bound_c = tensor_core_bound(ac2.astype(f32), bc2.astype(f32), cc2, f32).reshape(128, 256) + tensor_core_bound(dc2.astype(f32), ec2.astype(f32), r1c.reshape(128, 256), f32)
case("mma", "tc_cta256_bands", "--kernel tc_cta256_bands a.npy b.npy c.npy d.npy e.npy zeros:f32:32768",
     [("a.npy", ac2.ravel()), ("b.npy", bc2.ravel()), ("c.npy", cc2.ravel()), ("d.npy", dc2.ravel()), ("e.npy", ec2.ravel())],
     {5: r2c.ravel()}, bounds={5: bound_c})

# The accumulator loaded and the result stored through 16-byte-aligned pointers: in
# the fragment layout each thread's adjacent columns move as pairs (v2).
al_a = RNG.standard_normal((32, 64)).astype(f16)
al_b = RNG.standard_normal((64, 32)).astype(f16)
al_c = RNG.standard_normal((32, 32)).astype(f32)
K_.append(f"""  entry @tc_aligned_f16_f32(%a: tile<ptr<f16>>, %b: tile<ptr<f16>>, %c: tile<ptr<f32>>, %out: tile<ptr<f32>>) {{
  %c16 = assume div_by<16>, %c : tile<ptr<f32>>
  %out16 = assume div_by<16>, %out : tile<ptr<f32>>
{load('at', '%a', 'f16', [32, 64])}
{load('bt', '%b', 'f16', [64, 32])}
{load('ct', '%c16', 'f32', [32, 32])}
  %r = mmaf %at, %bt, %ct : tile<32x64xf16>, tile<64x32xf16>, tile<32x32xf32>
{store('%r', '%out16', 'f32', [32, 32])}
    return
  }}""")
case("mma", "tc_aligned_f16_f32", "--kernel tc_aligned_f16_f32 a.npy b.npy c.npy zeros:f32:1024",
     [("a.npy", al_a.ravel()), ("b.npy", al_b.ravel()), ("c.npy", al_c.ravel())],
     {3: seq_mma(al_a.astype(f32), al_b.astype(f32), al_c, f32).ravel()}, bounds={3: tensor_core_bound(al_a.astype(f32), al_b.astype(f32), al_c, f32)})

# sm_90a's swizzle modes: 2 x (64x32 . 32x128), A K-major in 64-byte rows and B
# MN-major in 256-byte rows (two groups of 64 columns along N, LBO 1 KiB; groups of
# 8 k along K, SBO 2 KiB), the second batch's B a whole operand (8 KiB) on; and
# 64x128 . 128x32, A's rows two 128-byte rows of its pattern (eight k16 steps, the
# fifth moving to the pattern's next row) and B MN-major in 64-byte rows.
tc_float("tc_swizzled_batched_f16_f32", "f16", "f32", RNG.uniform(-1, 1, (2, 64, 32)).astype(f16), RNG.uniform(-1, 1, (2, 32, 128)).astype(f16),
         RNG.standard_normal((2, 64, 128)).astype(f32), batch=2)
tc_float("tc_swizzled_k128_f16_f32", "f16", "f32", RNG.uniform(-1, 1, (64, 128)).astype(f16), RNG.uniform(-1, 1, (128, 32)).astype(f16),
         RNG.standard_normal((64, 32)).astype(f32))
# A product whose operands take 64 KiB of shared memory, more than the 48 KiB a
# kernel declares by default: with --extended-shared (ptxas's
# --enable-extended-smem=true) it is staged there whole (sm_90a has the room
# without the flag; sm_75's CTAs have 64 KiB, exactly enough unpadded).
tc_float("tc_extended_f16_f32", "f16", "f32", RNG.uniform(-1, 1, (128, 128)).astype(f16), RNG.uniform(-1, 1, (128, 128)).astype(f16),
         RNG.standard_normal((128, 128)).astype(f32), flags="--extended-shared")


def tc_f64(name, m, n, k, seed):
    """An f64 mmaf case (DMMA), its expected values summed exactly in the
    interpreter's order (one rounding per product, from c)."""
    rng = np.random.default_rng(seed)
    a, b, c = rng.standard_normal((m, k)), rng.standard_normal((k, n)), rng.standard_normal((m, n))
    mmaf_kernel(name, "f64", "f64", m=m, n=n, k=k)
    e = np.empty((m, n))
    for i in range(m):
        for j in range(n):
            r = float(c[i, j])
            for q in range(k):
                r = float(Fraction(r) + Fraction(float(a[i, q])) * Fraction(float(b[q, j])))
            e[i, j] = r
    case("mma", name, f"--kernel {name} a.npy b.npy c.npy zeros:f64:{m * n}", [("a.npy", a.ravel()), ("b.npy", b.ravel()), ("c.npy", c.ravel())],
         {3: e.ravel()}, bounds={3: tensor_core_bound(a, b, c, np.float64)})


# f64 B staged transposed in skewed rows (N a multiple of 16): 64x8 . 8x32, its
# 4 fragment columns dealt to each warp (all 4 warps down), so odd fragment columns
# take their skew as a constant; 16x8 . 8x16, two fragments for four warps, which
# take the band path (each warp's fragment column in a register).
tc_f64("tc_f64_skewed_columns", 64, 32, 8, 6401)
tc_f64("tc_f64_skewed_bands", 16, 16, 8, 6402)



# Two chained products, as attention's P V: S = Q K^T (f32, the fragment layout),
# P = S rounded to f16 or bf16 (still in that layout, now with the second product's
# K for columns), O = P V + C. On sm_90a the second wgmma reads P from registers
# (docs/ptx.md, "A from registers"); elsewhere P is staged. A device's S is within
# the bound of the interpreter's, so its P within that plus one spacing of P's type,
# which V carries into O.
def tc_chain(name, elem, batch, m, d, keys, seed):
    rng = np.random.default_rng(seed)
    lead = [batch] if batch else []
    t = lambda s, e: "tile<" + "x".join(map(str, lead + s)) + "x" + e + ">"
    to_elem = (lambda x: x.astype(f16)) if elem == "f16" else (lambda x: bf16_value(to_bf16_bits(x)))
    q = to_elem(rng.uniform(-1, 1, lead + [m, d]).astype(f32)).astype(f32)
    kt = to_elem(rng.uniform(-1, 1, lead + [d, keys]).astype(f32)).astype(f32)
    v = to_elem(rng.uniform(-1, 1, lead + [keys, d]).astype(f32)).astype(f32)
    c = rng.standard_normal(lead + [m, d]).astype(f32)
    K_.append(f"""  entry @{name}(%q: tile<ptr<{elem}>>, %k: tile<ptr<{elem}>>, %v: tile<ptr<{elem}>>, %c: tile<ptr<f32>>, %out: tile<ptr<f32>>) {{
{load('qt', '%q', elem, lead + [m, d])}
{load('kt', '%k', elem, lead + [d, keys])}
{load('vt', '%v', elem, lead + [keys, d])}
{load('ct', '%c', 'f32', lead + [m, d])}
  %zero = constant <f32: 0.000000e+00> : {t([m, keys], 'f32')}
  %s = mmaf %qt, %kt, %zero : {t([m, d], elem)}, {t([d, keys], elem)}, {t([m, keys], 'f32')}
  %p = ftof %s : {t([m, keys], 'f32')} -> {t([m, keys], elem)}
  %r = mmaf %p, %vt, %ct : {t([m, keys], elem)}, {t([keys, d], elem)}, {t([m, d], 'f32')}
{store('%r', '%out', 'f32', lead + [m, d])}
    return
  }}""")
    s_ = seq_mma(q, kt, np.zeros(lead + [m, keys], f32), f32)
    p = to_elem(s_).astype(f32)
    # P's bound: S's, plus a spacing of P's type (bf16's is 2^16 f32 spacings).
    bound_s = tensor_core_bound(q, kt, np.zeros_like(s_), f32)
    if elem == "f16":
        spacing = np.spacing((np.abs(s_) + bound_s).astype(f16)).astype(np.float64)
    else:
        spacing = np.spacing((np.abs(s_) + bound_s).astype(f32)).astype(np.float64) * 2.0 ** 16
    bound_p = bound_s + spacing
    expected = seq_mma(p, v, c, f32)
    bound = tensor_core_bound(p, v, c, f32) + bound_p @ np.abs(v).astype(np.float64)
    files = (lambda x: x.astype(f16)) if elem == "f16" else (lambda x: to_bf16_bits(x))
    case("mma", name, f"--kernel {name} q.npy k.npy v.npy c.npy zeros:f32:{c.size}",
         [("q.npy", files(q).ravel()), ("k.npy", files(kt).ravel()), ("v.npy", files(v).ravel()), ("c.npy", c.ravel())],
         {4: expected.ravel()}, bounds={4: bound.ravel()})


def tc_chain_row_reduce(name, m, d, keys, seed):
    """tc_chain's S = Q K^T, P = S as f16, P V + C, with S's rows also
    reduced (a maximum and a sum in one two-operand reduce, and a
    minimum): S is held with every warp down for P V, so the PTX backend
    reduces its rows in quads with shuffles (docs/ptx.md). Small integers
    make every product and sum exact in any order, so the results compare
    bit for bit: a row or lane mixed up in the shuffles shows."""
    rng = np.random.default_rng(seed)
    q = rng.integers(-3, 4, (m, d)).astype(f32)
    kt = rng.integers(-3, 4, (d, keys)).astype(f32)
    v = rng.integers(-3, 4, (keys, d)).astype(f32)
    c = rng.integers(-8, 9, (m, d)).astype(f32)
    t = lambda s, e: "tile<" + "x".join(map(str, s)) + "x" + e + ">"
    K_.append(f"""  entry @{name}(%q: tile<ptr<f16>>, %k: tile<ptr<f16>>, %v: tile<ptr<f16>>, %c: tile<ptr<f32>>, %out: tile<ptr<f32>>, %maxima: tile<ptr<f32>>, %sums: tile<ptr<f32>>, %minima: tile<ptr<f32>>) {{
{load('qt', '%q', 'f16', [m, d])}
{load('kt', '%k', 'f16', [d, keys])}
{load('vt', '%v', 'f16', [keys, d])}
{load('ct', '%c', 'f32', [m, d])}
  %zero = constant <f32: 0.000000e+00> : {t([m, keys], 'f32')}
  %s = mmaf %qt, %kt, %zero : {t([m, d], 'f16')}, {t([d, keys], 'f16')}, {t([m, keys], 'f32')}
  %rows:2 = reduce %s, %s dim=1 identities=[0xFF800000 : f32, 0.000000e+00 : f32] : {t([m, keys], 'f32')}, {t([m, keys], 'f32')} -> {t([m], 'f32')}, {t([m], 'f32')}
  (%e0: tile<f32>, %a0: tile<f32>, %e1: tile<f32>, %a1: tile<f32>) {{
    %mx = maxf %e0, %a0 : tile<f32>
    %sm = addf %e1, %a1 : tile<f32>
    yield %mx, %sm : tile<f32>, tile<f32>
  }}
  %least = reduce %s dim=1 identities=[0x7F800000 : f32] : {t([m, keys], 'f32')} -> {t([m], 'f32')}
  (%e2: tile<f32>, %a2: tile<f32>) {{
    %mn = minf %e2, %a2 : tile<f32>
    yield %mn : tile<f32>
  }}
  %p = ftof %s : {t([m, keys], 'f32')} -> {t([m, keys], 'f16')}
  %r = mmaf %p, %vt, %ct : {t([m, keys], 'f16')}, {t([keys, d], 'f16')}, {t([m, d], 'f32')}
{store('%r', '%out', 'f32', [m, d])}
{store('%rows#0', '%maxima', 'f32', [m], tag='mx')}
{store('%rows#1', '%sums', 'f32', [m], tag='sm')}
{store('%least', '%minima', 'f32', [m], tag='mn')}
    return
  }}""")
    s_ = q @ kt
    expected = s_ @ v + c
    case("mma", name, f"--kernel {name} q.npy k.npy v.npy c.npy zeros:f32:{c.size} zeros:f32:{m} zeros:f32:{m} zeros:f32:{m}",
         [("q.npy", q.astype(f16).ravel()), ("k.npy", kt.astype(f16).ravel()), ("v.npy", v.astype(f16).ravel()), ("c.npy", c.ravel())],
         {4: expected.astype(f32).ravel(), 5: s_.max(axis=1).astype(f32), 6: s_.sum(axis=1).astype(f32), 7: s_.min(axis=1).astype(f32)})


tc_chain_row_reduce("tc_chain_row_reduce", 64, 32, 64, 1773)
# 128 rows in 4 warps: each thread holds 4 rows, 2 fragment rows of its warp.
tc_chain_row_reduce("tc_chain_row_reduce_128", 128, 16, 64, 1774)
tc_chain("tc_chain_f16", "f16", None, 64, 32, 64, 1771)
tc_chain("tc_chain_bf16_batched", "bf16", 2, 64, 16, 32, 1772)

write_kernels("mma", "// Generated by tests/run/gen/mma.py.\ncuda_tile.module @mma {\n" + "\n".join(K_) + "\n}\n")
