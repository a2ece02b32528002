"""Checks its input with ct.assert_: each tile must be sorted (ascending) before it is
differenced; a tile that is not stops the kernel with the message."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def assert_sorted(x, diffs, TILE: ct.Constant[int]):
    bid = ct.bid(0)
    t = ct.load(x, index=(bid, 0), shape=(1, TILE))
    head = ct.extract(t, (0, 0), (1, TILE // 2))
    tail = ct.extract(t, (0, 1), (1, TILE // 2))
    ct.assert_(ct.max(head) <= ct.min(tail), "tile is not sorted")
    ct.store(diffs, index=(bid, 0), tile=tail - head)


EXPORTS = [
    export("assert_sorted", assert_sorted, [array(ct.int32, 2), array(ct.int32, 2), 64]),
]
