#!/usr/bin/env python3
"""Writes kernels.mlir and the cases of 13.3's 4-bit elements (f4E2M1FN, i4)
and of pack/unpack on sub-byte elements, independently of tilesmith: run
`python3 gen.py` here (needs numpy and ml_dtypes).

- f4E2M1FN in memory: packed two to a byte, element 2k in bits 3..0 of byte
  k and element 2k+1 in bits 7..4 (the tensor view type's layout); buffers
  are raw |u1 bytes. Values decode with ml_dtypes' float4_e2m1fn.
- ftof to f4E2M1FN rounds to nearest even and saturates at +-6 (infinities
  too), as ml_dtypes' float4_e2m1fn does. A NaN has no f4E2M1FN: tilesmith
  gives +0 (a documented choice, docs/interpreter.md); ml_dtypes gives -0, so
  the NaN case states tilesmith's rule itself.
- A store of 4-bit elements changes only their half bytes: the other half of
  each byte, and bytes outside the tensor, keep their contents, also when
  the two halves of each byte come from two rows of a tile. (Two tile
  blocks writing the two halves of one byte race on a GPU, docs/ptx.md.)
- i4: trunci keeps the low 4 bits; exti extends them signed or unsigned.
- pack/unpack: the elements as one little-endian bit stream (i1: element i
  is bit i%8 of byte i/8, as NVIDIA's tileiras packs a constant; 4-bit: as
  in memory)."""
import os
import sys

import ml_dtypes
import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "gen"))
from common import RNG, case, write_kernels  # noqa: E402

FAMILY = "four_bit"
F4 = ml_dtypes.float4_e2m1fn
kernels = []


def nibbles_to_bytes(n):
    """4-bit codes (uint8 each) to packed bytes, even code low."""
    n = np.asarray(n, np.uint8)
    return (n[0::2] | (n[1::2] << 4)).astype(np.uint8)


def bytes_to_nibbles(b):
    b = np.asarray(b, np.uint8)
    out = np.empty(b.size * 2, np.uint8)
    out[0::2] = b & 0xF
    out[1::2] = b >> 4
    return out


def f4_codes(x):
    return np.asarray(x, np.float32).astype(F4).view(np.uint8) & 0xF


def f4_values(codes):
    return np.asarray(codes, np.uint8).view(F4).astype(np.float32)


def view(name, ptr, ty, shape, strides, tile):
    dims = "x".join(map(str, shape))
    tv = f"tensor_view<{dims}x{ty}, strides=[{', '.join(map(str, strides))}]>"
    pv = f"partition_view<tile=({'x'.join(map(str, tile))}), {tv}>"
    text = (f"    %{name}_tv = make_tensor_view %{ptr}, shape = [{', '.join(map(str, shape))}], strides = [{', '.join(map(str, strides))}] : {tv}\n"
            f"    %{name}_pv = make_partition_view %{name}_tv : {pv}\n")
    return pv, text


def tile_type(ty, tile):
    return f"tile<{'x'.join(map(str, tile))}x{ty}>"


