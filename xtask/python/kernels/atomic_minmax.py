"""Per-bucket extremes with atomics: the maximum and minimum i32 value and the largest
u32 key falling in each bucket, from every block at once."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def atomic_minmax(values, keys, bucket, hi, lo, top_key, TILE: ct.Constant[int]):
    bid = ct.bid(0)
    v = ct.load(values, index=(bid,), shape=(TILE,))
    k = ct.load(keys, index=(bid,), shape=(TILE,))
    b = ct.load(bucket, index=(bid,), shape=(TILE,))
    ct.atomic_max(hi, b, v)
    ct.atomic_min(lo, b, v)
    ct.atomic_max(top_key, b, k)


EXPORTS = [
    export("atomic_minmax", atomic_minmax, [array(ct.int32), array(ct.uint32), array(ct.int32), array(ct.int32), array(ct.int32), array(ct.uint32), 64]),
]
