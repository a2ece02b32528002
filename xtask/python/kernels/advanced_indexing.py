"""Rows gathered and scattered through gather/scatter views (13.3):
y[b*TR + i, :] = x[rows[b*TR + i], col:col+TC] * 2 (zero outside x), and
z[rows[b*TR + i], 0:TC] = y[b*TR + i, :]."""

import cuda.tile as ct

from _corpus import array, export, scalar


@ct.kernel
def gather_rows(x, rows, y, col, TR: ct.Constant[int], TC: ct.Constant[int]):
    b = ct.bid(0)
    r = ct.load(rows, index=(b,), shape=(TR,))
    t = ct.load_advanced_indexing(x, (r, ct.Slice(col, TC)), padding_mode=ct.PaddingMode.ZERO)
    ct.store(y, index=(b, 0), tile=t * 2.0)


@ct.kernel
def scatter_rows_view(y, rows, z, TR: ct.Constant[int], TC: ct.Constant[int]):
    b = ct.bid(0)
    r = ct.load(rows, index=(b,), shape=(TR,))
    t = ct.load(y, index=(b, 0), shape=(TR, TC))
    ct.store_advanced_indexing(z, (r, ct.Slice(0, TC)), t)


EXPORTS = [
    export("gather_rows_view", gather_rows,
           [array(ct.float32, 2), array(ct.int32), array(ct.float32, 2), scalar(ct.int32), 8, 16], since="13.3"),
    export("scatter_rows_view", scatter_rows_view,
           [array(ct.float32, 2), array(ct.int32), array(ct.float32, 2), 8, 16], since="13.3"),
]