# ---- f4 through views, converted to f32 and back ----
N = 64
kernels.append(f"""  entry @f4_round_trip(%src: tile<ptr<f4E2M1FN>>, %wide: tile<ptr<f32>>, %scale: tile<ptr<f32>>, %dst: tile<ptr<f4E2M1FN>>) {{
    %c0 = constant <i32: 0> : tile<i32>
{view("s", "src", "f4E2M1FN", [N], [1], [N])[1]}{view("w", "wide", "f32", [N], [1], [N])[1]}{view("k", "scale", "f32", [N], [1], [N])[1]}{view("d", "dst", "f4E2M1FN", [N], [1], [N])[1]}    %x, %t0 = load_view_tko weak %s_pv[%c0] : {view("s", "src", "f4E2M1FN", [N], [1], [N])[0]}, tile<i32> -> tile<{N}xf4E2M1FN>, token
    %xf = ftof %x : tile<{N}xf4E2M1FN> -> tile<{N}xf32>
    %t1 = store_view_tko weak %xf, %w_pv[%c0] : tile<{N}xf32>, {view("w", "wide", "f32", [N], [1], [N])[0]}, tile<i32> -> token
    %k, %t2 = load_view_tko weak %k_pv[%c0] : {view("k", "scale", "f32", [N], [1], [N])[0]}, tile<i32> -> tile<{N}xf32>, token
    %y = mulf %xf, %k : tile<{N}xf32>
    %y4 = ftof %y : tile<{N}xf32> -> tile<{N}xf4E2M1FN>
    %t3 = store_view_tko weak %y4, %d_pv[%c0] : tile<{N}xf4E2M1FN>, {view("d", "dst", "f4E2M1FN", [N], [1], [N])[0]}, tile<i32> -> token
    return
  }}
""")
codes = np.arange(N, dtype=np.uint8) % 16
RNG.shuffle(codes)
src = nibbles_to_bytes(codes)
scale = RNG.choice(np.array([0.5, 1.5, 2.0, 0.75, 1.25, 3.0, -1.0, 1.0 / 3.0, 100.0, np.inf, -np.inf, 0.0], np.float32), N)
product = f4_values(codes) * scale
# 0 * inf is NaN: its f4 is tilesmith's +0 (ml_dtypes would write -0).
dst_codes = np.where(np.isnan(product), 0, f4_codes(np.nan_to_num(product, nan=0.0)))
case(FAMILY, "f4_round_trip", "--kernel f4_round_trip src.npy zeros:f32:64 scale.npy zeros:f4E2M1FN:64",
     [("src.npy", src), ("scale.npy", scale)], {1: f4_values(codes), 3: nibbles_to_bytes(dst_codes)})

# ---- a column-major f4 tensor, tiles across the bytes ----
R, C = 8, 8
col_pv, col_text = view("a", "src", "f4E2M1FN", [R, C], [1, R], [2, 4])
row_pv, row_text = view("b", "dst", "f4E2M1FN", [R, C], [C, 1], [2, 4])
kernels.append(f"""  entry @f4_transpose_copy(%src: tile<ptr<f4E2M1FN>>, %dst: tile<ptr<f4E2M1FN>>) {{
{col_text}{row_text}    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %i = divi %bx, %c2 signed : tile<i32>
    %j = remi %bx, %c2 signed : tile<i32>
    %v, %t0 = load_view_tko weak %a_pv[%i, %j] : {col_pv}, tile<i32>, tile<i32> -> {tile_type("f4E2M1FN", [2, 4])}, token
    %t1 = store_view_tko weak %v, %b_pv[%i, %j] : {tile_type("f4E2M1FN", [2, 4])}, {row_pv}, tile<i32>, tile<i32> -> token
    return
  }}
""")
m = RNG.integers(0, 16, size=(R, C), dtype=np.uint8)
col_bytes = nibbles_to_bytes(m.T.ravel())  # element (r, c) at r + R*c
case(FAMILY, "f4_transpose_copy", "--grid 8 --kernel f4_transpose_copy src.npy zeros:f4E2M1FN:64",
     [("src.npy", col_bytes)], {1: nibbles_to_bytes(m.ravel())})

# ---- the two halves of each byte from two rows of a tile ----
kernels.append(f"""  entry @f4_interleaved_rows(%src: tile<ptr<f32>>, %dst: tile<ptr<f4E2M1FN>>) {{
{view("s", "src", "f32", [2, 16], [16, 1], [2, 16])[1]}{view("d", "dst", "f4E2M1FN", [2, 16], [1, 2], [2, 16])[1]}    %c0 = constant <i32: 0> : tile<i32>
    %x, %t0 = load_view_tko weak %s_pv[%c0, %c0] : {view("s", "src", "f32", [2, 16], [16, 1], [2, 16])[0]}, tile<i32>, tile<i32> -> tile<2x16xf32>, token
    %y = ftof %x : tile<2x16xf32> -> tile<2x16xf4E2M1FN>
    %t1 = store_view_tko weak %y, %d_pv[%c0, %c0] : tile<2x16xf4E2M1FN>, {view("d", "dst", "f4E2M1FN", [2, 16], [1, 2], [2, 16])[0]}, tile<i32>, tile<i32> -> token
    return
  }}
""")
rows = (RNG.standard_normal((2, 16)) * 3).astype(np.float32)
codes = f4_codes(rows)  # element (r, c) at r + 2c: byte c holds row 0 low, row 1 high
case(FAMILY, "f4_interleaved_rows", "--kernel f4_interleaved_rows src.npy zeros:f4E2M1FN:32",
     [("src.npy", rows)], {1: nibbles_to_bytes(codes.T.ravel())})

