"""i64 floor division and modulo with Python's signs (rounding toward negative
infinity) and a ceiling division. The last tile is padded with zeros: the divisor's
padding is replaced by 1 (a zero divisor is undefined behaviour)."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def ew_i64_divmod(x, y, q, r, c, TILE: ct.Constant[int]):
    bid = ct.bid(0)
    a = ct.load(x, index=(bid,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO)
    b = ct.load(y, index=(bid,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO)
    b = ct.where(b == 0, 1, b)
    ct.store(q, index=(bid,), tile=a // b)
    ct.store(r, index=(bid,), tile=a % b)
    ct.store(c, index=(bid,), tile=ct.cdiv(a, b) * 1000003 - a)


EXPORTS = [
    export("ew_i64_divmod", ew_i64_divmod, [array(ct.int64)] * 5 + [64]),
]
