"""Element-wise f64: the hypotenuse sqrt(x*x + y*y), a quotient, and floor and ceil."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def ew_f64(x, y, hyp, quot, rounded, TILE: ct.Constant[int]):
    bid = ct.bid(0)
    a = ct.load(x, index=(bid,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO)
    b = ct.load(y, index=(bid,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO)
    ct.store(hyp, index=(bid,), tile=ct.sqrt(a * a + b * b))
    ct.store(quot, index=(bid,), tile=a / b)
    ct.store(rounded, index=(bid,), tile=ct.floor(a) + ct.ceil(b))


EXPORTS = [
    export("ew_f64", ew_f64, [array(ct.float64)] * 5 + [64]),
]
