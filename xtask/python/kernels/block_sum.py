"""Sums each block's tile of a 1-D i32 array into one partial sum per block."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def block_sum(x, partial, TILE: ct.Constant[int]):
    bid = ct.bid(0)
    t = ct.load(x, index=(bid,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO)
    ct.store(partial, index=(bid,), tile=ct.reshape(ct.sum(t), (1,)))


EXPORTS = [
    export("block_sum", block_sum, [array(ct.int32), array(ct.int32), 1024]),
]
