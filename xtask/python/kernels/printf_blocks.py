"""Debug printing: each block prints its id, the sum and maximum of its tile with
ct.printf (C formats), and a line with ct.print (Python formatting)."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def printf_blocks(x, TILE: ct.Constant[int]):
    bid = ct.bid(0)
    t = ct.load(x, index=(bid,), shape=(TILE,))
    total = ct.sum(t)
    biggest = ct.max(t)
    ct.printf("block %d: sum=%.3f max=%8.2e\n", bid, total, biggest)
    count = ct.sum((t > 0).astype(ct.int32))
    ct.print(f"block {bid} positives {count}")


EXPORTS = [
    export("printf_blocks", printf_blocks, [array(ct.float32), 32]),
]
