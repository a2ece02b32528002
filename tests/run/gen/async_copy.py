"""tests/run/async_copy: matrix-product loops whose tiles, loaded a step
ahead (`--prefetch`), go straight into shared memory with cp.async on sm_80
and newer (docs/ptx.md, "Straight into shared memory"). The interpreter
runs them as any kernel; the PTX emulator runs them with `--prefetch` too
(tests/ptx_emulator.rs), where a missing wait or barrier is an error. Each
case stresses one part of the copies:

- ragged_f16: sizes that are not multiples of the tiles or of the vector
  groups (rows of 70 elements 72 apart, the buffers ending with the last
  row), so copies move part of a group (a source size between 0 and the
  group's bytes, the rest zeros: a whole group would read past the buffer)
  and the tile past the end is all padding;
- b_only_f16: A's view pads with NaN, which a copy cannot make, so A stays
  in registers while B waits in shared memory (one operand each way);
- i8_a_only: i8 x i8 into i32: A's rows copy 4 bytes at a time, B (staged
  transposed) stays in registers; on sm_90a A goes to wgmma's layout;
- bt_ragged_f16: B given transposed (N rows of K), each tile permuted
  into B: the copies fill B's staging as rows of K (mma.sync then stages
  B so, not as rows of N), with ragged sizes as ragged_f16;
- outer_loop_f16 and zero_trip_f16: an outer loop around the K loop reuses
  the buffers for a second output tile, and with K = 0 the K loop never
  runs (the accumulator's initial value, 1, is the result).

Inputs are small integers, so every sum is exact in f32 and i32 in any
order: the expected values are exact on every device."""

import numpy as np
from common import RNG, case, write_kernels

FAM = "async_copy"
f16, f32 = np.float16, np.float32


def header(name, elem, acc, b, b_shape, a_pv, b_pv, c_pv):
    """A kernel's opening: its parameters (A, B named `b`, C, the sizes and
    row strides), buffers assumed 16-byte aligned and strides multiples of
    8, the views (B's tensor of shape `b_shape`), and the K steps."""
    return f"""  entry @{name}(%a: tile<ptr<{elem}>>, %{b}: tile<ptr<{elem}>>, %c: tile<ptr<{acc}>>, %m: tile<i32>, %n: tile<i32>, %k: tile<i32>, %lda: tile<i32>, %ldb: tile<i32>, %ldc: tile<i32>) {{
    %tok = make_token : token
    %x, %y, %z = get_tile_block_id : tile<i32>
    %a16 = assume div_by<16>, %a : tile<ptr<{elem}>>
    %b16 = assume div_by<16>, %{b} : tile<ptr<{elem}>>
    %c16 = assume div_by<16>, %c : tile<ptr<{acc}>>
    %lda8 = assume div_by<8>, %lda : tile<i32>
    %ldb8 = assume div_by<8>, %ldb : tile<i32>
    %ldc8 = assume div_by<8>, %ldc : tile<i32>
    %a_tv = make_tensor_view %a16, shape = [%m, %k], strides = [%lda8, 1] : tile<i32> -> tensor_view<?x?x{elem}, strides=[?,1]>
    %{b}_tv = make_tensor_view %b16, shape = [{b_shape}], strides = [%ldb8, 1] : tile<i32> -> tensor_view<?x?x{elem}, strides=[?,1]>
    %c_tv = make_tensor_view %c16, shape = [%m, %n], strides = [%ldc8, 1] : tile<i32> -> tensor_view<?x?x{acc}, strides=[?,1]>
    %a_pv = make_partition_view %a_tv : {a_pv}
    %{b}_pv = make_partition_view %{b}_tv : {b_pv}
    %c_pv = make_partition_view %c_tv : {c_pv}
    %steps:2 = get_index_space_shape %a_pv : {a_pv} -> tile<i32>
"""


