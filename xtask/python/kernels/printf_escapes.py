"""Printing text that needs escaping (a tab, quotes, a backslash, a percent sign,
non-ASCII letters) and a whole tile, and an assertion whose message has the same."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def printf_escapes(x, TILE: ct.Constant[int]):
    bid = ct.bid(0)
    t = ct.load(x, index=(bid,), shape=(TILE,))
    ct.printf("blk\t%d \"q\" \\ 100%% é→ %x\n", bid, ct.sum(t))
    ct.printf("tile %d\n", t)
    ct.assert_(ct.min(t) >= 0, "négatif: \"x\" < 0\t(100%)")


EXPORTS = [
    export("printf_escapes", printf_escapes, [array(ct.int32), 4]),
]
