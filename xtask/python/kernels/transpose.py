"""B = A^T for a 2-D f32 array, one square tile per block."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def transpose(a, b, TILE: ct.Constant[int]):
    bm = ct.bid(0)
    bn = ct.bid(1)
    t = ct.load(a, index=(bm, bn), shape=(TILE, TILE))
    ct.store(b, index=(bn, bm), tile=ct.transpose(t))


EXPORTS = [
    export("transpose", transpose, [array(ct.float32, 2), array(ct.float32, 2), 32]),
]
