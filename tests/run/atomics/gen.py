#!/usr/bin/env python3
"""Writes kernel.mlir and the inputs and expected outputs of the atomics
cases with numpy (independently of tilesmith): run `python3 gen.py` here."""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "gen"))
from common import NP, atomic_result, write_case_folder  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
rng = np.random.default_rng(13)
N = 16


def case(name, args, inputs, expected=None, error=None):
    write_case_folder(os.path.join(HERE, name), args, inputs, expected, error)


def load(name, ptr, ty, shape="16", tile=None):
    """MLIR lines loading a whole 1-D buffer `ptr` of N elements into `%name`."""
    tv = f"tensor_view<{N}x{ty}, strides=[1]>"
    pv = f"partition_view<tile=({N}), {tv}>"
    return (f"    %{name}_tv = make_tensor_view %{ptr}, shape = [{N}], strides = [1] : {tv}\n"
            f"    %{name}_pv = make_partition_view %{name}_tv : {pv}\n"
            f"    %{name}, %{name}_tok = load_view_tko weak %{name}_pv[%c0] : {pv}, tile<i32> -> tile<{N}x{ty}>, token\n")


def store(value, ptr, ty):
    tv = f"tensor_view<{N}x{ty}, strides=[1]>"
    pv = f"partition_view<tile=({N}), {tv}>"
    return (f"    %{ptr}_tv = make_tensor_view %{ptr}, shape = [{N}], strides = [1] : {tv}\n"
            f"    %{ptr}_pv = make_partition_view %{ptr}_tv : {pv}\n"
            f"    %{ptr}_done = store_view_tko weak %{value}, %{ptr}_pv[%c0] : tile<{N}x{ty}>, {pv}, tile<i32> -> token\n")


def pointers(mem, ty, offsets="%iota"):
    return (f"    %mem_1 = reshape %{mem} : tile<ptr<{ty}>> -> tile<1xptr<{ty}>>\n"
            f"    %mem_n = broadcast %mem_1 : tile<1xptr<{ty}>> -> tile<{N}xptr<{ty}>>\n"
            f"    %ptrs = offset %mem_n, {offsets} : tile<{N}xptr<{ty}>>, tile<{N}xi32> -> tile<{N}xptr<{ty}>>\n")


HEAD = "    %c0 = constant <i32: 0> : tile<i32>\n    %iota = iota : tile<16xi32>\n"
kernels = []

# ---- atomic_rmw_tko: every mode on its element types; each position its own address.
ORDERS = [("relaxed", "device"), ("acquire", "tl_blk"), ("release", "sys"), ("acq_rel", "device")]


def values(ty):
    if ty in ("i32", "i64"):
        info = np.iinfo(NP[ty])
        v = rng.integers(info.min, info.max, size=N, dtype=NP[ty], endpoint=True)
        v[:4] = [info.min, info.max, -1, 0]
        return v
    return (rng.standard_normal(N) * 100).astype(NP[ty])


RMW = [(m, t) for m in ["and", "or", "xor", "add", "max", "min", "umax", "umin"] for t in ["i32", "i64"]]
RMW += [("addf", t) for t in ["f16", "f32", "f64"]] + [("xchg", t) for t in ["i32", "i64", "f32", "f64"]]
for k, (mode, ty) in enumerate(RMW):
    order, scope = ORDERS[k % len(ORDERS)]
    name = f"rmw_{mode}_{ty}"
    kernels.append(
        f"  entry @{name}(%mem: tile<ptr<{ty}>>, %arg: tile<ptr<{ty}>>, %old: tile<ptr<{ty}>>) {{\n" + HEAD
        + load("a", "arg", ty) + pointers("mem", ty)
        + f"    %r, %t = atomic_rmw_tko {order} {scope} %ptrs, {mode}, %a : tile<{N}xptr<{ty}>>, tile<{N}x{ty}> -> tile<{N}x{ty}>, token\n"
        + store("r", "old", ty) + "    return\n  }\n")
    mem, arg = values(ty), values(ty)
    if mode == "addf" and ty == "f16":
        # ties: 2048 + 1 rounds to 2048, 2050 + 1 to 2052 (nearest even)
        mem[:2], arg[:2] = [2048, 2050], [1, 1]
    if mode in ("max", "min", "umax", "umin"):
        arg[4:8] = mem[4:8]  # equal values
    case(name, f"../kernel.mlir --kernel {name} mem.npy arg.npy zeros:{ty}:{N}",
         {"mem.npy": mem, "arg.npy": arg}, {0: atomic_result(mode, ty, mem, arg), 2: mem})

