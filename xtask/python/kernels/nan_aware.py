"""NaN handling as written: maximum and minimum that propagate NaN, a row maximum that
propagates NaN, and exp2 that flushes subnormal results to zero."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def nan_aware(x, y, hi, lo, rowmax, e2, COLS: ct.Constant[int]):
    row = ct.bid(0)
    a = ct.load(x, index=(row, 0), shape=(1, COLS))
    b = ct.load(y, index=(row, 0), shape=(1, COLS))
    ct.store(hi, index=(row, 0), tile=ct.maximum(a, b, propagate_nan=True))
    ct.store(lo, index=(row, 0), tile=ct.minimum(a, b, propagate_nan=True))
    ct.store(rowmax, index=(row,), tile=ct.max(a, axis=1, propagate_nan=True))
    ct.store(e2, index=(row, 0), tile=ct.exp2(b, flush_to_zero=True))


EXPORTS = [
    export("nan_aware", nan_aware, [array(ct.float32, 2)] * 4 + [array(ct.float32), array(ct.float32, 2), 32]),
]
