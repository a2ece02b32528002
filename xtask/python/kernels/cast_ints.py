"""Integer conversions among all widths: i32 truncated to i8 and u16, sign-extended
from i8 and zero-extended from u8 to i64, and u32 widened to i64."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def cast_ints(x, s8, u8, w, to_i8, to_u16, from_i8, from_u8, from_u32, TILE: ct.Constant[int]):
    bid = ct.bid(0)
    v = ct.load(x, index=(bid,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO)
    a = ct.load(s8, index=(bid,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO)
    b = ct.load(u8, index=(bid,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO)
    c = ct.load(w, index=(bid,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO)
    ct.store(to_i8, index=(bid,), tile=v.astype(ct.int8))
    ct.store(to_u16, index=(bid,), tile=v.astype(ct.uint16))
    ct.store(from_i8, index=(bid,), tile=a.astype(ct.int64) * 1000000007)
    ct.store(from_u8, index=(bid,), tile=b.astype(ct.int64) * 1000000007)
    ct.store(from_u32, index=(bid,), tile=c.astype(ct.int64) + c.astype(ct.int16).astype(ct.int64))


EXPORTS = [
    export(
        "cast_ints",
        cast_ints,
        [array(ct.int32), array(ct.int8), array(ct.uint8), array(ct.uint32),
         array(ct.int8), array(ct.uint16), array(ct.int64), array(ct.int64), array(ct.int64), 128],
    ),
]
