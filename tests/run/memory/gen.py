#!/usr/bin/env python3
"""Writes the inputs and expected outputs of the memory cases with numpy
(independently of tilesmith): run `python3 gen.py` in this folder."""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "gen"))
from common import write_case_folder  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
rng = np.random.default_rng(99)


def case(name, args, inputs, expected=None, error=None):
    write_case_folder(os.path.join(HERE, name), args, inputs, expected, error)


table = np.array([1.5, -2.0, 0.25, 8.0, -0.0, 3.0, 100.0, -7.5], np.float32)
case("read_globals", "../kernel.mlir --kernel read_globals zeros:f32:8 zeros:i32:1", {},
     {0: table, 1: np.array([42], np.int32)})

x = rng.standard_normal(16).astype(np.float16)
load_mask = rng.integers(0, 2, 16).astype(bool)
store_mask = rng.integers(0, 2, 16).astype(bool)
pad = (np.arange(16) + 100).astype(np.float16)
before = np.full(16, -1, np.float16)
loaded = np.where(load_mask, x, pad)
case("masked", "../kernel.mlir --kernel masked in.npy load_mask.npy store_mask.npy pad.npy out.npy",
     {"in.npy": x, "load_mask.npy": load_mask, "store_mask.npy": store_mask, "pad.npy": pad, "out.npy": before},
     {4: np.where(store_mask, loaded, before).astype(np.float16)})

src = np.array([10, 20, 30, 40], np.int32)
case("masked_off_wild", "../kernel.mlir --kernel masked_off_wild in.npy zeros:i32:4", {"in.npy": src},
     {1: np.array([10, 0, 30, 0], np.int32)})

case("past_the_end", "../kernel.mlir --kernel past_the_end zeros:i32:16", {}, error=[
    "'cuda_tile.load_ptr_tko' made an invalid memory access: out-of-bounds access of 4 bytes at byte offset 64 of argument #0 (64 bytes)"])
case("before_the_start", "../kernel.mlir --kernel before_the_start zeros:i32:16", {}, error=[
    "'cuda_tile.store_ptr_tko' made an invalid memory access"])

# Pointer offsets that overflow: undefined behaviour, reported at the
# offset with its first failing element (before, they wrapped to an address
# in the buffer and the kernel read it silently).
src = np.array([10, 20, 30, 40], np.float32)
INT64_MIN = -(2 ** 63)
case("offset_int64_min", "../kernel.mlir --kernel offset_overflow in.npy offsets.npy zeros:f32:4",
     {"in.npy": src, "offsets.npy": np.array([0, 1, INT64_MIN, 3], np.int64)}, error=[
    "'offset' has undefined behaviour at element 2: an offset of -9223372036854775808 elements of 4 bytes does not fit in a signed 64-bit byte offset"])
case("offset_2_pow_62", "../kernel.mlir --kernel offset_overflow in.npy offsets.npy zeros:f32:4",
     {"in.npy": src, "offsets.npy": np.array([2 ** 62, 0, 1, 2], np.int64)}, error=[
    "'offset' has undefined behaviour at element 0: an offset of 4611686018427387904 elements of 4 bytes does not fit in a signed 64-bit byte offset"])
# -2^61 elements of 4 bytes is -2^63 bytes: below address 0 from any address under 2^63.
case("offset_wraps_below_zero", "../kernel.mlir --kernel offset_overflow in.npy offsets.npy zeros:f32:4",
     {"in.npy": src, "offsets.npy": np.array([0, 1, 2, -(2 ** 61)], np.int64)}, error=[
    "'offset' has undefined behaviour at element 3: advancing the pointer by -9223372036854775808 bytes wraps around the 64-bit address space"])
# (2^61 - 1) * 4 bytes twice: the second sum passes 2^64 from any address of at least 8.
case("offset_wraps_past_the_end", "../kernel.mlir --kernel offset_twice in.npy i64:2305843009213693951",
     {"in.npy": src}, error=[
    "'offset' has undefined behaviour at element 0: advancing the pointer by 9223372036854775804 bytes wraps around the 64-bit address space"])
# (The two wrap cases also show the boundaries of the scaling check:
# -2^61 and 2^61 - 1 elements of 4 bytes fit.) Offsets in range move the
# pointers and nothing is reported.
case("offset_in_range", "../kernel.mlir --kernel offset_overflow in.npy offsets.npy zeros:f32:4",
     {"in.npy": src, "offsets.npy": np.array([0, 1, 2, 3], np.int64)}, {2: src})
