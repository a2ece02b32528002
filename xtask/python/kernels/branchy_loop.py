"""A data-dependent branch inside a loop, whose two sides update values of different
types (an f32 tile, an i32 scalar, an f64 scalar): positive-sum tiles are added, the
others counted and their sum subtracted."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def branchy_loop(x, acc_out, neg_count, neg_total, TILE: ct.Constant[int]):
    row = ct.bid(0)
    acc = ct.zeros((1, TILE), dtype=ct.float32)
    count = 0
    total = ct.zeros((), dtype=ct.float64)
    for j in range(ct.num_tiles(x, axis=1, shape=(1, TILE))):
        t = ct.load(x, index=(row, j), shape=(1, TILE))
        s = ct.sum(t)
        if s > 0:
            acc = acc + t
        else:
            count += 1
            total = total - s.astype(ct.float64)
    ct.store(acc_out, index=(row, 0), tile=acc)
    ct.store(neg_count, index=(row,), tile=ct.full((1,), count, dtype=ct.int32))
    ct.store(neg_total, index=(row,), tile=ct.reshape(total, (1,)))


EXPORTS = [
    export("branchy_loop", branchy_loop, [array(ct.float32, 2), array(ct.float32, 2), array(ct.int32), array(ct.float64), 16]),
]
