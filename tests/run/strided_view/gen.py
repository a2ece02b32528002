#!/usr/bin/env python3
"""Writes kernel.mlir and the cases of strided views (13.3: make_strided_view,
and loads, stores, atomic reductions and index spaces through one) with numpy,
independently of tilesmith: run `python3 gen.py` here (numpy 2.4.6 wrote them).

A strided view's tile k starts at k * traversal_strides (not k * tile), so
tiles may overlap or leave gaps; its index space holds every tile that starts
inside the tensor; elements outside read the padding value and are not
written; a negative index names no tile."""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "gen"))
from common import write_case_folder  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
rng = np.random.default_rng(47)
kernels = []


def case(name, args, inputs, expected):
    write_case_folder(os.path.join(HERE, name), f"../kernel.mlir --kernel {name} {args}", inputs, expected)


def view_1d(name, ptr, n, ty="f32"):
    return f"    %{name}_tv = make_tensor_view %{ptr}, shape = [{n}], strides = [1] : tensor_view<{n}x{ty}, strides=[1]>\n"


def strided_1d(tile, step, n, padding=True, ty="f32"):
    pad = ", padding_value = zero" if padding else ""
    return f"strided_view<tile=({tile}), traversal_strides=[{step}]{pad}, tensor_view<{n}x{ty}, strides=[1]>>"


def partition_1d(tile, n, ty="f32"):
    return f"partition_view<tile=({tile}), tensor_view<{n}x{ty}, strides=[1]>>"


def block_tile(tile, count):
    """Lines loading tile b (the block's) of `%vals`, `count` f32 elements, into `%t`."""
    pv = partition_1d(tile, count)
    return (view_1d("v", "vals", count)
            + f"    %v_pv = make_partition_view %v_tv : {pv}\n"
            f"    %t, %tok = load_view_tko weak %v_pv[%b] : {pv}, tile<i32> -> tile<{tile}xf32>, token\n")


