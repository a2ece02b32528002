"""A while loop whose trip count is data-dependent: Collatz steps of a launch-time scalar."""

import cuda.tile as ct

from _corpus import array, export, scalar


@ct.kernel
def collatz_steps(start, out):
    n = start
    steps = 0
    while n != 1:
        if n % 2 == 0:
            n = n // 2
        else:
            n = 3 * n + 1
        steps += 1
    ct.store(out, index=(ct.bid(0),), tile=ct.full((1,), steps, dtype=ct.int32))


EXPORTS = [
    export("collatz_steps", collatz_steps, [scalar(ct.int32), array(ct.int32)]),
]
