#!/usr/bin/env python3
"""Writes kernel.mlir and the cases of alloca (13.3) with numpy, independently
of tilesmith: run `python3 gen.py` here (numpy 2.4.6 wrote them).

`alloca num_elem = n, alignment = a : tile<ptr<T>>` gives each tile block n
elements of T of its own, at an address aligned to a bytes, until the end of
the block (the MLIR block) holding the op: a loop body's memory is new in
every iteration. Using it after that block ended is an error."""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "gen"))
from common import write_case_folder  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
rng = np.random.default_rng(73)
N = 64

PTRS = """    %{p}1 = reshape %{p} : tile<ptr<{t}>> -> tile<1xptr<{t}>>
    %{p}b = broadcast %{p}1 : tile<1xptr<{t}>> -> tile<{n}xptr<{t}>>
    %{p}s = offset %{p}b, %{i} : tile<{n}xptr<{t}>>, tile<{n}xi32> -> tile<{n}xptr<{t}>>
"""


def ptrs(p, t, i, n=N):
    return PTRS.format(p=p, t=t, i=i, n=n)


KERNEL = f"""// Written by gen.py: alloca (13.3).
cuda_tile.module @alloca {{
  // out = x reversed within each block of {N}, through scratch memory of the tile block.
  entry @reverse(%x: tile<ptr<f32>>, %out: tile<ptr<f32>>) {{
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %n = constant <i32: {N}> : tile<i32>
    %start = muli %bid, %n : tile<i32>
    %x0 = offset %x, %start : tile<ptr<f32>>, tile<i32> -> tile<ptr<f32>>
    %o0 = offset %out, %start : tile<ptr<f32>>, tile<i32> -> tile<ptr<f32>>
    %i = iota : tile<{N}xi32>
    %last = constant <i32: {N - 1}> : tile<{N}xi32>
    %r = subi %last, %i : tile<{N}xi32>
    %s = alloca num_elem = {N}, alignment = 16 : tile<ptr<f32>>
{ptrs("x0", "f32", "i")}{ptrs("s", "f32", "i")}{ptrs("o0", "f32", "i")}    %sr1 = reshape %s : tile<ptr<f32>> -> tile<1xptr<f32>>
    %srb = broadcast %sr1 : tile<1xptr<f32>> -> tile<{N}xptr<f32>>
    %srs = offset %srb, %r : tile<{N}xptr<f32>>, tile<{N}xi32> -> tile<{N}xptr<f32>>
    %v, %t0 = load_ptr_tko weak %x0s : tile<{N}xptr<f32>> -> tile<{N}xf32>, token
    %t1 = store_ptr_tko weak %ss, %v token = %t0 : tile<{N}xptr<f32>>, tile<{N}xf32> -> token
    %w, %t2 = load_ptr_tko weak %srs token = %t1 : tile<{N}xptr<f32>> -> tile<{N}xf32>, token
    %t3 = store_ptr_tko weak %o0s, %w : tile<{N}xptr<f32>>, tile<{N}xf32> -> token
    return
  }}

  // out[k] = sum over j < 4 of (x[j] * (k + 1)), each term staged through memory made
  // in the loop's body (new every iteration), and the address's alignment (256) checked.
  entry @loop(%x: tile<ptr<i32>>, %out: tile<ptr<i32>>, %misaligned: tile<ptr<i64>>) {{
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %four = constant <i32: 4> : tile<i32>
    %acc0 = constant <i32: 0> : tile<8xi32>
    %bad0 = constant <i64: 0> : tile<i64>
    %k = iota : tile<8xi32>
    %ones = constant <i32: 1> : tile<8xi32>
    %k1 = addi %k, %ones : tile<8xi32>
    %sum, %bad = for %j in (%zero to %four, step %one) : tile<i32> iter_values(%acc = %acc0, %b = %bad0) -> (tile<8xi32>, tile<i64>) {{
      %m = alloca num_elem = 8, alignment = 256 : tile<ptr<i32>>
      %xj = offset %x, %j : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
      %xv, %lt = load_ptr_tko weak %xj : tile<ptr<i32>> -> tile<i32>, token
      %xv1 = reshape %xv : tile<i32> -> tile<1xi32>
      %xb = broadcast %xv1 : tile<1xi32> -> tile<8xi32>
      %term = muli %xb, %k1 : tile<8xi32>
{ptrs("m", "i32", "k", 8)}      %st = store_ptr_tko weak %ms, %term : tile<8xptr<i32>>, tile<8xi32> -> token
      %back, %bt = load_ptr_tko weak %ms token = %st : tile<8xptr<i32>> -> tile<8xi32>, token
      %acc2 = addi %acc, %back : tile<8xi32>
      %addr = ptr_to_int %m : tile<ptr<i32>> -> tile<i64>
      %mask = constant <i64: 255> : tile<i64>
      %low = andi %addr, %mask : tile<i64>
      %b2 = ori %b, %low : tile<i64>
      continue %acc2, %b2 : tile<8xi32>, tile<i64>
    }}
{ptrs("out", "i32", "k", 8)}    %t = store_ptr_tko weak %outs, %sum : tile<8xptr<i32>>, tile<8xi32> -> token
    %t2 = store_ptr_tko weak %misaligned, %bad : tile<ptr<i64>>, tile<i64> -> token
    return
  }}

  // The memory of a loop's body used after the iteration ended: an error.
  entry @after_its_block(%out: tile<ptr<f32>>) {{
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %p = for %j in (%zero to %one, step %one) : tile<i32> iter_values(%q = %out) -> (tile<ptr<f32>>) {{
      %m = alloca num_elem = 4, alignment = 16 : tile<ptr<f32>>
      continue %m : tile<ptr<f32>>
    }}
    %v, %t = load_ptr_tko weak %p : tile<ptr<f32>> -> tile<f32>, token
    %t2 = store_ptr_tko weak %out, %v : tile<ptr<f32>>, tile<f32> -> token
    return
  }}

  // An alignment of 2^50 bytes: more than the interpreter's heap gives (2^40), and than
  // the emulator's heap holds (the request grows by the alignment).
  entry @huge_alignment() {{
    %p = alloca num_elem = 4, alignment = 1125899906842624 : tile<ptr<f32>>
    return
  }}

  // More than the run's memory budget.
  entry @too_large() {{
    %p = alloca num_elem = 1152921504606846975, alignment = 16 : tile<ptr<f64>>
    return
  }}
}}
"""

