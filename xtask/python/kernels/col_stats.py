"""Column statistics of a 2-D f32 array: sum, maximum and minimum along axis 0, one
block per 32 columns."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def col_stats(x, sums, maxes, mins, ROWS: ct.Constant[int], TN: ct.Constant[int]):
    bn = ct.bid(0)
    t = ct.load(x, index=(0, bn), shape=(ROWS, TN))
    ct.store(sums, index=(bn,), tile=ct.sum(t, axis=0))
    ct.store(maxes, index=(bn,), tile=ct.max(t, axis=0))
    ct.store(mins, index=(bn,), tile=ct.min(t, axis=0))


EXPORTS = [
    export("col_stats", col_stats, [array(ct.float32, 2), array(ct.float32), array(ct.float32), array(ct.float32), 64, 32]),
]
