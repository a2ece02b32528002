"""Atomics on 64-bit and f64 elements: i64 adds and u64 maxima per bucket, and f64 adds
of values whose sums are exact."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def wide_atomics(v, u, d, bucket, sums, tops, dsums, TILE: ct.Constant[int]):
    bid = ct.bid(0)
    b = ct.load(bucket, index=(bid,), shape=(TILE,))
    ct.atomic_add(sums, b, ct.load(v, index=(bid,), shape=(TILE,)))
    ct.atomic_max(tops, b, ct.load(u, index=(bid,), shape=(TILE,)))
    ct.atomic_add(dsums, b, ct.load(d, index=(bid,), shape=(TILE,)))


EXPORTS = [
    export("wide_atomics", wide_atomics, [array(ct.int64), array(ct.uint64), array(ct.float64), array(ct.int32),
                                          array(ct.int64), array(ct.uint64), array(ct.float64), 64]),
]
