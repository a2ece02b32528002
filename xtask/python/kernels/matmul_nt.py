"""C = A @ B^T with B stored as N x K (the layout of a linear layer's weight): each B
tile is loaded as it lies and transposed in registers. f16 in, f32 accumulation, f16 out."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def matmul_nt(a, b, c, TM: ct.Constant[int], TN: ct.Constant[int], TK: ct.Constant[int]):
    bm = ct.bid(0)
    bn = ct.bid(1)
    acc = ct.zeros((TM, TN), dtype=ct.float32)
    for k in range(ct.num_tiles(a, axis=1, shape=(TM, TK))):
        ta = ct.load(a, index=(bm, k), shape=(TM, TK))
        tb = ct.load(b, index=(bn, k), shape=(TN, TK))
        acc = ct.mma(ta, ct.transpose(tb), acc)
    ct.store(c, index=(bm, bn), tile=acc.astype(ct.float16))


EXPORTS = [
    export("matmul_nt", matmul_nt, [array(ct.float16, 2)] * 3 + [32, 32, 16]),
]
