"""ct.reduce with our own combining functions: the bitwise or of each row, and a
two-value reduction (sum and sum of squares at once) giving each row's variance."""

import cuda.tile as ct

from _corpus import array, export


def bit_or(a, b):
    return a | b


def sum_and_squares(s0, q0, s1, q1):
    return s0 + s1, q0 + q1


@ct.kernel
def reduce_custom(bits, x, ors, variance, COLS: ct.Constant[int]):
    row = ct.bid(0)
    tb = ct.load(bits, index=(row, 0), shape=(1, COLS))
    ct.store(ors, index=(row,), tile=ct.reduce(tb, axis=1, func=bit_or, identity=0))
    tx = ct.load(x, index=(row, 0), shape=(1, COLS))
    total, squares = ct.reduce((tx, tx * tx), axis=1, func=sum_and_squares, identity=(0.0, 0.0))
    mean = total / COLS
    ct.store(variance, index=(row,), tile=squares / COLS - mean * mean)


EXPORTS = [
    export("reduce_custom", reduce_custom, [array(ct.int32, 2), array(ct.float32, 2), array(ct.int32), array(ct.float32), 64]),
]
