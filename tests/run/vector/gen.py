#!/usr/bin/env python3
"""Writes kernel.mlir and the cases of the vector family: loads and stores
that the PTX backend moves with ld/st.global.v2/.v4 where contiguity and
alignment are provable (docs/ptx.md, "Vector accesses"), and some where they
are not. Inputs and expected outputs come from numpy, independently of
tilesmith: run `python3 gen.py` in this folder.

The buffers a run allocates start 256-byte aligned, so the `assume div_by`
on the base pointers hold (the interpreter and the checked PTX check them).
Sizes are chosen so that the last tile block runs past the end of the
tensor, and, where the size is not a multiple of the vector width, so that a
group of elements straddles the end (and must go element by element: the
buffers are exactly as large as the tensors, so a vector access past the end
would fault in the emulator)."""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "gen"))
from common import write_case_folder  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
rng = np.random.default_rng(2026_11_22)


def case(name, args, inputs, expected=None, error=None):
    write_case_folder(os.path.join(HERE, name), args, inputs, expected, error)


def view_1d(name, ptr, ty, size, tile, align=16):
    """A 1-D view of `size` elements (a static number or an SSA value) over
    `ptr` assumed `align`-byte aligned, and its partition in tiles of `tile`."""
    shape_ty = "?" if isinstance(size, str) else str(size)
    shape = f"[{size}]"
    dynamic = " : tile<i32> ->" if isinstance(size, str) else " :"
    tv = f"tensor_view<{shape_ty}x{ty}, strides=[1]>"
    pv = f"partition_view<tile=({tile}), {tv}>"
    text = (f"    %{name}_aligned = assume div_by<{align}>, {ptr} : tile<ptr<{ty}>>\n"
            f"    %{name}_tv = make_tensor_view %{name}_aligned, shape = {shape}, strides = [1]{dynamic} {tv}\n"
            f"    %{name} = make_partition_view %{name}_tv : {pv}\n")
    return text, pv


def elementwise_kernel(name, comment, ty_in, ty_out, tile, size, body, inputs=2, size_assumption=None):
    """`out = body(in0, in1)` over 1-D views, one tile per tile block. `size`
    is a number (static) or None (the parameter %n, optionally assumed
    divisible by `size_assumption`)."""
    params = ", ".join(f"%in{i}: tile<ptr<{ty_in}>>" for i in range(inputs)) + f", %out: tile<ptr<{ty_out}>>"
    text = f"\n  // {comment}\n"
    if size is None:
        params += ", %n: tile<i32>"
    text += f"  entry @{name}({params}) {{\n"
    n = "%n"
    if size is None and size_assumption:
        text += f"    %n_div = assume div_by<{size_assumption}>, %n : tile<i32>\n"
        n = "%n_div"
    extent = n if size is None else size
    text += "    %x, %y, %z = get_tile_block_id : tile<i32>\n"
    for i in range(inputs):
        view, pv = view_1d(f"v{i}", f"%in{i}", ty_in, extent, tile)
        text += view
        text += f"    %t{i}, %tok{i} = load_view_tko weak %v{i}[%x] : {pv}, tile<i32> -> tile<{tile}x{ty_in}>, token\n"
    text += body.format(tile=tile, ty_in=ty_in, ty_out=ty_out)
    view, pv = view_1d("o", "%out", ty_out, extent, tile)
    text += view
    text += f"    %s = store_view_tko weak %r, %o[%x] : tile<{tile}x{ty_out}>, {pv}, tile<i32> -> token\n"
    text += "    return\n  }\n"
    return text


kernels = []

ADD_F = "    %r = addf %t0, %t1 : tile<{tile}x{ty_in}>\n"
ADD_I = "    %r = addi %t0, %t1 : tile<{tile}x{ty_in}>\n"

# f32: a static size, a multiple of 4: whole groups, ld.global.v4.b32.
kernels.append(elementwise_kernel("add_f32_static", "c = a + b over 1000 f32 elements (static), tiles of 256: whole groups of 4.", "f32", "f32", 256, 1000, ADD_F))
a, b = rng.standard_normal(1000).astype(np.float32), rng.standard_normal(1000).astype(np.float32)
case("add_f32_static", "../kernel.mlir --kernel add_f32_static --grid 4 a.npy b.npy zeros:f32:1000", {"a.npy": a, "b.npy": b}, {2: a + b})

# f32, a dynamic size with no divisor known: groups at the end go one by one.
kernels.append(elementwise_kernel("add_f32_dynamic", "c = a + b over n f32 elements, tiles of 256: n unknown, so a group of 4 may straddle the end.", "f32", "f32", 256, None, ADD_F))
for n in (1001, 1023):
    a, b = rng.standard_normal(n).astype(np.float32), rng.standard_normal(n).astype(np.float32)
    case(f"add_f32_dynamic_{n}", f"../kernel.mlir --kernel add_f32_dynamic --grid 4 a.npy b.npy zeros:f32:{n} i32:{n}", {"a.npy": a, "b.npy": b}, {2: a + b})

