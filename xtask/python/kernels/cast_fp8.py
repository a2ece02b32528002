"""fp8 conversions: f32 narrowed to f8e4m3fn and f8e5m2, and fp8 widened to f16 and
bf16 with no f32 in between in the source."""

import cuda.tile as ct

from _corpus import FP8_TARGETS, array, export


@ct.kernel
def cast_fp8(x, e4, e5, to_e4, to_e5, e4h, e5b, TILE: ct.Constant[int]):
    bid = ct.bid(0)
    v = ct.load(x, index=(bid,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO)
    v4 = ct.load(e4, index=(bid,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO)
    v5 = ct.load(e5, index=(bid,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO)
    ct.store(to_e4, index=(bid,), tile=v.astype(ct.float8_e4m3fn))
    ct.store(to_e5, index=(bid,), tile=v.astype(ct.float8_e5m2))
    ct.store(e4h, index=(bid,), tile=v4.astype(ct.float16) * 2.0)
    ct.store(e5b, index=(bid,), tile=v5.astype(ct.bfloat16))


EXPORTS = [
    export(
        "cast_fp8",
        cast_fp8,
        [array(ct.float32), array(ct.float8_e4m3fn), array(ct.float8_e5m2),
         array(ct.float8_e4m3fn), array(ct.float8_e5m2), array(ct.float16), array(ct.bfloat16), 128],
        only_targets=FP8_TARGETS,
    ),
]
