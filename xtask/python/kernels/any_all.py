"""Boolean reductions with ct.reduce: whether any and whether all elements of each row
pass a test (or and and over i1), and an exclusive prefix count with ct.cumsum."""

import cuda.tile as ct

from _corpus import array, export


def either(a, b):
    return a | b


def both(a, b):
    return a & b


@ct.kernel
def any_all(x, anys, alls, before, COLS: ct.Constant[int]):
    row = ct.bid(0)
    t = ct.load(x, index=(row, 0), shape=(1, COLS))
    big = t > 100
    ct.store(anys, index=(row,), tile=ct.reduce(big, axis=1, func=either, identity=False).astype(ct.int32))
    ct.store(alls, index=(row,), tile=ct.reduce(t > -100, axis=1, func=both, identity=True).astype(ct.int32))
    flags = big.astype(ct.int32)
    ct.store(before, index=(row, 0), tile=ct.cumsum(flags, axis=1) - flags)


EXPORTS = [
    export("any_all", any_all, [array(ct.int32, 2), array(ct.int32), array(ct.int32), array(ct.int32, 2), 64]),
]
