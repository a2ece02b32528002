"""Row-wise softmax of a 2-D f32 array; one block per row, the row fits one tile."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def softmax(x, y, COLS: ct.Constant[int]):
    row = ct.bid(0)
    t = ct.load(x, index=(row, 0), shape=(1, COLS), padding_mode=ct.PaddingMode.NEG_INF)
    shifted = t - ct.max(t, axis=1, keepdims=True)
    num = ct.exp(shifted)
    den = ct.sum(num, axis=1, keepdims=True)
    ct.store(y, index=(row, 0), tile=num / den)


EXPORTS = [
    export("softmax", softmax, [array(ct.float32, 2), array(ct.float32, 2), 1024]),
]
