"""f64 math: exp, log, sin, tanh, and a power with an integer exponent and with a
fractional one."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def math_f64(x, e, l, s, th, p3, ph, TILE: ct.Constant[int]):
    bid = ct.bid(0)
    t = ct.load(x, index=(bid,), shape=(TILE,))
    ct.store(e, index=(bid,), tile=ct.exp(t))
    ct.store(l, index=(bid,), tile=ct.log(ct.abs(t)))
    ct.store(s, index=(bid,), tile=ct.sin(t * 100.0))
    ct.store(th, index=(bid,), tile=ct.tanh(t))
    ct.store(p3, index=(bid,), tile=t ** 3)
    ct.store(ph, index=(bid,), tile=ct.abs(t) ** 0.5)


EXPORTS = [
    export("math_f64", math_f64, [array(ct.float64)] * 7 + [64]),
]
