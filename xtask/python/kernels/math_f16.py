"""Math on f16 tiles: GELU's tanh approximation and a sigmoid, computed in f16."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def math_f16(x, gelu, sigmoid, TILE: ct.Constant[int]):
    bid = ct.bid(0)
    t = ct.load(x, index=(bid,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO)
    inner = 0.7978845608 * (t + 0.044715 * t * t * t)
    ct.store(gelu, index=(bid,), tile=0.5 * t * (1.0 + ct.tanh(inner)))
    ct.store(sigmoid, index=(bid,), tile=1.0 / (1.0 + ct.exp(-t)))


EXPORTS = [
    export("math_f16", math_f16, [array(ct.float16)] * 3 + [128]),
]
