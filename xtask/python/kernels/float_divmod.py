"""Python's float floor division and modulo on f32 (the remainder takes the divisor's
sign), and ct.floor of a quotient."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def float_divmod(x, y, q, r, TILE: ct.Constant[int]):
    bid = ct.bid(0)
    a = ct.load(x, index=(bid,), shape=(TILE,))
    b = ct.load(y, index=(bid,), shape=(TILE,))
    ct.store(q, index=(bid,), tile=a // b)
    ct.store(r, index=(bid,), tile=a % b)


EXPORTS = [
    export("float_divmod", float_divmod, [array(ct.float32)] * 4 + [64]),
]
