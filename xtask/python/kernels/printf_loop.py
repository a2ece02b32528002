"""Printing inside control flow: each iteration of a loop prints its running sum, and a
branch prints only for odd tiles."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def printf_loop(x, out, TILE: ct.Constant[int]):
    row = ct.bid(0)
    acc = 0
    for j in range(ct.num_tiles(x, axis=1, shape=(1, TILE))):
        t = ct.load(x, index=(row, j), shape=(1, TILE))
        acc += ct.sum(t)
        ct.printf("row %d tile %d acc %d\n", row, j, acc)
        if j % 2 == 1:
            ct.printf("odd tile %d max %d\n", j, ct.max(t))
    ct.store(out, index=(row,), tile=ct.full((1,), acc, dtype=ct.int32))


EXPORTS = [
    export("printf_loop", printf_loop, [array(ct.int32, 2), array(ct.int32), 8]),
]
