"""f32 arithmetic under explicit rounding modes: a sum toward zero, a product toward
negative infinity, a quotient toward positive infinity and a square root toward zero.
(cuTile 1.7 rounds `astype` by a mode only for bytecode 13.4 and later.)"""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def rounding_modes(x, y, s, p, q, r, TILE: ct.Constant[int]):
    bid = ct.bid(0)
    a = ct.load(x, index=(bid,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO)
    b = ct.load(y, index=(bid,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO)
    ct.store(s, index=(bid,), tile=ct.add(a, b, rounding_mode=ct.RoundingMode.RZ))
    ct.store(p, index=(bid,), tile=ct.mul(a, b, rounding_mode=ct.RoundingMode.RM))
    ct.store(q, index=(bid,), tile=ct.truediv(a, b, rounding_mode=ct.RoundingMode.RP))
    ct.store(r, index=(bid,), tile=ct.sqrt(ct.abs(a), rounding_mode=ct.RoundingMode.RZ))


EXPORTS = [
    export("rounding_modes", rounding_modes, [array(ct.float32)] * 6 + [128]),
]
