"""C = A @ B in f16 with an f32 accumulator carried through the loop over K."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def matmul_f16(a, b, c, TM: ct.Constant[int], TN: ct.Constant[int], TK: ct.Constant[int]):
    bm = ct.bid(0)
    bn = ct.bid(1)
    acc = ct.full((TM, TN), 0, dtype=ct.float32)
    for k in range(ct.num_tiles(a, axis=1, shape=(TM, TK))):
        ta = ct.load(a, index=(bm, k), shape=(TM, TK), padding_mode=ct.PaddingMode.ZERO)
        tb = ct.load(b, index=(k, bn), shape=(TK, TN), padding_mode=ct.PaddingMode.ZERO)
        acc = ct.mma(ta, tb, acc)
    ct.store(c, index=(bm, bn), tile=acc.astype(ct.float16))


EXPORTS = [
    export(
        "matmul_f16",
        matmul_f16,
        [array(ct.float16, 2), array(ct.float16, 2), array(ct.float16, 2), 128, 128, 32],
    ),
]
