"""Layer normalization of each row of a 2-D f16 array, statistics in f32."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def layernorm(x, weight, bias, y, eps: ct.Constant[float], COLS: ct.Constant[int]):
    row = ct.bid(0)
    t = ct.load(x, index=(row, 0), shape=(1, COLS), padding_mode=ct.PaddingMode.ZERO)
    t = t.astype(ct.float32)
    mean = ct.sum(t, axis=1, keepdims=True) / COLS
    centered = t - mean
    var = ct.sum(centered * centered, axis=1, keepdims=True) / COLS
    normed = centered * ct.rsqrt(var + eps)
    w = ct.load(weight, index=(0,), shape=(COLS,)).astype(ct.float32)
    b = ct.load(bias, index=(0,), shape=(COLS,)).astype(ct.float32)
    out = normed * ct.reshape(w, (1, COLS)) + ct.reshape(b, (1, COLS))
    ct.store(y, index=(row, 0), tile=out.astype(ct.float16))


EXPORTS = [
    export(
        "layernorm",
        layernorm,
        [array(ct.float16, 2), array(ct.float16), array(ct.float16), array(ct.float16, 2), 1e-5, 512],
    ),
]
