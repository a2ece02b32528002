"""RMS normalization of f16 rows with an f16 weight, computed in f32:
y = x * rsqrt(mean(x^2) + eps) * w."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def rmsnorm(x, w, y, eps: ct.Constant[float], COLS: ct.Constant[int]):
    row = ct.bid(0)
    t = ct.load(x, index=(row, 0), shape=(1, COLS)).astype(ct.float32)
    ms = ct.sum(t * t, axis=1, keepdims=True) / COLS
    weight = ct.load(w, index=(0,), shape=(COLS,)).astype(ct.float32)
    out = t * ct.rsqrt(ms + eps) * weight[None, :]
    ct.store(y, index=(row, 0), tile=out.astype(ct.float16))


EXPORTS = [
    export("rmsnorm", rmsnorm, [array(ct.float16, 2), array(ct.float16), array(ct.float16, 2), 1e-6, 256]),
]