# ---- a partial tile: only the elements inside the tensor are written ----
kernels.append(f"""  entry @f4_partial_tile(%src: tile<ptr<f32>>, %dst: tile<ptr<f4E2M1FN>>) {{
{view("s", "src", "f32", [8], [1], [8])[1]}{view("d", "dst", "f4E2M1FN", [6], [1], [4])[1]}    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %x, %t0 = load_view_tko weak %s_pv[%c0] : {view("s", "src", "f32", [8], [1], [8])[0]}, tile<i32> -> tile<8xf32>, token
    %y = ftof %x : tile<8xf32> -> tile<8xf4E2M1FN>
    %hi = extract %y[%c1] : tile<8xf4E2M1FN> -> tile<4xf4E2M1FN>
    %t1 = store_view_tko weak %hi, %d_pv[%c1] : tile<4xf4E2M1FN>, {view("d", "dst", "f4E2M1FN", [6], [1], [4])[0]}, tile<i32> -> token
    return
  }}
""")
x = np.array([1, 2, 3, 4, 0.5, -1.5, 6, -6], np.float32)
before = np.array([0x21, 0x43, 0x65, 0x87], np.uint8)  # a 4-byte buffer; the tensor is its first 6 elements
after = before.copy()
after[2] = nibbles_to_bytes(f4_codes(x[4:6]))[0]
case(FAMILY, "f4_partial_tile", "--kernel f4_partial_tile src.npy dst.npy", [("src.npy", x), ("dst.npy", before)], {1: after})

# ---- i4 ----
kernels.append("""  entry @i4_convert(%src: tile<ptr<i32>>, %sext: tile<ptr<i32>>, %zext: tile<ptr<i32>>, %packed: tile<ptr<i8>>, %round: tile<ptr<i32>>) {
""" + view("s", "src", "i32", [32], [1], [32])[1] + view("r", "round", "i32", [32], [1], [32])[1] + view("a", "sext", "i32", [32], [1], [32])[1] + view("b", "zext", "i32", [32], [1], [32])[1] + view("p", "packed", "i8", [16], [1], [16])[1] + """    %c0 = constant <i32: 0> : tile<i32>
    %x, %t0 = load_view_tko weak %s_pv[%c0] : """ + view("s", "src", "i32", [32], [1], [32])[0] + """, tile<i32> -> tile<32xi32>, token
    %n = trunci %x : tile<32xi32> -> tile<32xi4>
    %a = exti %n signed : tile<32xi4> -> tile<32xi32>
    %b = exti %n unsigned : tile<32xi4> -> tile<32xi32>
    %p = pack %n : tile<32xi4> -> tile<16xi8>
    %t1 = store_view_tko weak %a, %a_pv[%c0] : tile<32xi32>, """ + view("a", "sext", "i32", [32], [1], [32])[0] + """, tile<i32> -> token
    %t2 = store_view_tko weak %b, %b_pv[%c0] : tile<32xi32>, """ + view("b", "zext", "i32", [32], [1], [32])[0] + """, tile<i32> -> token
    %t3 = store_view_tko weak %p, %p_pv[%c0] : tile<16xi8>, """ + view("p", "packed", "i8", [16], [1], [16])[0] + """, tile<i32> -> token
    %u = unpack %p : tile<16xi8> -> tile<32xi4>
    %ua = exti %u signed : tile<32xi4> -> tile<32xi32>
    %t4 = store_view_tko weak %ua, %r_pv[%c0] : tile<32xi32>, """ + view("r", "round", "i32", [32], [1], [32])[0] + """, tile<i32> -> token
    return
  }
""")
x = RNG.integers(-(1 << 31), 1 << 31, size=32, dtype=np.int64).astype(np.int32)
low = (x & 0xF).astype(np.uint8)
signed = np.where(low >= 8, low.astype(np.int32) - 16, low.astype(np.int32))
case(FAMILY, "i4_convert", "--kernel i4_convert src.npy zeros:i32:32 zeros:i32:32 zeros:i8:16 zeros:i32:32", [("src.npy", x)],
     {1: signed, 2: low.astype(np.int32), 3: nibbles_to_bytes(low).view(np.int8), 4: signed})

