"""Conversions among the 16-bit float types and from f64, with no f32 in between in the
source: f16 to bf16, bf16 to f16 (tiny values become subnormal or zero), f64 to f16."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def cast_narrow_floats(h, b, d, h2b, b2h, d2h, TILE: ct.Constant[int]):
    bid = ct.bid(0)
    vh = ct.load(h, index=(bid,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO)
    vb = ct.load(b, index=(bid,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO)
    vd = ct.load(d, index=(bid,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO)
    ct.store(h2b, index=(bid,), tile=vh.astype(ct.bfloat16))
    ct.store(b2h, index=(bid,), tile=vb.astype(ct.float16))
    ct.store(d2h, index=(bid,), tile=vd.astype(ct.float16))


EXPORTS = [
    export(
        "cast_narrow_floats",
        cast_narrow_floats,
        [array(ct.float16), array(ct.bfloat16), array(ct.float64), array(ct.bfloat16), array(ct.float16), array(ct.float16), 128],
    ),
]
