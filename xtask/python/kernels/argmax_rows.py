"""Index of the largest element of each row of a 2-D f32 array (a two-value reduction)."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def argmax_rows(x, out, COLS: ct.Constant[int]):
    row = ct.bid(0)
    t = ct.load(x, index=(row, 0), shape=(1, COLS), padding_mode=ct.PaddingMode.NEG_INF)
    ct.store(out, index=(row,), tile=ct.argmax(t, axis=1).astype(ct.int32))


EXPORTS = [
    export("argmax_rows", argmax_rows, [array(ct.float32, 2), array(ct.int32), 256]),
]
