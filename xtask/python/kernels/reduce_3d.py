"""Reductions of a 3-D tile along each axis (sum over 0, max over 1, min over 2) and over
all of them, one block per leading slab."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def reduce_3d(x, s0, m1, n2, total, A: ct.Constant[int], B: ct.Constant[int], C: ct.Constant[int]):
    bid = ct.bid(0)
    t = ct.load(x, index=(bid, 0, 0), shape=(A, B, C))
    ct.store(s0, index=(bid, 0, 0), tile=ct.sum(t, axis=0, keepdims=True))
    ct.store(m1, index=(bid, 0, 0), tile=ct.max(t, axis=1, keepdims=True))
    ct.store(n2, index=(bid, 0), tile=ct.min(t, axis=2))
    ct.store(total, index=(bid,), tile=ct.reshape(ct.sum(t), (1,)))


EXPORTS = [
    export(
        "reduce_3d",
        reduce_3d,
        [array(ct.int32, 3), array(ct.int32, 3), array(ct.int32, 3), array(ct.int32, 2), array(ct.int32), 4, 8, 16],
    ),
]
