"""argmin along axis 0 and argmax along axis 1 (keeping the axis) of an f16 tile with
ties: the first index wins."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def argmin_cols(x, lo, hi, R: ct.Constant[int], C: ct.Constant[int]):
    t = ct.load(x, index=(0, 0), shape=(R, C))
    ct.store(lo, index=(0,), tile=ct.argmin(t, axis=0).astype(ct.int32))
    ct.store(hi, index=(0, 0), tile=ct.argmax(t, axis=1, keepdims=True).astype(ct.int32))


EXPORTS = [
    export("argmin_cols", argmin_cols, [array(ct.float16, 2), array(ct.int32), array(ct.int32, 2), 32, 16]),
]
