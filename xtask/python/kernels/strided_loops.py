"""Loops with steps other than one: tiles visited every third one from a launch-time
start, and backwards from the last tile (cuTile takes only positive steps, so the index
counts down from the loop's), each accumulating a weighted sum."""

import cuda.tile as ct

from _corpus import array, export, scalar


@ct.kernel
def strided_loops(x, fwd, bwd, start, TILE: ct.Constant[int]):
    n = ct.num_tiles(x, axis=0, shape=(TILE,))
    acc = ct.zeros((TILE,), dtype=ct.int32)
    for i in range(start, n, 3):
        acc = acc * 2 + ct.load(x, index=(i,), shape=(TILE,))
    ct.store(fwd, index=(0,), tile=acc)
    acc = ct.zeros((TILE,), dtype=ct.int32)
    for k in range(n):
        acc = acc * 3 + ct.load(x, index=(n - 1 - k,), shape=(TILE,))
    ct.store(bwd, index=(0,), tile=acc)


EXPORTS = [
    export("strided_loops", strided_loops, [array(ct.int32), array(ct.int32), array(ct.int32), scalar(ct.int32), 32]),
]
