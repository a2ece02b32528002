"""bf16 math as a model writes it: a sigmoid, an exponential and a reciprocal square root
of bf16 tiles (computed through f32, rounded to bf16)."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def math_bf16(x, sig, e, rs, TILE: ct.Constant[int]):
    bid = ct.bid(0)
    t = ct.load(x, index=(bid,), shape=(TILE,))
    ct.store(sig, index=(bid,), tile=1.0 / (1.0 + ct.exp(-t)))
    ct.store(e, index=(bid,), tile=ct.exp(t))
    ct.store(rs, index=(bid,), tile=ct.rsqrt(ct.abs(t) + 1.0))


EXPORTS = [
    export("math_bf16", math_bf16, [array(ct.bfloat16)] * 4 + [128]),
]
