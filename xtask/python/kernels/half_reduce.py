"""Reductions and atomics in 16-bit floats: f16 row sums accumulated in f16, bf16 row
maxima, and f16 atomic adds into per-row totals."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def half_reduce(h, b, sums, maxes, totals, COLS: ct.Constant[int]):
    row = ct.bid(0)
    th = ct.load(h, index=(row, 0), shape=(1, COLS))
    tb = ct.load(b, index=(row, 0), shape=(1, COLS))
    ct.store(sums, index=(row,), tile=ct.sum(th, axis=1))
    ct.store(maxes, index=(row,), tile=ct.max(tb, axis=1))
    ct.atomic_add(totals, row // 2, ct.sum(th))


EXPORTS = [
    export("half_reduce", half_reduce, [array(ct.float16, 2), array(ct.bfloat16, 2), array(ct.float16), array(ct.bfloat16), array(ct.float16), 64]),
]
