"""Batched matmul on 3-D arrays: C[i] = A[i] @ B[i], with 3-D tiles (one batch element
each, the batch on the third grid axis) and ct.mma on 3-D operands."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def matmul_batched(a, b, c, TM: ct.Constant[int], TN: ct.Constant[int], TK: ct.Constant[int]):
    bm = ct.bid(0)
    bn = ct.bid(1)
    i = ct.bid(2)
    acc = ct.zeros((1, TM, TN), dtype=ct.float32)
    for k in range(ct.num_tiles(a, axis=2, shape=(1, TM, TK))):
        ta = ct.load(a, index=(i, bm, k), shape=(1, TM, TK))
        tb = ct.load(b, index=(i, k, bn), shape=(1, TK, TN))
        acc = ct.mma(ta, tb, acc)
    ct.store(c, index=(i, bm, bn), tile=acc.astype(ct.float16))


EXPORTS = [
    export("matmul_batched", matmul_batched, [array(ct.float16, 3)] * 3 + [16, 32, 16]),
]
