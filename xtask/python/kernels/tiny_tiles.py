"""Tiles far smaller than a block's threads: a 2x4 tile's column sums, the cumulative
product of 8 elements, a 4x4 @ 4x2 matrix product, and a 1-element tile per block."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def tiny_tiles(m, v, a, b, colsums, prods, c, ones):
    bid = ct.bid(0)
    t = ct.load(m, index=(bid, 0), shape=(2, 4))
    ct.store(colsums, index=(bid, 0), tile=ct.sum(t, axis=0, keepdims=True))
    ct.store(prods, index=(bid, 0), tile=ct.cumprod(ct.load(v, index=(bid, 0), shape=(1, 8)), axis=1))
    ta = ct.load(a, index=(bid, 0), shape=(4, 4))
    tb = ct.load(b, index=(bid, 0), shape=(4, 2))
    ct.store(c, index=(bid, 0), tile=ct.mma(ta, tb, ct.zeros((4, 2), dtype=ct.float32)))
    ct.store(ones, index=(bid,), tile=ct.full((1,), bid + 1, dtype=ct.int32))


EXPORTS = [
    export("tiny_tiles", tiny_tiles, [array(ct.int32, 2), array(ct.int64, 2), array(ct.float16, 2), array(ct.float16, 2),
                                      array(ct.int32, 2), array(ct.int64, 2), array(ct.float32, 2), array(ct.int32)]),
]
