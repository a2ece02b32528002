"""f32 trigonometric and hyperbolic functions, one per output, and a power."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def trig_f32(x, y, s, c, t, sh, ch, th, p, TILE: ct.Constant[int]):
    bid = ct.bid(0)
    a = ct.load(x, index=(bid,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO)
    b = ct.load(y, index=(bid,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO)
    ct.store(s, index=(bid,), tile=ct.sin(a))
    ct.store(c, index=(bid,), tile=ct.cos(a))
    ct.store(t, index=(bid,), tile=ct.tan(a))
    ct.store(sh, index=(bid,), tile=ct.sinh(a))
    ct.store(ch, index=(bid,), tile=ct.cosh(a))
    ct.store(th, index=(bid,), tile=ct.tanh(a))
    ct.store(p, index=(bid,), tile=ct.abs(b) ** a)


EXPORTS = [
    export("trig_f32", trig_f32, [array(ct.float32)] * 9 + [128]),
]
