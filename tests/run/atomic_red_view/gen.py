#!/usr/bin/env python3
"""Writes kernel.mlir and the cases of atomic_red_view_tko (13.3) with numpy,
independently of tilesmith: run `python3 gen.py` here.

Each kernel runs 4 tile blocks; block b loads tile b of `vals` and reduces it
atomically into one tile of `mem` through a partition view, so blocks meet at
the same elements. Every combination used is exact in any order (integer
modes; float additions of small integers), so the result does not depend on
which block comes first."""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "gen"))
from common import NP, atomic_result, write_case_folder  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
rng = np.random.default_rng(33)
BLOCKS, T = 4, 16
kernels = []


def bf16_bits(x):
    """bf16 bits of values exact in bf16 (small integers)."""
    return (np.asarray(x, np.float32).view(np.uint32) >> 16).astype(np.uint16)


def kernel_1d(name, ty, mode, mem_len, ordering="relaxed", scope="device"):
    vals = f"tensor_view<{BLOCKS * T}x{ty}, strides=[1]>"
    mem = f"tensor_view<{mem_len}x{ty}, strides=[1]>"
    vpv, mpv = f"partition_view<tile=({T}), {vals}>", f"partition_view<tile=({T}), {mem}>"
    kernels.append(
        f"  entry @{name}(%mem: tile<ptr<{ty}>>, %vals: tile<ptr<{ty}>>) {{\n"
        f"    %b, %by, %bz = get_tile_block_id : tile<i32>\n"
        f"    %c0 = constant <i32: 0> : tile<i32>\n"
        f"    %v_tv = make_tensor_view %vals, shape = [{BLOCKS * T}], strides = [1] : {vals}\n"
        f"    %v_pv = make_partition_view %v_tv : {vpv}\n"
        f"    %v, %vt = load_view_tko weak %v_pv[%b] : {vpv}, tile<i32> -> tile<{T}x{ty}>, token\n"
        f"    %m_tv = make_tensor_view %mem, shape = [{mem_len}], strides = [1] : {mem}\n"
        f"    %m_pv = make_partition_view %m_tv : {mpv}\n"
        f"    %t = atomic_red_view_tko {ordering} {scope} %m_pv[%c0], {mode}, %v : tile<{T}x{ty}>, {mpv}, tile<i32> -> token\n"
        f"    return\n  }}\n")


def case(name, inputs, expected):
    args = f"../kernel.mlir --kernel {name} --grid {BLOCKS} mem.npy vals.npy"
    write_case_folder(os.path.join(HERE, name), args, inputs, expected)


# Integer modes on i32 and i64, the whole tile inside the tensor.
for ty in ["i32", "i64"]:
    info = np.iinfo(NP[ty])
    for mode in ["add", "and", "or", "xor", "max", "min", "umax", "umin"]:
        name = f"{mode}_{ty}"
        scope = "tl_blk" if mode in ("and", "umin") else "device"
        kernel_1d(name, ty, mode, T, scope=scope)
        mem = rng.integers(info.min, info.max, size=T, dtype=NP[ty], endpoint=True)
        vals = rng.integers(info.min, info.max, size=BLOCKS * T, dtype=NP[ty], endpoint=True)
        vals[:4] = [info.min, info.max, -1, 0]
        acc = mem.copy()
        for b in range(BLOCKS):
            acc = atomic_result(mode, ty, acc, vals[b * T:(b + 1) * T])
        case(name, {"mem.npy": mem, "vals.npy": vals}, {0: acc})

# addf on every float width: small integers, so every order of additions is exact.
for ty in ["f16", "f32", "f64", "bf16"]:
    name = f"addf_{ty}"
    kernel_1d(name, ty, "addf", T)
    mem = rng.integers(-64, 64, size=T).astype(np.float32)
    vals = rng.integers(-64, 64, size=BLOCKS * T).astype(np.float32)
    acc = mem + vals.reshape(BLOCKS, T).sum(axis=0)
    if ty == "bf16":
        case(name, {"mem.npy": bf16_bits(mem), "vals.npy": bf16_bits(vals)}, {0: bf16_bits(acc)})
    else:
        case(name, {"mem.npy": mem.astype(NP[ty]), "vals.npy": vals.astype(NP[ty])}, {0: acc.astype(NP[ty])})