# ---- pack and unpack of i1 and f4 ----
kernels.append("""  entry @pack_i1(%src: tile<ptr<i8>>, %dst: tile<ptr<i8>>, %back: tile<ptr<i8>>) {
""" + view("s", "src", "i8", [64], [1], [64])[1] + view("d", "dst", "i8", [8], [1], [8])[1] + view("b", "back", "i8", [64], [1], [64])[1] + """    %c0 = constant <i32: 0> : tile<i32>
    %x, %t0 = load_view_tko weak %s_pv[%c0] : """ + view("s", "src", "i8", [64], [1], [64])[0] + """, tile<i32> -> tile<64xi8>, token
    %z = constant <i8: 0> : tile<64xi8>
    %m = cmpi not_equal %x, %z, signed : tile<64xi8> -> tile<64xi1>
    %p = pack %m : tile<64xi1> -> tile<8xi8>
    %t1 = store_view_tko weak %p, %d_pv[%c0] : tile<8xi8>, """ + view("d", "dst", "i8", [8], [1], [8])[0] + """, tile<i32> -> token
    %u = unpack %p : tile<8xi8> -> tile<64xi1>
    %w = exti %u unsigned : tile<64xi1> -> tile<64xi8>
    %t2 = store_view_tko weak %w, %b_pv[%c0] : tile<64xi8>, """ + view("b", "back", "i8", [64], [1], [64])[0] + """, tile<i32> -> token
    return
  }
  entry @pack_f4(%src: tile<ptr<f32>>, %dst: tile<ptr<i8>>, %back: tile<ptr<f32>>) {
""" + view("s", "src", "f32", [16], [1], [16])[1] + view("d", "dst", "i8", [8], [1], [8])[1] + view("b", "back", "f32", [16], [1], [16])[1] + """    %c0 = constant <i32: 0> : tile<i32>
    %x, %t0 = load_view_tko weak %s_pv[%c0] : """ + view("s", "src", "f32", [16], [1], [16])[0] + """, tile<i32> -> tile<16xf32>, token
    %q = ftof %x : tile<16xf32> -> tile<16xf4E2M1FN>
    %p = pack %q : tile<16xf4E2M1FN> -> tile<8xi8>
    %t1 = store_view_tko weak %p, %d_pv[%c0] : tile<8xi8>, """ + view("d", "dst", "i8", [8], [1], [8])[0] + """, tile<i32> -> token
    %u = unpack %p : tile<8xi8> -> tile<16xf4E2M1FN>
    %w = ftof %u : tile<16xf4E2M1FN> -> tile<16xf32>
    %t2 = store_view_tko weak %w, %b_pv[%c0] : tile<16xf32>, """ + view("b", "back", "f32", [16], [1], [16])[0] + """, tile<i32> -> token
    return
  }
""")
bits = RNG.integers(0, 2, size=64).astype(np.int8) * RNG.integers(1, 128, size=64).astype(np.int8)
case(FAMILY, "pack_i1", "--kernel pack_i1 src.npy zeros:i8:8 zeros:i8:64", [("src.npy", bits)],
     {1: np.packbits(bits != 0, bitorder="little").view(np.int8), 2: (bits != 0).astype(np.int8)})
x = (RNG.standard_normal(16) * 4).astype(np.float32)
case(FAMILY, "pack_f4", "--kernel pack_f4 src.npy zeros:i8:8 zeros:f32:16", [("src.npy", x)],
     {1: nibbles_to_bytes(f4_codes(x)).view(np.int8), 2: f4_values(f4_codes(x))})

write_kernels(FAMILY, "// Generated by tests/run/four_bit/gen.py.\ncuda_tile.module @four_bit {\n" + "".join(kernels) + "}\n")
