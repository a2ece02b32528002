"""out[j] += x[b, j] for every row block b, through a tiled view's atomic_store_add
(atomic_red_view_tko, 13.3); and out_max[j] = max over the rows."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def atomic_view_add(x, out, out_max, TILE: ct.Constant[int]):
    b = ct.bid(0)
    t = ct.load(x, index=(b, 0), shape=(1, TILE))
    row = ct.reshape(t, (TILE,))
    out.tiled_view((TILE,)).atomic_store_add((0,), row)
    out_max.tiled_view((TILE,)).atomic_store_max((0,), ct.astype(row, ct.int32))


EXPORTS = [
    export("atomic_view_add", atomic_view_add, [array(ct.float32, 2), array(ct.float32), array(ct.int32), 64], since="13.3"),
]
