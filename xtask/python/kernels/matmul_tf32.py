"""C = A @ B on f32 arrays through tf32: each tile is converted to tf32 before ct.mma,
the accumulator stays f32."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def matmul_tf32(a, b, c, TM: ct.Constant[int], TN: ct.Constant[int], TK: ct.Constant[int]):
    bm = ct.bid(0)
    bn = ct.bid(1)
    acc = ct.zeros((TM, TN), dtype=ct.float32)
    for k in range(ct.num_tiles(a, axis=1, shape=(TM, TK))):
        ta = ct.load(a, index=(bm, k), shape=(TM, TK)).astype(ct.tfloat32)
        tb = ct.load(b, index=(k, bn), shape=(TK, TN)).astype(ct.tfloat32)
        acc = ct.mma(ta, tb, acc)
    ct.store(c, index=(bm, bn), tile=acc)


EXPORTS = [
    export("matmul_tf32", matmul_tf32, [array(ct.float32, 2), array(ct.float32, 2), array(ct.float32, 2), 32, 32, 16]),
]
