"""List-of-array parameters: `xs` and `ys` are lists of 1-D f32 arrays of one length.
Each block sums its tile of every array of `xs` into `total`, and writes each array of
`xs`, scaled by its position in the list plus one, into the array of `ys` at the same
position (a loop over the list's length, known at launch)."""

import cuda.tile as ct
from cuda.tile import compilation as cc

from _corpus import array, export


@ct.kernel
def list_sum(xs, ys, total, TILE: ct.Constant[int]):
    bid = ct.bid(0)
    acc = ct.zeros((TILE,), dtype=ct.float32)
    for i in range(len(xs)):
        t = ct.load(xs[i], index=(bid,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO)
        acc = acc + t
        ct.store(ys[i], index=(bid,), tile=t * (i + 1))
    ct.store(total, index=(bid,), tile=acc)


def array_list():
    return cc.ListConstraint(array(ct.float32), alias_groups=[], elements_may_alias=False)


EXPORTS = [
    export("list_sum", list_sum, [array_list(), array_list(), array(ct.float32), 128]),
]
