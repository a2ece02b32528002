"""Split-K: the third grid axis splits K into parts, each block multiplies its part and
adds its partial C tile into C with f32 atomic adds (C starts at zero)."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def matmul_splitk(a, b, c, TM: ct.Constant[int], TN: ct.Constant[int], TK: ct.Constant[int]):
    bm = ct.bid(0)
    bn = ct.bid(1)
    part = ct.bid(2)
    per_part = ct.cdiv(ct.num_tiles(a, axis=1, shape=(TM, TK)), ct.num_blocks(2))
    acc = ct.zeros((TM, TN), dtype=ct.float32)
    for k in range(part * per_part, (part + 1) * per_part):
        ta = ct.load(a, index=(bm, k), shape=(TM, TK), padding_mode=ct.PaddingMode.ZERO)
        tb = ct.load(b, index=(k, bn), shape=(TK, TN), padding_mode=ct.PaddingMode.ZERO)
        acc = ct.mma(ta, tb, acc)
    rows = ct.arange(TM, dtype=ct.int32) + bm * TM
    cols = ct.arange(TN, dtype=ct.int32) + bn * TN
    ct.atomic_add(c, (rows[:, None], cols[None, :]), acc)


EXPORTS = [
    export("matmul_splitk", matmul_splitk, [array(ct.float16, 2), array(ct.float16, 2), array(ct.float32, 2), 32, 32, 16]),
]