# A tensor of 12 elements under a tile of 16: the last 4 elements of each
# block's tile are outside and skipped, as a store skips them.
kernel_1d("add_i32_partial", "i32", "add", 12)
mem = rng.integers(-1000, 1000, size=12).astype(np.int32)
vals = rng.integers(-1000, 1000, size=BLOCKS * T).astype(np.int32)
case("add_i32_partial", {"mem.npy": mem, "vals.npy": vals}, {0: mem + vals.reshape(BLOCKS, T)[:, :12].sum(axis=0, dtype=np.int32)})

# 2-D: 8x8 tiles of a 16x16 tensor; block b reduces into tile (b % 2, 1), so
# two blocks meet at each of two tiles and the other two tiles stay as they are.
tv = "tensor_view<16x16xf32, strides=[16,1]>"
pv = f"partition_view<tile=(8x8), {tv}>"
vtv = "tensor_view<256xf32, strides=[1]>"
vpv = f"partition_view<tile=(64), {vtv}>"
kernels.append(
    "  entry @addf_f32_2d(%mem: tile<ptr<f32>>, %vals: tile<ptr<f32>>) {\n"
    "    %b, %by, %bz = get_tile_block_id : tile<i32>\n"
    "    %c1 = constant <i32: 1> : tile<i32>\n"
    "    %c2 = constant <i32: 2> : tile<i32>\n"
    "    %row = remi %b, %c2 signed : tile<i32>\n"
    f"    %v_tv = make_tensor_view %vals, shape = [256], strides = [1] : {vtv}\n"
    f"    %v_pv = make_partition_view %v_tv : {vpv}\n"
    f"    %flat, %vt = load_view_tko weak %v_pv[%b] : {vpv}, tile<i32> -> tile<64xf32>, token\n"
    "    %v = reshape %flat : tile<64xf32> -> tile<8x8xf32>\n"
    f"    %m_tv = make_tensor_view %mem, shape = [16, 16], strides = [16, 1] : {tv}\n"
    f"    %m_pv = make_partition_view %m_tv : {pv}\n"
    f"    %t = atomic_red_view_tko relaxed tl_blk %m_pv[%row, %c1], addf, %v : tile<8x8xf32>, {pv}, tile<i32> -> token\n"
    "    return\n  }\n")
mem = rng.integers(-100, 100, size=(16, 16)).astype(np.float32)
vals = rng.integers(-100, 100, size=(BLOCKS, 8, 8)).astype(np.float32)
acc = mem.copy()
for b in range(BLOCKS):
    r = b % 2
    acc[r * 8:(r + 1) * 8, 8:16] += vals[b]
case("addf_f32_2d", {"mem.npy": mem.reshape(256), "vals.npy": vals.reshape(256)}, {0: acc.reshape(256)})

# A view whose row stride puts the tile's second row past the 64-bit address
# space: undefined behaviour, reported at the element (as for a store; the
# stride is computed, so the launch-time check of views over buffers does not see it).
pv = "partition_view<tile=(2x2), tensor_view<2x2xi32, strides=[?,1]>>"
kernels.append(
    "  entry @address_beyond_64_bits(%mem: tile<ptr<i32>>, %row_stride: tile<i64>) {\n"
    "    %c0 = constant <i32: 0> : tile<i32>\n"
    "    %v = constant <i32: [[1, 2], [3, 4]]> : tile<2x2xi32>\n"
    "    %z = constant <i64: 0> : tile<i64>\n"
    "    %rs = addi %row_stride, %z : tile<i64>\n"
    "    %tv = make_tensor_view %mem, shape = [2, 2], strides = [%rs, 1] : tile<i64> -> tensor_view<2x2xi32, strides=[?,1]>\n"
    f"    %pv = make_partition_view %tv : {pv}\n"
    f"    %t = atomic_red_view_tko relaxed device %pv[%c0, %c0], add, %v : tile<2x2xi32>, {pv}, tile<i32> -> token\n"
    "    return\n  }\n")
write_case_folder(os.path.join(HERE, "address_beyond_64_bits"), "../kernel.mlir --kernel address_beyond_64_bits zeros:i32:4 i64:2305843009213693953", {}, None,
                  "'atomic_red_view_tko' has undefined behaviour at element 2: the address of tensor element (1, 0) is outside the 64-bit address space")

with open(os.path.join(HERE, "kernel.mlir"), "w") as f:
    f.write("// Generated by tests/run/atomic_red_view/gen.py.\ncuda_tile.module @atomic_red_view {\n" + "\n".join(kernels) + "}\n")
