"""Flash attention, forward, for one head: softmax(Q K^T * scale) V over blocks of keys
with the online softmax, f16 inputs, f32 scores and accumulator, f16 output. `attention`
attends to every key; `attention_causal` to keys at or before the query's position, and
stops at the diagonal block."""

import cuda.tile as ct

from _corpus import array, export, scalar


@ct.function
def attend(q, k, v, out, scale, causal, BQ, BK, D):
    qb = ct.bid(0)
    tq = ct.load(q, index=(qb, 0), shape=(BQ, D))
    m = ct.full((BQ, 1), float("-inf"), dtype=ct.float32)
    l = ct.zeros((BQ, 1), dtype=ct.float32)
    acc = ct.zeros((BQ, D), dtype=ct.float32)
    n = ct.num_tiles(k, axis=0, shape=(BK, D))
    if causal:
        n = (qb * BQ + BQ + BK - 1) // BK
    rows = ct.arange(BQ, dtype=ct.int32) + qb * BQ
    for j in range(n):
        tk = ct.load(k, index=(j, 0), shape=(BK, D))
        tv = ct.load(v, index=(j, 0), shape=(BK, D))
        s = ct.mma(tq, ct.transpose(tk), ct.zeros((BQ, BK), dtype=ct.float32)) * scale
        if causal:
            cols = ct.arange(BK, dtype=ct.int32) + j * BK
            s = ct.where(cols[None, :] <= rows[:, None], s, float("-inf"))
        m_new = ct.maximum(m, ct.max(s, axis=1, keepdims=True))
        p = ct.exp(s - m_new)
        alpha = ct.exp(m - m_new)
        l = l * alpha + ct.sum(p, axis=1, keepdims=True)
        acc = ct.mma(p.astype(ct.float16), tv, acc * alpha)
        m = m_new
    ct.store(out, index=(qb, 0), tile=(acc / l).astype(ct.float16))


@ct.kernel
def attention(q, k, v, out, scale: float, BQ: ct.Constant[int], BK: ct.Constant[int], D: ct.Constant[int]):
    attend(q, k, v, out, scale, False, BQ, BK, D)


@ct.kernel
def attention_causal(q, k, v, out, scale: float, BQ: ct.Constant[int], BK: ct.Constant[int], D: ct.Constant[int]):
    attend(q, k, v, out, scale, True, BQ, BK, D)


def parameters():
    return [array(ct.float16, 2)] * 4 + [scalar(ct.float32), 16, 16, 32]


EXPORTS = [
    export("attention", attention, parameters()),
    export("attention_causal", attention_causal, parameters()),
]
