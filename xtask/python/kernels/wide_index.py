"""Arrays indexed with 64-bit shapes and strides (ct.IndexedWithInt64 / index_dtype
int64) next to one with 32-bit ones: a strided copy that reads every other element of a
long i64 array and offsets it by a 64-bit scalar."""

import cuda.tile as ct

from _corpus import array, export, scalar


@ct.kernel
def wide_index(x, y, offset, TILE: ct.Constant[int]):
    bid = ct.bid(0)
    i = ct.arange(TILE, dtype=ct.int64) + bid * TILE
    v = ct.gather(x, i * 2)
    ct.store(y, index=(bid,), tile=v + offset)


EXPORTS = [
    export("wide_index", wide_index, [array(ct.int64, 1, index_dtype=ct.int64), array(ct.int64), scalar(ct.int64), 64]),
]
