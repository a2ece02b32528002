"""f32 math functions, one per output: exp, exp2, log, log2, sqrt, rsqrt of positive
inputs."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def math_f32(x, e, e2, l, l2, s, rs, TILE: ct.Constant[int]):
    bid = ct.bid(0)
    t = ct.load(x, index=(bid,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO)
    ct.store(e, index=(bid,), tile=ct.exp(t))
    ct.store(e2, index=(bid,), tile=ct.exp2(t))
    ct.store(l, index=(bid,), tile=ct.log(t))
    ct.store(l2, index=(bid,), tile=ct.log2(t))
    ct.store(s, index=(bid,), tile=ct.sqrt(t))
    ct.store(rs, index=(bid,), tile=ct.rsqrt(t))


EXPORTS = [
    export("math_f32", math_f32, [array(ct.float32)] * 7 + [128]),
]
