"""Element-wise f16 arithmetic, every op rounded in f16: a small polynomial, a quotient,
and the clamp of one array between the other's negation and itself."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def ew_f16(x, y, poly, quot, clamp, TILE: ct.Constant[int]):
    bid = ct.bid(0)
    a = ct.load(x, index=(bid,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO)
    b = ct.load(y, index=(bid,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO)
    ct.store(poly, index=(bid,), tile=(a - b) * (a + b) - a)
    ct.store(quot, index=(bid,), tile=a / (ct.abs(b) + 1.0))
    bound = ct.abs(b)
    ct.store(clamp, index=(bid,), tile=ct.minimum(ct.maximum(a, -bound), bound))


EXPORTS = [
    export("ew_f16", ew_f16, [array(ct.float16)] * 5 + [128]),
]
