"""A gather with a mask and a padding value (-1 where masked off or out of bounds), and a
relaxed, block-scoped atomic add of the gathered values."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def masked_gather(src, idx, out, total, TILE: ct.Constant[int]):
    bid = ct.bid(0)
    i = ct.load(idx, index=(bid,), shape=(TILE,))
    v = ct.gather(src, i, mask=i % 3 != 0, padding_value=-1)
    ct.store(out, index=(bid,), tile=v)
    ct.atomic_add(total, 0, ct.sum(v), memory_order=ct.MemoryOrder.RELAXED, memory_scope=ct.MemoryScope.DEVICE)


EXPORTS = [
    export("masked_gather", masked_gather, [array(ct.int32), array(ct.int32), array(ct.int32), array(ct.int32), 64]),
]
