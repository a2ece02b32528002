"""Inclusive prefix sum of each row of a 2-D f32 array (one tile per row)."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def cumsum(x, y, COLS: ct.Constant[int]):
    row = ct.bid(0)
    t = ct.load(x, index=(row, 0), shape=(1, COLS), padding_mode=ct.PaddingMode.ZERO)
    ct.store(y, index=(row, 0), tile=ct.cumsum(t, axis=1))


EXPORTS = [
    export("cumsum", cumsum, [array(ct.float32, 2), array(ct.float32, 2), 256]),
]
