#!/usr/bin/env python3
"""Writes kernel.mlir and the cases of gather/scatter views (13.3) with numpy,
independently of tilesmith: run `python3 gen.py` here (numpy 2.4.6 wrote them).

A gather/scatter view is indexed in tensor coordinates: `%gs[%rows, %c]` with
sparse_dim = 0 is the tile whose row r is tensor row rows[r], columns c to
c + cols - 1; with sparse_dim = 1, `%gs[%r, %cols]` takes rows r to r + rows - 1
and, for tile column t, tensor column cols[t]. Every element outside the tensor
(a row or column index below 0 or past the end) reads the padding value and is
not written, each on its own (docs/interpreter.md)."""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "gen"))
from common import write_case_folder  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
rng = np.random.default_rng(71)
R, C = 12, 10          # the tensor
TR, TC = 8, 4          # the tile
kernels = []


def gs_type(ty, sparse, padding):
    pad = f"padding_value = {padding}, " if padding else ""
    return f"gather_scatter_view<tile=({TR}x{TC}), {pad}tensor_view<{R}x{C}x{ty}, strides=[{C},1]>, sparse_dim={sparse}>"


def index_tile(sparse):
    n = TR if sparse == 0 else TC
    return n, f"tile<{n}xi32>"


def out_view(ptr, ty):
    tv = f"tensor_view<{TR}x{TC}x{ty}, strides=[{TC},1]>"
    pv = f"partition_view<tile=({TR}x{TC}), {tv}>"
    return pv, (f"    %o_tv = make_tensor_view %{ptr}, shape = [{TR}, {TC}], strides = [{TC}, 1] : {tv}\n"
                f"    %o_pv = make_partition_view %o_tv : {pv}\n")


def index_load(n):
    tv = f"tensor_view<{n}xi32, strides=[1]>"
    pv = f"partition_view<tile=({n}), {tv}>"
    return (f"    %i_tv = make_tensor_view %idx, shape = [{n}], strides = [1] : {tv}\n"
            f"    %i_pv = make_partition_view %i_tv : {pv}\n"
            f"    %ix, %t0 = load_view_tko weak %i_pv[%c0] : {pv}, tile<i32> -> tile<{n}xi32>, token\n")


def gather_kernel(name, ty, sparse, padding):
    n, it = index_tile(sparse)
    gs = gs_type(ty, sparse, padding)
    opv, o = out_view("out", ty)
    index = "%ix, %at" if sparse == 0 else "%at, %ix"
    types = f"{it}, tile<i32>" if sparse == 0 else f"tile<i32>, {it}"
    kernels.append(
        f"  entry @{name}(%x: tile<ptr<{ty}>>, %idx: tile<ptr<i32>>, %at: tile<i32>, %out: tile<ptr<{ty}>>) {{\n"
        "    %c0 = constant <i32: 0> : tile<i32>\n" + index_load(n)
        + f"    %x_tv = make_tensor_view %x, shape = [{R}, {C}], strides = [{C}, 1] : tensor_view<{R}x{C}x{ty}, strides=[{C},1]>\n"
        f"    %gs = make_gather_scatter_view %x_tv : {gs}\n"
        f"    %t, %t1 = load_view_tko weak %gs[{index}] : {gs}, {types} -> tile<{TR}x{TC}x{ty}>, token\n" + o
        + f"    %done = store_view_tko weak %t, %o_pv[%c0, %c0] : tile<{TR}x{TC}x{ty}>, {opv}, tile<i32> -> token\n"
        "    return\n  }\n")