# f32 -> bf16 with n assumed a multiple of 8: loads of 4 f32 (16 bytes), stores of 4 bf16 (8 bytes).
CAST = "    %r = ftof %t0 : tile<{tile}x{ty_in}> -> tile<{tile}x{ty_out}>\n"
kernels.append(elementwise_kernel("cast_f32_bf16", "out = bf16(in) over n elements, n assumed a multiple of 8.", "f32", "bf16", 256, None, CAST, inputs=1, size_assumption=8))


def to_bf16_bits(x):
    """Rounds f32 to bf16 (nearest even; no NaN here) and returns the bits."""
    u = x.astype(np.float32).view(np.uint32).astype(np.uint64)
    return ((u + 0x7FFF + ((u >> 16) & 1)) >> 16).astype(np.uint16)


x = (rng.standard_normal(1000) * 1000).astype(np.float32)
case("cast_f32_bf16", "../kernel.mlir --kernel cast_f32_bf16 --grid 4 in.npy zeros:bf16:1000 i32:1000", {"in.npy": x}, {1: to_bf16_bits(x)})

# f16 and i8 with a dynamic size: 4 elements per access (8 and 4 bytes).
kernels.append(elementwise_kernel("add_f16_dynamic", "c = a + b over n f16 elements, tiles of 128.", "f16", "f16", 128, None, ADD_F))
a, b = rng.standard_normal(301).astype(np.float16), rng.standard_normal(301).astype(np.float16)
case("add_f16_dynamic", "../kernel.mlir --kernel add_f16_dynamic --grid 3 a.npy b.npy zeros:f16:301 i32:301", {"a.npy": a, "b.npy": b}, {2: (a.astype(np.float32) + b.astype(np.float32)).astype(np.float16)})
kernels.append(elementwise_kernel("add_i8_dynamic", "c = a + b (wrapping) over n i8 elements, tiles of 128.", "i8", "i8", 128, None, ADD_I))
a, b = rng.integers(-128, 128, 259).astype(np.int8), rng.integers(-128, 128, 259).astype(np.int8)
case("add_i8_dynamic", "../kernel.mlir --kernel add_i8_dynamic --grid 3 a.npy b.npy zeros:i8:259 i32:259", {"a.npy": a, "b.npy": b}, {2: (a.astype(np.int16) + b.astype(np.int16)).astype(np.int8)})

# f64: two per access (16 bytes), a 2-D view with a dynamic row stride assumed a multiple of 2.
kernels.append("""
  // A rows x cols f64 matrix (row stride %stride, assumed even) scaled by 2
  // in 4x8 tiles with padding -inf, written whole into a 12x16 output: groups
  // of 2 along a row go at once; the matrix's edge falls between groups
  // only when cols is even.
  entry @scale_f64_padded(%in: tile<ptr<f64>>, %out: tile<ptr<f64>>, %rows: tile<i32>, %cols: tile<i32>, %stride: tile<i32>) {
    %x, %y, %z = get_tile_block_id : tile<i32>
    %base = assume div_by<16>, %in : tile<ptr<f64>>
    %even = assume div_by<2>, %stride : tile<i32>
    %tv = make_tensor_view %base, shape = [%rows, %cols], strides = [%even, 1] : tile<i32> -> tensor_view<?x?xf64, strides=[?,1]>
    %pv = make_partition_view %tv : partition_view<tile=(4x8), padding_value = neg_inf, tensor_view<?x?xf64, strides=[?,1]>>
    %t, %tok = load_view_tko weak %pv[%x, %y] : partition_view<tile=(4x8), padding_value = neg_inf, tensor_view<?x?xf64, strides=[?,1]>>, tile<i32> -> tile<4x8xf64>, token
    %two = constant <f64: 2.0> : tile<4x8xf64>
    %r = mulf %t, %two rounding<nearest_even> : tile<4x8xf64>
    %obase = assume div_by<16>, %out : tile<ptr<f64>>
    %ov = make_tensor_view %obase, shape = [12, 16], strides = [16, 1] : tensor_view<12x16xf64, strides=[16,1]>
    %opv = make_partition_view %ov : partition_view<tile=(4x8), tensor_view<12x16xf64, strides=[16,1]>>
    %s = store_view_tko weak %r, %opv[%x, %y] : tile<4x8xf64>, partition_view<tile=(4x8), tensor_view<12x16xf64, strides=[16,1]>>, tile<i32> -> token
    return
  }
""")
for rows, cols in ((10, 13), (9, 12)):
    stride = 14 if cols % 2 else 12
    data = rng.standard_normal((rows, stride))
    out = np.full((12, 16), -np.inf)
    out[:rows, :cols] = data[:, :cols] * 2
    # The input buffer ends right after the last element of the last row.
    flat = data.ravel()[:(rows - 1) * stride + cols]
    case(f"scale_f64_padded_{rows}x{cols}", f"../kernel.mlir --kernel scale_f64_padded --grid 3,2 in.npy zeros:f64:192 i32:{rows} i32:{cols} i32:{stride}",
         {"in.npy": flat}, {1: out.ravel()})

