"""Unsigned arithmetic: u8 sums that wrap, u16 logical shifts and comparisons that
treat the high bit as magnitude, and u64 products."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def ew_unsigned(a8, b8, a16, b16, a64, sum8, big16, prod64, TILE: ct.Constant[int]):
    bid = ct.bid(0)
    x = ct.load(a8, index=(bid,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO)
    y = ct.load(b8, index=(bid,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO)
    u = ct.load(a16, index=(bid,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO)
    v = ct.load(b16, index=(bid,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO)
    w = ct.load(a64, index=(bid,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO)
    ct.store(sum8, index=(bid,), tile=x + y + 200)
    ct.store(big16, index=(bid,), tile=ct.where(u > v, u >> 3, v % 1000))
    ct.store(prod64, index=(bid,), tile=w * 0x9E3779B97F4A7C15 + (w >> 7))


EXPORTS = [
    export(
        "ew_unsigned",
        ew_unsigned,
        [array(ct.uint8), array(ct.uint8), array(ct.uint16), array(ct.uint16), array(ct.uint64), array(ct.uint8), array(ct.uint16), array(ct.uint64), 128],
    ),
]