def strided_load_case(name, n, tile, step):
    """Block b loads tile b of a strided view over `vals` and stores it as tile b of `out`."""
    blocks = -(-n // step)
    sv, pv = strided_1d(tile, step, n), partition_1d(tile, blocks * tile)
    kernels.append(
        f"  entry @{name}(%vals: tile<ptr<f32>>, %out: tile<ptr<f32>>) {{\n"
        "    %b, %by, %bz = get_tile_block_id : tile<i32>\n"
        + view_1d("v", "vals", n)
        + f"    %sv = make_strided_view %v_tv : {sv}\n"
        f"    %t, %tok = load_view_tko weak %sv[%b] : {sv}, tile<i32> -> tile<{tile}xf32>, token\n"
        + view_1d("o", "out", blocks * tile)
        + f"    %o_pv = make_partition_view %o_tv : {pv}\n"
        f"    %done = store_view_tko weak %t, %o_pv[%b] : tile<{tile}xf32>, {pv}, tile<i32> -> token\n"
        "    return\n  }\n")
    vals = rng.standard_normal(n).astype(np.float32)
    out = np.zeros(blocks * tile, np.float32)
    for b in range(blocks):
        for t in range(tile):
            c = b * step + t
            out[b * tile + t] = vals[c] if c < n else 0.0
    case(name, f"--grid {blocks} vals.npy zeros:f32:{blocks * tile}", {"vals.npy": vals}, {1: out})


# Overlapping tiles (a tile of 4 every 2 elements) and tiles with gaps
# between them (2 every 5); the last tiles run past the end: zero padding.
strided_load_case("load_overlap", 20, 4, 2)
strided_load_case("load_gaps", 20, 2, 5)
strided_load_case("load_step_3", 17, 8, 3)

# Stores through a strided view with gaps: only the tiles' elements change,
# and those past the end are not written.
n, tile, step = 20, 2, 3
blocks = -(-n // step)
sv = strided_1d(tile, step, n, padding=False)
kernels.append(
    "  entry @store_gaps(%vals: tile<ptr<f32>>, %mem: tile<ptr<f32>>) {\n"
    "    %b, %by, %bz = get_tile_block_id : tile<i32>\n"
    + block_tile(tile, blocks * tile)
    + view_1d("m", "mem", n)
    + f"    %sv = make_strided_view %m_tv : {sv}\n"
    f"    %done = store_view_tko weak %t, %sv[%b] : tile<{tile}xf32>, {sv}, tile<i32> -> token\n"
    "    return\n  }\n")
vals = rng.standard_normal(blocks * tile).astype(np.float32)
mem = rng.standard_normal(n).astype(np.float32)
expected = mem.copy()
for b in range(blocks):
    for t in range(tile):
        if b * step + t < n:
            expected[b * step + t] = vals[b * tile + t]
case("store_gaps", f"--grid {blocks} vals.npy mem.npy", {"vals.npy": vals, "mem.npy": mem}, {1: expected})

# A negative index names no tile: every element reads the padding (zero),
# even where overlapping tiles would reach into the tensor.
sv = strided_1d(4, 2, 20)
kernels.append(
    "  entry @negative_index(%vals: tile<ptr<f32>>, %out: tile<ptr<f32>>) {\n"
    "    %m1 = constant <i32: -1> : tile<i32>\n"
    "    %c0 = constant <i32: 0> : tile<i32>\n"
    + view_1d("v", "vals", 20)
    + f"    %sv = make_strided_view %v_tv : {sv}\n"
    f"    %t, %tok = load_view_tko weak %sv[%m1] : {sv}, tile<i32> -> tile<4xf32>, token\n"
    + view_1d("o", "out", 4)
    + f"    %o_pv = make_partition_view %o_tv : {partition_1d(4, 4)}\n"
    f"    %done = store_view_tko weak %t, %o_pv[%c0] : tile<4xf32>, {partition_1d(4, 4)}, tile<i32> -> token\n"
    "    return\n  }\n")
vals = rng.standard_normal(20).astype(np.float32)
case("negative_index", "vals.npy out.npy", {"vals.npy": vals, "out.npy": np.full(4, 7.0, np.float32)}, {1: np.zeros(4, np.float32)})

# 2-D: 2x2 tiles every 3 rows and 3 columns of an 8x8 tensor (a 3x3 grid),
# gathered into a 6x6 output.
sv = "strided_view<tile=(2x2), traversal_strides=[3,3], tensor_view<8x8xf32, strides=[8,1]>>"
pv = "partition_view<tile=(2x2), tensor_view<6x6xf32, strides=[6,1]>>"
kernels.append(
    "  entry @load_2d(%a: tile<ptr<f32>>, %out: tile<ptr<f32>>) {\n"
    "    %bx, %by, %bz = get_tile_block_id : tile<i32>\n"
    "    %a_tv = make_tensor_view %a, shape = [8, 8], strides = [8, 1] : tensor_view<8x8xf32, strides=[8,1]>\n"
    f"    %sv = make_strided_view %a_tv : {sv}\n"
    f"    %t, %tok = load_view_tko weak %sv[%bx, %by] : {sv}, tile<i32> -> tile<2x2xf32>, token\n"
    "    %o_tv = make_tensor_view %out, shape = [6, 6], strides = [6, 1] : tensor_view<6x6xf32, strides=[6,1]>\n"
    f"    %o_pv = make_partition_view %o_tv : {pv}\n"
    f"    %done = store_view_tko weak %t, %o_pv[%bx, %by] : tile<2x2xf32>, {pv}, tile<i32> -> token\n"
    "    return\n  }\n")
a = rng.standard_normal((8, 8)).astype(np.float32)
out = np.zeros((6, 6), np.float32)
for bx in range(3):
    for by in range(3):
        out[bx * 2:bx * 2 + 2, by * 2:by * 2 + 2] = a[bx * 3:bx * 3 + 2, by * 3:by * 3 + 2]
case("load_2d", "--grid 3,3 a.npy zeros:f32:36", {"a.npy": a.reshape(64)}, {1: out.reshape(36)})

# Atomic additions through overlapping tiles (4 every 2 elements): each
# element gets the tiles that cover it; small integers, so any order is exact.
n, tile, step = 20, 4, 2
blocks = -(-n // step)
sv = strided_1d(tile, step, n, padding=False)
kernels.append(
    "  entry @atomic_overlap(%vals: tile<ptr<f32>>, %mem: tile<ptr<f32>>) {\n"
    "    %b, %by, %bz = get_tile_block_id : tile<i32>\n"
    + block_tile(tile, blocks * tile)
    + view_1d("m", "mem", n)
    + f"    %sv = make_strided_view %m_tv : {sv}\n"
    f"    %done = atomic_red_view_tko relaxed device %sv[%b], addf, %t : tile<{tile}xf32>, {sv}, tile<i32> -> token\n"
    "    return\n  }\n")
vals = rng.integers(-50, 50, size=blocks * tile).astype(np.float32)
mem = rng.integers(-50, 50, size=n).astype(np.float32)
expected = mem.copy()
for b in range(blocks):
    for t in range(tile):
        if b * step + t < n:
            expected[b * step + t] += vals[b * tile + t]
case("atomic_overlap", f"--grid {blocks} vals.npy mem.npy", {"vals.npy": vals, "mem.npy": mem}, {1: expected})

# The index space: tiles of 4x2 every 3 rows and 5 columns of a 10x7 tensor
# (sizes given at run time): ceil(10 / 3) = 4 by ceil(7 / 5) = 2.
sv = "strided_view<tile=(4x2), traversal_strides=[3,5], tensor_view<?x?xf32, strides=[?,1]>>"
kernels.append(
    "  entry @index_space(%a: tile<ptr<f32>>, %rows: tile<i32>, %cols: tile<i32>, %out: tile<ptr<i32>>) {\n"
    "    %c0 = constant <i32: 0> : tile<i32>\n"
    "    %a_tv = make_tensor_view %a, shape = [%rows, %cols], strides = [%cols, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>\n"
    f"    %sv = make_strided_view %a_tv : {sv}\n"
    f"    %e0, %e1 = get_index_space_shape %sv : {sv} -> tile<i32>\n"
    "    %r0 = reshape %e0 : tile<i32> -> tile<1xi32>\n"
    "    %r1 = reshape %e1 : tile<i32> -> tile<1xi32>\n"
    "    %both = cat %r0, %r1 dim = 0 : tile<1xi32>, tile<1xi32> -> tile<2xi32>\n"
    "    %o_tv = make_tensor_view %out, shape = [2], strides = [1] : tensor_view<2xi32, strides=[1]>\n"
    "    %o_pv = make_partition_view %o_tv : partition_view<tile=(2), tensor_view<2xi32, strides=[1]>>\n"
    "    %done = store_view_tko weak %both, %o_pv[%c0] : tile<2xi32>, partition_view<tile=(2), tensor_view<2xi32, strides=[1]>>, tile<i32> -> token\n"
    "    return\n  }\n")
case("index_space", "zeros:f32:70 i32:10 i32:7 zeros:i32:2", {}, {3: np.array([4, 2], np.int32)})

with open(os.path.join(HERE, "kernel.mlir"), "w") as f:
    f.write("// Generated by tests/run/strided_view/gen.py.\ncuda_tile.module @strided_view {\n" + "\n".join(kernels) + "}\n")
