#!/usr/bin/env python3
"""Writes the inputs and expected outputs of the shape cases with numpy
(independently of tilesmith): run `python3 gen.py` in this folder."""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "gen"))
from common import write_case_folder  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
rng = np.random.default_rng(2024)


def case(name, args, inputs, expected=None, error=None):
    write_case_folder(os.path.join(HERE, name), args, inputs, expected, error)


x = rng.integers(-1000, 1000, size=(2, 4, 8), dtype=np.int32)
case("permute_3d", "../kernel.mlir --kernel permute_3d in.npy zeros:i32:64",
     {"in.npy": x.ravel()}, {1: np.transpose(x, (2, 0, 1)).ravel()})

h = rng.standard_normal((4, 8)).astype(np.float16)
case("permute_2d_f16", "../kernel.mlir --kernel permute_2d_f16 in.npy zeros:f16:32",
     {"in.npy": h.ravel()}, {1: h.T.ravel()})

f = rng.standard_normal((8, 16)).astype(np.float32)
out = np.zeros((16, 8), np.float32)
for bx in range(2):
    for by in range(4):
        out[by * 4:by * 4 + 4, bx * 4:bx * 4 + 4] = f[bx * 4:bx * 4 + 4, by * 4:by * 4 + 4]
case("extract_blocks", "../kernel.mlir --kernel extract_blocks --grid 2,4 in.npy zeros:f32:128",
     {"in.npy": f.ravel()}, {1: out.ravel()})

case("extract_outside", "../kernel.mlir --kernel extract_outside in.npy zeros:f32:4",
     {"in.npy": np.arange(8, dtype=np.float32)}, error="extract index 2 along dimension 0 names no block")

a = rng.integers(-30000, 30000, size=(2, 4), dtype=np.int16)
b = rng.integers(-30000, 30000, size=(2, 4), dtype=np.int16)
case("cat_dims", "../kernel.mlir --kernel cat_dims a.npy b.npy zeros:i16:16 zeros:i16:16",
     {"a.npy": a.ravel(), "b.npy": b.ravel()},
     {2: np.concatenate([a, b], axis=0).ravel(),
      3: np.concatenate([a.reshape(4, 2), b.reshape(4, 2)], axis=1).ravel()})
