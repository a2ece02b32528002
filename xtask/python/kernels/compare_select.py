"""Comparisons, NaN tests and selects on f32: replaces NaNs by a fill value, clamps to
[lo, hi], and counts into an i32 code which of the tests held."""

import cuda.tile as ct

from _corpus import array, export, scalar


@ct.kernel
def compare_select(x, clean, code, fill, lo, hi, TILE: ct.Constant[int]):
    bid = ct.bid(0)
    t = ct.load(x, index=(bid,), shape=(TILE,), padding_mode=ct.PaddingMode.NAN)
    nan = ct.isnan(t)
    clamped = ct.minimum(ct.maximum(t, lo), hi)
    ct.store(clean, index=(bid,), tile=ct.where(nan, fill, clamped))
    below = t < lo
    above = t >= hi
    c = ct.where(nan, 4, 0) + ct.where(below, 1, 0) + ct.where(above, 2, 0) + ct.where(t == 0.0, 8, 0)
    ct.store(code, index=(bid,), tile=c.astype(ct.int32))


EXPORTS = [
    export(
        "compare_select",
        compare_select,
        [array(ct.float32), array(ct.float32), array(ct.int32), scalar(ct.float32), scalar(ct.float32), scalar(ct.float32), 128],
    ),
]
