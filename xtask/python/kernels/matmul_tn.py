"""C = A^T @ B with A stored as K x M, through ct.permute of each A tile; bf16 in, f32
accumulation and output."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def matmul_tn(a, b, c, TM: ct.Constant[int], TN: ct.Constant[int], TK: ct.Constant[int]):
    bm = ct.bid(0)
    bn = ct.bid(1)
    acc = ct.zeros((TM, TN), dtype=ct.float32)
    for k in range(ct.num_tiles(a, axis=0, shape=(TK, TM))):
        ta = ct.load(a, index=(k, bm), shape=(TK, TM))
        tb = ct.load(b, index=(k, bn), shape=(TK, TN))
        acc = ct.mma(ct.permute(ta, (1, 0)), tb, acc)
    ct.store(c, index=(bm, bn), tile=acc)


EXPORTS = [
    export("matmul_tn", matmul_tn, [array(ct.bfloat16, 2), array(ct.bfloat16, 2), array(ct.float32, 2), 32, 32, 16]),
]
