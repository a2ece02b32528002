"""Segment sums with f32 atomic adds: out[seg[i]] += x[i], many elements per segment and
segments shared between blocks."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def scatter_add(x, seg, out, TILE: ct.Constant[int]):
    bid = ct.bid(0)
    v = ct.load(x, index=(bid,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO)
    s = ct.load(seg, index=(bid,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO)
    ct.atomic_add(out, s, v)


EXPORTS = [
    export("scatter_add", scatter_add, [array(ct.float32), array(ct.int32), array(ct.float32), 128]),
]
