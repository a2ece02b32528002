"""Integer reductions: the product of each row of i64, the minimum of each column of
i16, the maximum of a u32 tile (unsigned order) and the sum of an i8 tile, which wraps."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def reduce_ints(p, m, u, s, prods, mins, umax, ssum, R: ct.Constant[int], C: ct.Constant[int]):
    bid = ct.bid(0)
    tp = ct.load(p, index=(bid, 0), shape=(R, C))
    tm = ct.load(m, index=(bid, 0), shape=(R, C))
    tu = ct.load(u, index=(bid, 0), shape=(R, C))
    ts = ct.load(s, index=(bid, 0), shape=(R, C))
    ct.store(prods, index=(bid, 0), tile=ct.reshape(ct.prod(tp, axis=1), (1, R)))
    ct.store(mins, index=(bid, 0), tile=ct.min(tm, axis=0, keepdims=True))
    ct.store(umax, index=(bid,), tile=ct.reshape(ct.max(tu), (1,)))
    ct.store(ssum, index=(bid,), tile=ct.reshape(ct.sum(ts), (1,)))


EXPORTS = [
    export(
        "reduce_ints",
        reduce_ints,
        [array(ct.int64, 2), array(ct.int16, 2), array(ct.uint32, 2), array(ct.int8, 2),
         array(ct.int64, 2), array(ct.int16, 2), array(ct.uint32), array(ct.int8), 8, 16],
    ),
]
