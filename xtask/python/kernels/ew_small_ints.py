"""Element-wise i8 and i16 arithmetic that wraps: sums and products of i8, shifts and
bitwise ops of i16, and their maximum and minimum."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def ew_small_ints(a8, b8, a16, b16, sum8, prod8, mix16, TILE: ct.Constant[int]):
    bid = ct.bid(0)
    x = ct.load(a8, index=(bid,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO)
    y = ct.load(b8, index=(bid,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO)
    u = ct.load(a16, index=(bid,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO)
    v = ct.load(b16, index=(bid,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO)
    ct.store(sum8, index=(bid,), tile=x + y)
    ct.store(prod8, index=(bid,), tile=ct.maximum(x * y, ct.minimum(x, y)))
    ct.store(mix16, index=(bid,), tile=((u << 3) ^ (v >> 2)) | (u & v))


EXPORTS = [
    export(
        "ew_small_ints",
        ew_small_ints,
        [array(ct.int8), array(ct.int8), array(ct.int16), array(ct.int16), array(ct.int8), array(ct.int8), array(ct.int16), 128],
    ),
]
