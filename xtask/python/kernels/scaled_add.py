"""y = alpha * x + y (axpy), with `alpha` a scalar known only at launch."""

import cuda.tile as ct

from _corpus import array, export, scalar


@ct.kernel
def scaled_add(alpha, x, y, TILE: ct.Constant[int]):
    bid = ct.bid(0)
    tx = ct.load(x, index=(bid,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO)
    ty = ct.load(y, index=(bid,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO)
    ct.store(y, index=(bid,), tile=alpha * tx + ty)


EXPORTS = [
    export("scaled_add", scaled_add, [scalar(ct.float32), array(ct.float32), array(ct.float32), 256]),
]
