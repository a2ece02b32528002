"""Overlapping windows through a strided view (traversal_steps, 13.3): block b loads
x[2b : 2b+8] (tiles of 8 that start every 2 elements) and stores their sum to out[b]."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def strided_windows(x, out):
    b = ct.bid(0)
    view = x.tiled_view((8,), padding_mode=ct.PaddingMode.ZERO, traversal_steps=(2,))
    t = view.load((b,))
    ct.store(out, index=(b,), tile=ct.reshape(ct.sum(t), (1,)))


EXPORTS = [
    export("strided_windows", strided_windows, [array(ct.float32), array(ct.float32)], since="13.3"),
]
