"""Views of an array: a dynamic slice of rows (`Array.slice` with launch-time bounds)
and a tiled view of it (`tiled_view`, zero padding): the sums of the row's chunks of 8.
(Overlapping windows, `traversal_steps`, need bytecode 13.3.)"""

import cuda.tile as ct

from _corpus import array, export, scalar


@ct.kernel
def slice_windows(x, sums, first, COLS: ct.Constant[int]):
    row = ct.bid(0)
    rows = x.slice(axis=0, start=first, stop=first + ct.num_blocks(0))
    chunks = rows.tiled_view((1, 8), padding_mode=ct.PaddingMode.ZERO)
    for w in range(chunks.num_tiles(1)):
        t = chunks.load((row, w))
        ct.store(sums, index=(row, w), tile=ct.sum(t, axis=1, keepdims=True))


EXPORTS = [
    export("slice_windows", slice_windows, [array(ct.float32, 2), array(ct.float32, 2), scalar(ct.int32), 64]),
]
