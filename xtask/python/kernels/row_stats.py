"""Sum and maximum of each row, walking the row tile by tile: a loop carrying two values."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def row_stats(x, sums, maxes, TILE: ct.Constant[int]):
    row = ct.bid(0)
    total = ct.zeros((1,), dtype=ct.float32)
    biggest = ct.full((1,), -3.0e38, dtype=ct.float32)
    for j in range(ct.num_tiles(x, axis=1, shape=(1, TILE))):
        t = ct.load(x, index=(row, j), shape=(1, TILE), padding_mode=ct.PaddingMode.ZERO)
        total = total + ct.sum(t, axis=1)
        biggest = ct.maximum(biggest, ct.max(t, axis=1))
    ct.store(sums, index=(row,), tile=total)
    ct.store(maxes, index=(row,), tile=biggest)


EXPORTS = [
    export("row_stats", row_stats, [array(ct.float32, 2), array(ct.float32), array(ct.float32), 128]),
]
