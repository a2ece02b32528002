"""For each row, the index of the first element above a threshold, or -1: a loop over
the row's tiles that skips tiles with no such element (`continue`) and stops at the
first tile with one (`break`)."""

import cuda.tile as ct

from _corpus import array, export, scalar


@ct.kernel
def first_above(x, found, visited, threshold, TILE: ct.Constant[int]):
    row = ct.bid(0)
    where = -1
    tiles = 0
    for j in range(ct.num_tiles(x, axis=1, shape=(1, TILE))):
        tiles += 1
        t = ct.load(x, index=(row, j), shape=(1, TILE), padding_mode=ct.PaddingMode.NEG_INF)
        above = t > threshold
        if ct.sum(above.astype(ct.int32)) == 0:
            continue
        cols = ct.arange(TILE, dtype=ct.int32) + j * TILE
        where = ct.min(ct.where(above, cols[None, :], 2147483647))
        break
    ct.store(found, index=(row,), tile=ct.full((1,), where, dtype=ct.int32))
    ct.store(visited, index=(row,), tile=ct.full((1,), tiles, dtype=ct.int32))


EXPORTS = [
    export("first_above", first_above, [array(ct.float32, 2), array(ct.int32), array(ct.int32), scalar(ct.float32), 32]),
]
