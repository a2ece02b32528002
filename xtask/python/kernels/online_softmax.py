"""Softmax of rows too long for one tile: a first pass keeps the running maximum and the
running sum of exponentials (rescaled when the maximum grows), a second writes the
normalized values. One block per row."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def online_softmax(x, y, TILE: ct.Constant[int]):
    row = ct.bid(0)
    n = ct.num_tiles(x, axis=1, shape=(1, TILE))
    m = ct.full((1, 1), float("-inf"), dtype=ct.float32)
    s = ct.zeros((1, 1), dtype=ct.float32)
    for j in range(n):
        t = ct.load(x, index=(row, j), shape=(1, TILE), padding_mode=ct.PaddingMode.NEG_INF)
        m_new = ct.maximum(m, ct.max(t, axis=1, keepdims=True))
        s = s * ct.exp(m - m_new) + ct.sum(ct.exp(t - m_new), axis=1, keepdims=True)
        m = m_new
    for j in range(n):
        t = ct.load(x, index=(row, j), shape=(1, TILE), padding_mode=ct.PaddingMode.NEG_INF)
        ct.store(y, index=(row, j), tile=ct.exp(t - m) / s)


EXPORTS = [
    export("online_softmax", online_softmax, [array(ct.float32, 2), array(ct.float32, 2), 256]),
]
