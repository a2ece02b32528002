"""Layer normalization of bf16 rows longer than a tile: a loop accumulates the sum and
the sum of squares of the row's chunks in f32, a second loop normalizes each chunk with
its gamma and beta and writes f32."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def layernorm_chunked(x, gamma, beta, y, eps: ct.Constant[float], TILE: ct.Constant[int]):
    row = ct.bid(0)
    n = ct.num_tiles(x, axis=1, shape=(1, TILE))
    cols = ct.num_tiles(x, axis=1, shape=(1, 1))
    total = ct.zeros((1, TILE), dtype=ct.float32)
    squares = ct.zeros((1, TILE), dtype=ct.float32)
    for j in range(n):
        t = ct.load(x, index=(row, j), shape=(1, TILE), padding_mode=ct.PaddingMode.ZERO).astype(ct.float32)
        total = total + t
        squares = squares + t * t
    mean = ct.sum(total, axis=1, keepdims=True) / cols
    var = ct.sum(squares, axis=1, keepdims=True) / cols - mean * mean
    inv = ct.rsqrt(var + eps)
    for j in range(n):
        t = ct.load(x, index=(row, j), shape=(1, TILE), padding_mode=ct.PaddingMode.ZERO).astype(ct.float32)
        g = ct.load(gamma, index=(j,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO).astype(ct.float32)
        b = ct.load(beta, index=(j,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO).astype(ct.float32)
        ct.store(y, index=(row, j), tile=(t - mean) * inv * g[None, :] + b[None, :])


EXPORTS = [
    export(
        "layernorm_chunked",
        layernorm_chunked,
        [array(ct.bfloat16, 2), array(ct.bfloat16), array(ct.bfloat16), array(ct.float32, 2), 1e-5, 128],
    ),
]
