"""c = a + b, one 1-D tile per block."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def vector_add(a, b, c, TILE: ct.Constant[int]):
    bid = ct.bid(0)
    ta = ct.load(a, index=(bid,), shape=(TILE,))
    tb = ct.load(b, index=(bid,), shape=(TILE,))
    ct.store(c, index=(bid,), tile=ta + tb)


EXPORTS = [
    export("vector_add", vector_add, [array(ct.float32), array(ct.float32), array(ct.float32), 128]),
]
