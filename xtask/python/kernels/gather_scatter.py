"""y[perm[i]] = x[i] * 2 for the elements of each block; masked at the array's end."""

import cuda.tile as ct

from _corpus import array, export, scalar


@ct.kernel
def gather_scatter(x, perm, y, n, TILE: ct.Constant[int]):
    start = ct.bid(0) * TILE
    i = ct.arange(TILE, dtype=ct.int32) + start
    in_range = i < n
    target = ct.gather(perm, i, mask=in_range)
    value = ct.gather(x, i, mask=in_range, padding_value=0.0)
    ct.scatter(y, target, value * 2.0, mask=in_range)


EXPORTS = [
    export(
        "gather_scatter",
        gather_scatter,
        [array(ct.float32), array(ct.int32), array(ct.float32), scalar(ct.int32), 128],
    ),
]
