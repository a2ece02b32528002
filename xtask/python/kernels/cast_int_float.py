"""Integers to floats and back: i32 to f32 (rounded where |x| > 2^24), u8 to f16, i64
to f64, and f32 to i32 and u8 (truncating toward zero) and f16 to i16."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def cast_int_float(i, b, l, f, h, i2f, b2h, l2d, f2i, f2u, h2s, TILE: ct.Constant[int]):
    bid = ct.bid(0)
    vi = ct.load(i, index=(bid,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO)
    vb = ct.load(b, index=(bid,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO)
    vl = ct.load(l, index=(bid,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO)
    vf = ct.load(f, index=(bid,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO)
    vh = ct.load(h, index=(bid,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO)
    ct.store(i2f, index=(bid,), tile=vi.astype(ct.float32))
    ct.store(b2h, index=(bid,), tile=vb.astype(ct.float16))
    ct.store(l2d, index=(bid,), tile=vl.astype(ct.float64))
    ct.store(f2i, index=(bid,), tile=vf.astype(ct.int32))
    ct.store(f2u, index=(bid,), tile=ct.abs(vf).astype(ct.uint8))
    ct.store(h2s, index=(bid,), tile=vh.astype(ct.int16))


EXPORTS = [
    export(
        "cast_int_float",
        cast_int_float,
        [array(ct.int32), array(ct.uint8), array(ct.int64), array(ct.float32), array(ct.float16),
         array(ct.float32), array(ct.float16), array(ct.float64), array(ct.int32), array(ct.uint8), array(ct.int16), 128],
    ),
]