# Pointer tiles: a base plus a block's start plus iota, with a mask at the end.
kernels.append("""
  // c = a + b through pointer tiles, n elements in tiles of 256, masked
  // past n (padding 0): the pointers are provably consecutive and 16-byte
  // aligned in groups of 4; the mask is not known to be uniform over a
  // group, so a group the mask cuts goes element by element.
  entry @add_f32_pointers_masked(%a: tile<ptr<f32>>, %b: tile<ptr<f32>>, %c: tile<ptr<f32>>, %n: tile<i32>) {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %size = constant <i32: 256> : tile<i32>
    %start = muli %bid, %size : tile<i32>
    %start1 = reshape %start : tile<i32> -> tile<1xi32>
    %starts = broadcast %start1 : tile<1xi32> -> tile<256xi32>
    %lane = iota : tile<256xi32>
    %index = addi %starts, %lane : tile<256xi32>
    %n1 = reshape %n : tile<i32> -> tile<1xi32>
    %ns = broadcast %n1 : tile<1xi32> -> tile<256xi32>
    %mask = cmpi less_than %index, %ns, signed : tile<256xi32> -> tile<256xi1>
    %a16 = assume div_by<16>, %a : tile<ptr<f32>>
    %b16 = assume div_by<16>, %b : tile<ptr<f32>>
    %c16 = assume div_by<16>, %c : tile<ptr<f32>>
    %a1 = reshape %a16 : tile<ptr<f32>> -> tile<1xptr<f32>>
    %b1 = reshape %b16 : tile<ptr<f32>> -> tile<1xptr<f32>>
    %c1 = reshape %c16 : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ab = broadcast %a1 : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %bb = broadcast %b1 : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %cb = broadcast %c1 : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %ap = offset %ab, %index : tile<256xptr<f32>>, tile<256xi32> -> tile<256xptr<f32>>
    %bp = offset %bb, %index : tile<256xptr<f32>>, tile<256xi32> -> tile<256xptr<f32>>
    %cp = offset %cb, %index : tile<256xptr<f32>>, tile<256xi32> -> tile<256xptr<f32>>
    %ta, %t0 = load_ptr_tko weak %ap, %mask : tile<256xptr<f32>>, tile<256xi1> -> tile<256xf32>, token
    %tb, %t1 = load_ptr_tko weak %bp, %mask : tile<256xptr<f32>>, tile<256xi1> -> tile<256xf32>, token
    %sum = addf %ta, %tb : tile<256xf32>
    %t2 = store_ptr_tko weak %cp, %sum, %mask : tile<256xptr<f32>>, tile<256xf32>, tile<256xi1> -> token
    return
  }
""")
a, b = rng.standard_normal(1001).astype(np.float32), rng.standard_normal(1001).astype(np.float32)
case("add_f32_pointers_masked", "../kernel.mlir --kernel add_f32_pointers_masked --grid 4 a.npy b.npy zeros:f32:1001 i32:1001", {"a.npy": a, "b.npy": b}, {2: a + b})

# Not provable: the view starts one element past the buffer's start, so
# groups of 4 are not 16-byte aligned and the accesses must stay scalar (a
# vector access would fault in the emulator).
kernels.append("""
  // out[i] = in[i + 1] * 3 for i < n, through views whose base is in + 1
  // element: only 4-byte aligned, so every access stays scalar.
  entry @unaligned_f32(%in: tile<ptr<f32>>, %out: tile<ptr<f32>>, %n: tile<i32>) {
    %x, %y, %z = get_tile_block_id : tile<i32>
    %aligned = assume div_by<16>, %in : tile<ptr<f32>>
    %one = constant <i32: 1> : tile<i32>
    %shifted = offset %aligned, %one : tile<ptr<f32>>, tile<i32> -> tile<ptr<f32>>
    %tv = make_tensor_view %shifted, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>
    %t, %tok = load_view_tko weak %pv[%x] : partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %three = constant <f32: 3.0> : tile<128xf32>
    %r = mulf %t, %three rounding<nearest_even> : tile<128xf32>
    %ov = make_tensor_view %out, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %opv = make_partition_view %ov : partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>
    %s = store_view_tko weak %r, %opv[%x] : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
""")
x = rng.standard_normal(301).astype(np.float32)
case("unaligned_f32", "../kernel.mlir --kernel unaligned_f32 --grid 3 in.npy zeros:f32:300 i32:300", {"in.npy": x}, {1: x[1:] * np.float32(3)})

