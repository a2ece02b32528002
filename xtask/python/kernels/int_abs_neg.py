"""Integer absolute values and negations (i32 and i8, where -128 stays -128), the array's
length read in the kernel (`x.shape[0]`), and a high-half product."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def int_abs_neg(x, s, out, small, n_seen, TILE: ct.Constant[int]):
    bid = ct.bid(0)
    t = ct.load(x, index=(bid,), shape=(TILE,))
    u = ct.load(s, index=(bid,), shape=(TILE,))
    ct.store(out, index=(bid,), tile=ct.abs(t) - (-t) // 3)
    ct.store(small, index=(bid,), tile=ct.abs(u) ^ -u)
    ct.store(n_seen, index=(bid,), tile=ct.full((1,), x.shape[0], dtype=ct.int32))


EXPORTS = [
    export("int_abs_neg", int_abs_neg, [array(ct.int32), array(ct.int8), array(ct.int32), array(ct.int8), array(ct.int32), 64]),
]