def gemm_kernel(name, a_padding, b_padding, elem="f16", acc="f32", integer=False):
    """A kernel over 64x32 tiles of A and 32x64 tiles of B (row strides
    `lda`, `ldb`, `ldc` given as multiples of 8), one 64x64 tile of C per
    tile block."""
    pad = lambda p: f"padding_value = {p}, " if p else ""
    a_pv = f"partition_view<tile=(64x32), {pad(a_padding)}tensor_view<?x?x{elem}, strides=[?,1]>>"
    b_pv = f"partition_view<tile=(32x64), {pad(b_padding)}tensor_view<?x?x{elem}, strides=[?,1]>>"
    c_pv = f"partition_view<tile=(64x64), tensor_view<?x?x{acc}, strides=[?,1]>>"
    zero = f"constant <{acc}: 0> : tile<64x64x{acc}>" if integer else f"constant <{acc}: 0.000000e+00> : tile<64x64x{acc}>"
    product = (f"mmai %ta, %tb, %sum signed signed : tile<64x32x{elem}>, tile<32x64x{elem}>, tile<64x64x{acc}>" if integer
               else f"mmaf %ta, %tb, %sum : tile<64x32x{elem}>, tile<32x64x{elem}>, tile<64x64x{acc}>")
    return header(name, elem, acc, "b", "%k, %n", a_pv, b_pv, c_pv) + f"""    %zero = {zero}
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %acc = for %i in (%c0 to %steps#1, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<64x64x{acc}>) {{
      %ta, %ta_tok = load_view_tko weak %a_pv[%x, %i] token = %tok : {a_pv}, tile<i32> -> tile<64x32x{elem}>, token
      %tb, %tb_tok = load_view_tko weak %b_pv[%i, %y] token = %tok : {b_pv}, tile<i32> -> tile<32x64x{elem}>, token
      %next = {product}
      continue %next : tile<64x64x{acc}>
    }}
    %st = store_view_tko weak %acc, %c_pv[%x, %y] token = %tok : tile<64x64x{acc}>, {c_pv}, tile<i32> -> token
    return
  }}
"""


def transposed_kernel(name):
    """C = A B with B given as its transpose Bt (N x K, rows `ldb` apart):
    each 64x32 tile of Bt is permuted into a 32x64 tile of B."""
    a_pv = "partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>"
    bt_pv = "partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>"
    c_pv = "partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>"
    return header(name, "f16", "f32", "bt", "%n, %k", a_pv, bt_pv, c_pv) + f"""    %zero = constant <f32: 0.000000e+00> : tile<64x64xf32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %acc = for %i in (%c0 to %steps#1, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<64x64xf32>) {{
      %ta, %ta_tok = load_view_tko weak %a_pv[%x, %i] token = %tok : {a_pv}, tile<i32> -> tile<64x32xf16>, token
      %tbt, %tbt_tok = load_view_tko weak %bt_pv[%y, %i] token = %tok : {bt_pv}, tile<i32> -> tile<64x32xf16>, token
      %tb = permute %tbt [1, 0] : tile<64x32xf16> -> tile<32x64xf16>
      %next = mmaf %ta, %tb, %sum : tile<64x32xf16>, tile<32x64xf16>, tile<64x64xf32>
      continue %next : tile<64x64xf32>
    }}
    %st = store_view_tko weak %acc, %c_pv[%x, %y] token = %tok : tile<64x64xf32>, {c_pv}, tile<i32> -> token
    return
  }}
"""


def outer_kernel(name):
    """Two 64x64 tiles of C per tile block, one after the other (an outer
    loop around the K loop), from an accumulator that starts at 1."""
    a_pv = "partition_view<tile=(64x32), tensor_view<?x?xf16, strides=[?,1]>>"
    b_pv = "partition_view<tile=(32x64), tensor_view<?x?xf16, strides=[?,1]>>"
    c_pv = "partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>"
    return header(name, "f16", "f32", "b", "%k, %n", a_pv, b_pv, c_pv) + f"""    %one = constant <f32: 1.000000e+00> : tile<64x64xf32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    for %j in (%c0 to %c2, step %c1) : tile<i32> {{
      %acc = for %i in (%c0 to %steps#1, step %c1) : tile<i32> iter_values(%sum = %one) -> (tile<64x64xf32>) {{
        %ta, %ta_tok = load_view_tko weak %a_pv[%x, %i] token = %tok : {a_pv}, tile<i32> -> tile<64x32xf16>, token
        %tb, %tb_tok = load_view_tko weak %b_pv[%i, %j] token = %tok : {b_pv}, tile<i32> -> tile<32x64xf16>, token
        %next = mmaf %ta, %tb, %sum : tile<64x32xf16>, tile<32x64xf16>, tile<64x64xf32>
        continue %next : tile<64x64xf32>
      }}
      %st = store_view_tko weak %acc, %c_pv[%x, %j] token = %tok : tile<64x64xf32>, {c_pv}, tile<i32> -> token
      continue
    }}
    return
  }}
"""