def scatter_kernel(name, ty, sparse):
    n, it = index_tile(sparse)
    gs = gs_type(ty, sparse, None)
    ipv, i = out_view("y", ty)
    index = "%ix, %at" if sparse == 0 else "%at, %ix"
    types = f"{it}, tile<i32>" if sparse == 0 else f"tile<i32>, {it}"
    kernels.append(
        f"  entry @{name}(%y: tile<ptr<{ty}>>, %idx: tile<ptr<i32>>, %at: tile<i32>, %z: tile<ptr<{ty}>>) {{\n"
        "    %c0 = constant <i32: 0> : tile<i32>\n" + index_load(n) + i
        + f"    %t, %t1 = load_view_tko weak %o_pv[%c0, %c0] : {ipv}, tile<i32> -> tile<{TR}x{TC}x{ty}>, token\n"
        f"    %z_tv = make_tensor_view %z, shape = [{R}, {C}], strides = [{C}, 1] : tensor_view<{R}x{C}x{ty}, strides=[{C},1]>\n"
        f"    %gs = make_gather_scatter_view %z_tv : {gs}\n"
        f"    %done = store_view_tko weak %t, %gs[{index}] : tile<{TR}x{TC}x{ty}>, {gs}, {types} -> token\n"
        "    return\n  }\n")


PAD = {"zero": 0.0, "neg_inf": -np.inf, "nan": np.nan}


def element(x, r, c, pad):
    return x[r, c] if 0 <= r < R and 0 <= c < C else pad


def gather_case(name, ty, sparse, padding, idx, at):
    np_ty = {"f32": np.float32, "i32": np.int32}[ty]
    x = (rng.standard_normal((R, C)) * 10).astype(np_ty)
    pad = PAD.get(padding, 0)
    want = np.zeros((TR, TC), np_ty)
    for r in range(TR):
        for c in range(TC):
            row, col = (idx[r], at + c) if sparse == 0 else (at + r, idx[c])
            want[r, c] = element(x, row, col, pad)
    write_case_folder(os.path.join(HERE, name), f"../kernel.mlir --kernel {name} x.npy idx.npy i32:{at} zeros:{ty}:{TR * TC}",
                      {"x.npy": x, "idx.npy": np.asarray(idx, np.int32)}, {3: want})


def scatter_case(name, ty, sparse, idx, at):
    np_ty = {"f32": np.float32, "i32": np.int32}[ty]
    y = (rng.standard_normal((TR, TC)) * 10).astype(np_ty)
    want = np.zeros((R, C), np_ty)
    for r in range(TR):
        for c in range(TC):
            row, col = (idx[r], at + c) if sparse == 0 else (at + r, idx[c])
            if 0 <= row < R and 0 <= col < C:
                want[row, col] = y[r, c]
    write_case_folder(os.path.join(HERE, name), f"../kernel.mlir --kernel {name} y.npy idx.npy i32:{at} zeros:{ty}:{R * C}",
                      {"y.npy": y, "idx.npy": np.asarray(idx, np.int32)}, {3: want})


# Rows gathered (sparse_dim 0): in any order, repeated, and outside (-1, 12, a large one);
# columns 8 to 11 of 10, so the last two are padding.
gather_kernel("gather_rows", "f32", 0, "zero")
gather_case("gather_rows", "f32", 0, "zero", [5, 0, 11, -1, 12, 5, 3, 1 << 30], 8)
# Columns gathered (sparse_dim 1), rows from -3 (the first three are padding), NaN padding.
gather_kernel("gather_cols", "f32", 1, "nan")
gather_case("gather_cols", "f32", 1, "nan", [9, 0, 10, 4], -3)
# Integers, -inf padding is not theirs: no padding value (outside reads zero bits here).
gather_kernel("gather_rows_i32", "i32", 0, None)
gather_case("gather_rows_i32", "i32", 0, None, [1, 2, 3, 4, 5, 6, 7, 8], 0)
# Rows scattered: distinct rows, two outside (skipped); columns 7 to 10, the last outside.
scatter_kernel("scatter_rows", "f32", 0)
scatter_case("scatter_rows", "f32", 0, [4, 11, 0, -2, 7, 12, 2, 9], 7)
# Columns scattered, rows 6 to 13 (the last four outside).
scatter_kernel("scatter_cols", "f32", 1)
scatter_case("scatter_cols", "f32", 1, [3, 9, 0, -1], 6)

with open(os.path.join(HERE, "kernel.mlir"), "w") as f:
    f.write("// Written by gen.py: loads and stores through gather/scatter views (13.3).\n")
    f.write("cuda_tile.module @kernels {\n" + "".join(kernels) + "}\n")
