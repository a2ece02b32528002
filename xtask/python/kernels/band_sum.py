"""Nested loops: for each block row of a square f32 matrix, the sum of the tiles within
a band around the diagonal, skipping the diagonal tile itself (`continue` in the inner
loop), in f64."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def band_sum(a, out, T: ct.Constant[int], BAND: ct.Constant[int]):
    bi = ct.bid(0)
    n = ct.num_tiles(a, axis=0, shape=(T, T))
    acc = ct.zeros((T, T), dtype=ct.float64)
    for d in range(BAND):
        for side in range(2):
            bj = bi + d if side == 0 else bi - d
            if d == 0 and side == 1:
                continue
            if bj < 0 or bj >= n or bj == bi:
                continue
            acc = acc + ct.load(a, index=(bi, bj), shape=(T, T)).astype(ct.float64)
    ct.store(out, index=(bi, 0), tile=acc)


EXPORTS = [
    export("band_sum", band_sum, [array(ct.float32, 2), array(ct.float64, 2), 16, 2]),
]
