"""C = A @ B in f8e4m3 with f32 accumulation and ct.mma's use_fast_acc (13.3)."""

import cuda.tile as ct

from _corpus import FP8_TARGETS, array, export


@ct.kernel
def matmul_fast_acc(a, b, c, TM: ct.Constant[int], TN: ct.Constant[int], TK: ct.Constant[int]):
    bm = ct.bid(0)
    bn = ct.bid(1)
    acc = ct.zeros((TM, TN), dtype=c.dtype)
    for k in range(ct.num_tiles(a, axis=1, shape=(TM, TK))):
        ta = ct.load(a, index=(bm, k), shape=(TM, TK), padding_mode=ct.PaddingMode.ZERO)
        tb = ct.load(b, index=(k, bn), shape=(TK, TN), padding_mode=ct.PaddingMode.ZERO)
        acc = ct.mma(ta, tb, acc, use_fast_acc=True)
    ct.store(c, index=(bm, bn), tile=acc)


EXPORTS = [
    export("matmul_e4m3_fast_acc", matmul_fast_acc,
           [array(ct.float8_e4m3fn, 2), array(ct.float8_e4m3fn, 2), array(ct.float32, 2), 32, 32, 32],
           FP8_TARGETS, since="13.3"),
]
