"""ct.scan with our own function: the running maximum of an f32 row and the running
bitwise xor of an i32 row, from the end."""

import cuda.tile as ct

from _corpus import array, export


def larger(a, b):
    return ct.maximum(a, b)


def xor(a, b):
    return a ^ b


@ct.kernel
def scan_custom(x, k, run_max, run_xor, COLS: ct.Constant[int]):
    row = ct.bid(0)
    t = ct.load(x, index=(row, 0), shape=(1, COLS))
    ct.store(run_max, index=(row, 0), tile=ct.scan(t, axis=1, func=larger, identity=float("-inf")))
    tk = ct.load(k, index=(row, 0), shape=(1, COLS))
    ct.store(run_xor, index=(row, 0), tile=ct.scan(tk, axis=1, func=xor, identity=0, reverse=True))


EXPORTS = [
    export("scan_custom", scan_custom, [array(ct.float32, 2), array(ct.int32, 2), array(ct.float32, 2), array(ct.int32, 2), 128]),
]
