"""Element-wise bf16: a scaled difference, a product with a negation, and a select on a
comparison, every op rounded in bf16."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def ew_bf16(x, y, out, TILE: ct.Constant[int]):
    bid = ct.bid(0)
    a = ct.load(x, index=(bid,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO)
    b = ct.load(y, index=(bid,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO)
    d = (a - b) * 0.5
    p = -(a * b)
    ct.store(out, index=(bid,), tile=ct.where(a > b, d, p))


EXPORTS = [
    export("ew_bf16", ew_bf16, [array(ct.bfloat16)] * 3 + [128]),
]
