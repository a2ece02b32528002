"""Square roots by Newton's iteration in f64: a `while` loop that runs until every
element has converged or an iteration limit, carrying the estimate and the count.
(Convergence is tested with a sum: an f64 `ct.max` does not work with cuTile 1.7, see
row_max_f64.py.)"""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def newton_sqrt(a, roots, steps, TILE: ct.Constant[int]):
    bid = ct.bid(0)
    v = ct.load(a, index=(bid,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO) + 1.0
    y = v
    n = 0
    while n < 100:
        nxt = 0.5 * (y + v / y)
        done = ct.sum(ct.abs(nxt - y)) == 0.0
        y = nxt
        n += 1
        if done:
            break
    ct.store(roots, index=(bid,), tile=y)
    ct.store(steps, index=(bid,), tile=ct.full((1,), n, dtype=ct.int32))


EXPORTS = [
    export("newton_sqrt", newton_sqrt, [array(ct.float64), array(ct.float64), array(ct.int32), 64]),
]
