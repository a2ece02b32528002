"""Histogram of i32 bin indices with atomic adds (bins outside the array are skipped)."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def histogram(values, bins, TILE: ct.Constant[int]):
    bid = ct.bid(0)
    v = ct.load(values, index=(bid,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO)
    ct.atomic_add(bins, v, 1)


EXPORTS = [
    export("histogram", histogram, [array(ct.int32), array(ct.int32), 256]),
]