with open(os.path.join(HERE, "kernel.mlir"), "w") as f:
    f.write(KERNEL)

x = rng.standard_normal(2 * N).astype(np.float32)
write_case_folder(os.path.join(HERE, "reverse"), "../kernel.mlir --kernel reverse --grid 2 x.npy zeros:f32:128",
                  {"x.npy": x}, {1: x.reshape(2, N)[:, ::-1].ravel()})
xi = rng.integers(-100, 100, 4).astype(np.int32)
write_case_folder(os.path.join(HERE, "loop"), "../kernel.mlir --kernel loop x.npy zeros:i32:8 zeros:i64:1",
                  {"x.npy": xi}, {1: (xi.sum() * np.arange(1, 9)).astype(np.int32), 2: np.zeros(1, np.int64)})
write_case_folder(os.path.join(HERE, "after_its_block"), "../kernel.mlir --kernel after_its_block zeros:f32:1", {},
                  error="whose memory was freed at the end of its block")
# On the PTX emulator the memory went back to the device heap (free), which it reports so.
with open(os.path.join(HERE, "after_its_block", "expected_ptx_emulator_error"), "w") as f:
    f.write("heap memory from malloc, freed (0 bytes) is out of bounds\n")
write_case_folder(os.path.join(HERE, "huge_alignment"), "../kernel.mlir --kernel huge_alignment", {},
                  error="'alloca' asks for an alignment of 1125899906842624 bytes; the interpreter aligns to 2^40 at most")
with open(os.path.join(HERE, "huge_alignment", "expected_ptx_emulator_error"), "w") as f:
    f.write("'alloca' of 16 bytes cannot be had: the device heap has no room\n")
write_case_folder(os.path.join(HERE, "too_large"), "../kernel.mlir --kernel too_large", {},
                  error="'alloca' of 9223372036854775800 bytes cannot be had")