def ints(shape, low, high, dtype):
    return RNG.integers(low, high + 1, shape).astype(dtype)


def transposed_case(name, m, n, k, lda, ldb, ldc):
    """As gemm_case, B given as Bt (n x k in rows of ldb, junk past each row)."""
    a = np.full((m, lda), 3, f16)
    bt = np.full((n, ldb), 3, f16)
    a[:, :k] = ints((m, k), -2, 2, f16)
    bt[:, :k] = ints((n, k), -2, 2, f16)
    exact = a[:, :k].astype(np.int64) @ bt[:, :k].astype(np.int64).T
    c = np.zeros((m, ldc), f32)
    c[:, :n] = exact.astype(f32)
    args = f"--kernel {name} --grid {-(-m // 64)},{-(-n // 64)} a.npy bt.npy zeros:f32:{m * ldc} i32:{m} i32:{n} i32:{k} i32:{lda} i32:{ldb} i32:{ldc}"
    case(FAM, name, args, [("a.npy", a.ravel()[: (m - 1) * lda + k]), ("bt.npy", bt.ravel()[: (n - 1) * ldb + k])], {2: c.ravel()})


def gemm_case(name, m, n, k, lda, ldb, ldc, elem=f16, acc=f32, low=-2, high=2, grid=None, start=0):
    """Row-major A (m x k in rows of lda), B (k x n in rows of ldb), C
    (zeros, m x n in rows of ldc): C's elements are `start` plus the exact
    product; what lies past each row's end stays as it was (zero). A's and
    B's rows hold 3 past their ends, which must not reach C, and their
    buffers end with their last rows' last elements."""
    # Past each row's end, junk that a copy must not take for padding.
    a = np.full((m, lda), 3, elem)
    b = np.full((max(k, 1), ldb), 3, elem)
    a[:, :k] = ints((m, k), low, high, elem)
    b[:k, :n] = ints((k, n), low, high, elem)
    exact = a[:, :k].astype(np.int64) @ b[:k, :n].astype(np.int64) + start
    c = np.zeros((m, ldc), acc)
    c[:, :n] = exact.astype(acc)
    gx, gy = grid or (-(-m // 64), -(-n // 64))
    acc_name = "i32" if acc is np.int32 else "f32"
    args = f"--kernel {name} --grid {gx},{gy} a.npy b.npy zeros:{acc_name}:{m * ldc} i32:{m} i32:{n} i32:{k} i32:{lda} i32:{ldb} i32:{ldc}"
    # The buffers end with the last row's last element, so a copy of a
    # group partly past a row's end reads past the buffer on the last row.
    a_flat = a.ravel()[: (m - 1) * lda + k] if k else a.ravel()
    b_flat = b.ravel()[: (k - 1) * ldb + n] if k else b.ravel()
    case(FAM, name, args, [("a.npy", a_flat), ("b.npy", b_flat)], {2: c.ravel()})


def main():
    text = "cuda_tile.module @kernels {\n"
    text += gemm_kernel("ragged_f16", "zero", None)
    text += gemm_kernel("b_only_f16", "nan", "zero")
    text += gemm_kernel("i8_a_only", None, None, elem="i8", acc="i32", integer=True)
    text += transposed_kernel("bt_ragged_f16")
    text += outer_kernel("outer_loop_f16")
    text += outer_kernel("zero_trip_f16")
    text += "}\n"
    write_kernels(FAM, text)
    gemm_case("ragged_f16", 100, 72, 70, 72, 72, 72)
    gemm_case("b_only_f16", 64, 128, 64, 64, 128, 128)
    gemm_case("i8_a_only", 64, 64, 96, 96, 64, 64, elem=np.int8, acc=np.int32, low=-8, high=8)
    transposed_case("bt_ragged_f16", 100, 72, 70, 72, 72, 72)
    gemm_case("outer_loop_f16", 64, 128, 96, 96, 128, 128, grid=(1, 1), start=1)
    gemm_case("zero_trip_f16", 64, 128, 0, 8, 128, 128, grid=(1, 1), start=1)


if __name__ == "__main__":
    main()