# ---- masked rmw: only enabled positions change memory. (The old value of a
# masked-off position is implementation-defined, so it is not compared.)
kernels.append(
    f"  entry @rmw_masked(%mem: tile<ptr<i32>>, %arg: tile<ptr<i32>>, %mask: tile<ptr<i1>>) {{\n" + HEAD
    + load("a", "arg", "i32") + load("m", "mask", "i1") + pointers("mem", "i32")
    + f"    %r, %t = atomic_rmw_tko relaxed device %ptrs, add, %a, %m : tile<{N}xptr<i32>>, tile<{N}xi32>, tile<{N}xi1> -> tile<{N}xi32>, token\n"
    + "    return\n  }\n")
mem, arg = rng.integers(-100, 100, N).astype(np.int32), rng.integers(-100, 100, N).astype(np.int32)
mask = rng.integers(0, 2, N).astype(bool)
case("rmw_masked", "../kernel.mlir --kernel rmw_masked mem.npy arg.npy mask.npy",
     {"mem.npy": mem, "arg.npy": arg, "mask.npy": mask}, {0: np.where(mask, mem + arg, mem).astype(np.int32)})

# ---- histograms: many tile blocks adding into the same counters, and
# positions of one tile naming the same counter.
for ty, mode, one in [("i32", "add", "<i32: 1>"), ("f32", "addf", "<f32: 1.0>")]:
    name = f"histogram_{ty}"
    kernels.append(
        f"  // Tile block b counts values[16 b .. 16 b + 16) into 16 bins.\n"
        f"  entry @{name}(%values: tile<ptr<i32>>, %bins: tile<ptr<{ty}>>) {{\n"
        f"    %c0 = constant <i32: 0> : tile<i32>\n"
        f"    %ones = constant {one} : tile<{N}x{ty}>\n"
        f"    %b, %by, %bz = get_tile_block_id : tile<i32>\n"
        f"    %tv = make_tensor_view %values, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1]>\n"
        f"    %pv = make_partition_view %tv : partition_view<tile=({N}), tensor_view<128xi32, strides=[1]>>\n"
        f"    %v, %vt = load_view_tko weak %pv[%b] : partition_view<tile=({N}), tensor_view<128xi32, strides=[1]>>, tile<i32> -> tile<{N}xi32>, token\n"
        + pointers("bins", ty, "%v")
        + f"    %r, %t = atomic_rmw_tko acq_rel device %ptrs, {mode}, %ones token = %vt : tile<{N}xptr<{ty}>>, tile<{N}x{ty}> -> tile<{N}x{ty}>, token\n"
        + "    return\n  }\n")
    data = rng.integers(0, N, 128).astype(np.int32)
    data[:16] = 3  # one tile all in one bin
    case(name, f"../kernel.mlir --kernel {name} --grid 8 values.npy zeros:{ty}:{N}",
         {"values.npy": data}, {1: np.bincount(data, minlength=N).astype(NP[ty])})

# ---- a maximum over every tile block into one slot (signed) and one slot per lane (unsigned)
kernels.append(
    "  // Tile block b folds values[16 b .. 16 b + 16) into max[0] (signed, all lanes on one slot).\n"
    "  entry @max_all_blocks(%values: tile<ptr<i64>>, %max: tile<ptr<i64>>) {\n"
    "    %c0 = constant <i32: 0> : tile<i32>\n"
    "    %zeros = constant <i32: 0> : tile<16xi32>\n"
    "    %b, %by, %bz = get_tile_block_id : tile<i32>\n"
    "    %tv = make_tensor_view %values, shape = [256], strides = [1] : tensor_view<256xi64, strides=[1]>\n"
    "    %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<256xi64, strides=[1]>>\n"
    "    %v, %vt = load_view_tko weak %pv[%b] : partition_view<tile=(16), tensor_view<256xi64, strides=[1]>>, tile<i32> -> tile<16xi64>, token\n"
    + pointers("max", "i64", "%zeros")
    + "    %r, %t = atomic_rmw_tko relaxed device %ptrs, max, %v : tile<16xptr<i64>>, tile<16xi64> -> tile<16xi64>, token\n"
    "    return\n  }\n")
