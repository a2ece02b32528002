"""Blocks past the work return at once (`if ...: return`), the rest square their tile;
the grid is larger than the work, as when it is rounded up."""

import cuda.tile as ct

from _corpus import array, export, scalar


@ct.kernel
def early_return(x, y, n_tiles, TILE: ct.Constant[int]):
    bid = ct.bid(0)
    if bid >= n_tiles:
        return
    t = ct.load(x, index=(bid,), shape=(TILE,))
    ct.store(y, index=(bid,), tile=t * t)


EXPORTS = [
    export("early_return", early_return, [array(ct.int32), array(ct.int32), scalar(ct.int32), 64]),
]
