"""A grid-stride loop: each block sums the tiles bid, bid + num_blocks, ... of a long
i32 array, then adds its partial sum to a total with an atomic."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def grid_stride(x, partial, total, TILE: ct.Constant[int]):
    bid = ct.bid(0)
    acc = ct.zeros((TILE,), dtype=ct.int32)
    for i in range(bid, ct.num_tiles(x, axis=0, shape=(TILE,)), ct.num_blocks(0)):
        acc = acc + ct.load(x, index=(i,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO)
    s = ct.sum(acc)
    ct.store(partial, index=(bid,), tile=ct.reshape(s, (1,)))
    ct.atomic_add(total, 0, s)


EXPORTS = [
    export("grid_stride", grid_stride, [array(ct.int32), array(ct.int32), array(ct.int32), 128]),
]
