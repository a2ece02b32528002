"""if/else on a launch-time scalar: y = relu(x) when mode > 0, otherwise y = -x."""

import cuda.tile as ct

from _corpus import array, export, scalar


@ct.kernel
def relu_or_negate(x, y, mode, TILE: ct.Constant[int]):
    bid = ct.bid(0)
    t = ct.load(x, index=(bid,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO)
    if mode > 0:
        out = ct.maximum(t, 0.0)
    else:
        out = -t
    ct.store(y, index=(bid,), tile=out)


EXPORTS = [
    export("relu_or_negate", relu_or_negate, [array(ct.float32), array(ct.float32), scalar(ct.int32), 128]),
]