big = rng.integers(-2**62, 2**62, 256).astype(np.int64)
case("max_all_blocks", "../kernel.mlir --kernel max_all_blocks --grid 16 values.npy start.npy",
     {"values.npy": big, "start.npy": np.array([np.iinfo(np.int64).min], np.int64)}, {1: np.array([big.max()], np.int64)})

# ---- atomic_cas_tko
for ty in ["i32", "i64", "f32", "f64"]:
    name = f"cas_{ty}"
    kernels.append(
        f"  entry @{name}(%mem: tile<ptr<{ty}>>, %cmp: tile<ptr<{ty}>>, %val: tile<ptr<{ty}>>, %mask: tile<ptr<i1>>, %old: tile<ptr<{ty}>>) {{\n" + HEAD
        + load("c", "cmp", ty) + load("v", "val", ty) + load("m", "mask", "i1") + pointers("mem", ty)
        + f"    %r, %t = atomic_cas_tko acq_rel sys %ptrs, %c, %v, %m : tile<{N}xptr<{ty}>>, tile<{N}x{ty}>, tile<{N}xi1> -> tile<{N}x{ty}>, token\n"
        + store("r", "old", ty) + "    return\n  }\n")
    raw = {"i32": np.uint32, "f32": np.uint32, "i64": np.uint64, "f64": np.uint64}[ty]
    mem = values(ty) if ty.startswith("i") else (rng.standard_normal(N) * 10).astype(NP[ty])
    cmp = mem.copy()
    cmp[::3] = values(ty)[::3] if ty.startswith("i") else cmp[::3] + 1  # some differ
    if ty.startswith("f"):
        bits = 32 if ty == "f32" else 64
        sign, qnan = raw(1 << (bits - 1)), raw(0x7FC00000 if bits == 32 else 0x7FF8000000000000)
        mb, cb = mem.view(raw), cmp.view(raw)
        mb[1], cb[1] = 0, sign          # +0.0 in memory, -0.0 expected: no swap
        mb[2], cb[2] = sign, sign       # -0.0 both: swap
        mb[4], cb[4] = qnan, qnan       # the same NaN: swap
        mb[5], cb[5] = qnan + 1, qnan   # other NaN payload: no swap
    val = values(ty)
    mask = np.ones(N, bool)
    mask[[7, 11]] = False
    swapped = (mem.view(raw) == cmp.view(raw)) & mask
    new_mem = np.where(swapped, val, mem).astype(NP[ty])
    old = np.where(mask, mem, cmp).astype(NP[ty])  # masked-off positions yield cmp
    case(name, f"../kernel.mlir --kernel {name} mem.npy cmp.npy val.npy mask.npy zeros:{ty}:{N}",
         {"mem.npy": mem, "cmp.npy": cmp, "val.npy": val, "mask.npy": mask}, {0: new_mem, 4: old})

# ---- an atomic through a pointer past the buffer's end
kernels.append(
    f"  entry @rmw_out_of_bounds(%mem: tile<ptr<i32>>) {{\n" + HEAD
    + "    %eight = constant <i32: 8> : tile<16xi32>\n"
    + f"    %ones = constant <i32: 1> : tile<{N}xi32>\n"
    + pointers("mem", "i32", "%iota").replace("%iota :", "%iota :")
    + "    %far = offset %ptrs, %eight : tile<16xptr<i32>>, tile<16xi32> -> tile<16xptr<i32>>\n"
    + f"    %r, %t = atomic_rmw_tko relaxed device %far, add, %ones : tile<{N}xptr<i32>>, tile<{N}xi32> -> tile<{N}xi32>, token\n"
    + "    return\n  }\n")
case("rmw_out_of_bounds", "../kernel.mlir --kernel rmw_out_of_bounds zeros:i32:16", {}, error=[
    "'cuda_tile.atomic_rmw_tko' made an invalid memory access: out-of-bounds access of 4 bytes at byte offset 64 of argument #0 (64 bytes)",
    "at position 8 of the pointer tile"])

with open(os.path.join(HERE, "kernel.mlir"), "w") as f:
    f.write("// Generated by gen.py; do not edit. Atomic read-modify-write and compare-and-swap.\n")
    f.write("cuda_tile.module @atomics {\n" + "\n".join(kernels) + "}\n")