# A false alignment assumption is reported (by the interpreter, and by the
# checked PTX before any vector access relies on it).
kernels.append("""
  // Assumes a pointer one element past a buffer's start is 16-byte aligned.
  entry @false_alignment(%in: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %x, %y, %z = get_tile_block_id : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %shifted = offset %in, %one : tile<ptr<f32>>, tile<i32> -> tile<ptr<f32>>
    %claimed = assume div_by<16>, %shifted : tile<ptr<f32>>
    %tv = make_tensor_view %claimed, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %t, %tok = load_view_tko weak %pv[%x] : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %ov = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %opv = make_partition_view %ov : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %s = store_view_tko weak %t, %opv[%x] : tile<128xf32>, partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> token
    return
  }
""")
case("false_alignment", "../kernel.mlir --kernel false_alignment zeros:f32:129 zeros:f32:128", {},
     error=["the assumption div_by<16> does not hold"])

# A load that feeds reductions and a broadcast (which read it through shared
# memory whatever its layout), and stores of what they make: every access a
# vector, the reductions' results included.
kernels.append("""
  // Rows of 64 f32 (n rows) in tiles of 8 rows: each row's sum, and each row
  // minus its maximum (softmax's first step). The last tile block runs past
  // the last row; n is unknown, so a group of 4 sums may straddle the end.
  entry @row_sum_max_f32(%in: tile<ptr<f32>>, %sums: tile<ptr<f32>>, %centered: tile<ptr<f32>>, %n: tile<i32>) {
    %x, %y, %z = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %base = assume div_by<16>, %in : tile<ptr<f32>>
    %tv = make_tensor_view %base, shape = [%n, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %pv = make_partition_view %tv : partition_view<tile=(8x64), tensor_view<?x64xf32, strides=[64,1]>>
    %t, %tok = load_view_tko weak %pv[%x, %c0] : partition_view<tile=(8x64), tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> tile<8x64xf32>, token
    %sum = reduce %t dim=1 identities=[0.000000e+00 : f32] : tile<8x64xf32> -> tile<8xf32>
    (%e0: tile<f32>, %a0: tile<f32>) {
      %s0 = addf %e0, %a0 : tile<f32>
      yield %s0 : tile<f32>
    }
    %max = reduce %t dim=1 identities=[0xFF800000 : f32] : tile<8x64xf32> -> tile<8xf32>
    (%e1: tile<f32>, %a1: tile<f32>) {
      %s1 = maxf %e1, %a1 : tile<f32>
      yield %s1 : tile<f32>
    }
    %max1 = reshape %max : tile<8xf32> -> tile<8x1xf32>
    %maxb = broadcast %max1 : tile<8x1xf32> -> tile<8x64xf32>
    %c = subf %t, %maxb : tile<8x64xf32>
    %sbase = assume div_by<16>, %sums : tile<ptr<f32>>
    %sv = make_tensor_view %sbase, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %spv = make_partition_view %sv : partition_view<tile=(8), tensor_view<?xf32, strides=[1]>>
    %st = store_view_tko weak %sum, %spv[%x] : tile<8xf32>, partition_view<tile=(8), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    %cbase = assume div_by<16>, %centered : tile<ptr<f32>>
    %cv = make_tensor_view %cbase, shape = [%n, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %cpv = make_partition_view %cv : partition_view<tile=(8x64), tensor_view<?x64xf32, strides=[64,1]>>
    %ct = store_view_tko weak %c, %cpv[%x, %c0] : tile<8x64xf32>, partition_view<tile=(8x64), tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> token
    return
  }
""")
x = rng.standard_normal((21, 64)).astype(np.float32)
# The interpreter adds left to right (a cumulative sum's last column), not pairwise as np.sum.
sums = np.cumsum(x, axis=1, dtype=np.float32)[:, -1]
case("row_sum_max_f32", "../kernel.mlir --kernel row_sum_max_f32 --grid 3 in.npy zeros:f32:21 zeros:f32:1344 i32:21",
     {"in.npy": x.ravel()}, {1: sums, 2: (x - x.max(axis=1, keepdims=True)).ravel()})

with open(os.path.join(HERE, "kernel.mlir"), "w") as f:
    f.write("// Generated by gen.py; do not edit.\n")
    f.write("// Loads and stores the PTX backend moves as vectors where contiguity and\n// alignment are provable, and some where they are not.\n")
    f.write("cuda_tile.module @vector {" + "".join(kernels) + "}\n")
