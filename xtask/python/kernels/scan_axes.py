"""Scans along each axis: cumulative sums down the columns of f32, cumulative products
along the rows of i32 (wrapping), and a reverse cumulative sum along the rows."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def scan_axes(x, n, down, prods, rev, R: ct.Constant[int], C: ct.Constant[int]):
    t = ct.load(x, index=(0, 0), shape=(R, C))
    ct.store(down, index=(0, 0), tile=ct.cumsum(t, axis=0))
    ct.store(rev, index=(0, 0), tile=ct.cumsum(t, axis=1, reverse=True))
    ti = ct.load(n, index=(0, 0), shape=(R, C))
    ct.store(prods, index=(0, 0), tile=ct.cumprod(ti, axis=1))


EXPORTS = [
    export("scan_axes", scan_axes, [array(ct.float32, 2), array(ct.int32, 2), array(ct.float32, 2), array(ct.int32, 2), array(ct.float32, 2), 16, 32]),
]
