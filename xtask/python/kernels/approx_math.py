"""tanh and exp with rounding_mode=APPROX: tanh's APPROX is new in 13.2, exp's in 13.3."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def tanh_approx(x, out, TILE: ct.Constant[int]):
    b = ct.bid(0)
    t = ct.load(x, index=(b,), shape=(TILE,))
    ct.store(out, index=(b,), tile=ct.tanh(t, rounding_mode=ct.RoundingMode.APPROX))


@ct.kernel
def exp_approx(x, out, TILE: ct.Constant[int]):
    b = ct.bid(0)
    t = ct.load(x, index=(b,), shape=(TILE,))
    ct.store(out, index=(b,), tile=ct.exp(t, rounding_mode=ct.RoundingMode.APPROX))


EXPORTS = [
    export("tanh_approx", tanh_approx, [array(ct.float32), array(ct.float32), 128], since="13.2"),
    export("exp_approx", exp_approx, [array(ct.float32), array(ct.float32), 128], since="13.3"),
]
