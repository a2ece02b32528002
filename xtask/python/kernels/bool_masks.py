"""Boolean arrays in and out: a mask combined with a comparison (and, or, not), stored as
a bool array, and the number of set elements per block."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def bool_masks(x, keep, out, counts, TILE: ct.Constant[int]):
    bid = ct.bid(0)
    t = ct.load(x, index=(bid,), shape=(TILE,))
    k = ct.load(keep, index=(bid,), shape=(TILE,))
    m = (k & (t > 0)) | ~(k | (t > -1))
    ct.store(out, index=(bid,), tile=m)
    ct.store(counts, index=(bid,), tile=ct.reshape(ct.sum(m.astype(ct.int32)), (1,)))


EXPORTS = [
    export("bool_masks", bool_masks, [array(ct.float32), array(ct.bool_), array(ct.bool_), array(ct.int32), 64]),
]
