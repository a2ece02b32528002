"""An f32 array converted to the narrower float types: f16, bf16 and tf32 (and back,
which shows tf32's rounding), and to f64 and back through a product that is exact in
f64 only. (fp8: cast_fp8.py.)"""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def cast_floats(x, h, b, t, d, TILE: ct.Constant[int]):
    bid = ct.bid(0)
    v = ct.load(x, index=(bid,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO)
    ct.store(h, index=(bid,), tile=v.astype(ct.float16))
    ct.store(b, index=(bid,), tile=v.astype(ct.bfloat16))
    ct.store(t, index=(bid,), tile=v.astype(ct.tfloat32).astype(ct.float32))
    wide = v.astype(ct.float64)
    ct.store(d, index=(bid,), tile=(wide * wide).astype(ct.float32))


EXPORTS = [
    export(
        "cast_floats",
        cast_floats,
        [array(ct.float32), array(ct.float16), array(ct.bfloat16), array(ct.float32), array(ct.float32), 128],
    ),
]
