"""Raw memory by element offset (`Array.get_raw_memory`): a gather of every third
element with load_offset, a store_offset into reversed positions, and an atomic max by
offset."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def raw_offsets(x, y, top, TILE: ct.Constant[int]):
    bid = ct.bid(0)
    i = ct.arange(TILE, dtype=ct.int32) + bid * TILE
    src = x.get_raw_memory()
    v = src.load_offset(i * 3)
    dst = y.get_raw_memory()
    dst.store_offset(ct.num_blocks(0) * TILE - 1 - i, v)
    top.get_raw_memory().atomic_max_offset(i % 4, v)


EXPORTS = [
    export("raw_offsets", raw_offsets, [array(ct.int32), array(ct.int32), array(ct.int32), 64]),
]
