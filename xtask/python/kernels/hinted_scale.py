"""Performance hints as users write them: per-target kernel options (2 CTAs per cluster
and an occupancy on sm_90 only, ct.ByTarget), and loads and stores with latency hints,
one of them kept off TMA. They change the bytecode's hints, not what the kernel computes:
y = x * w[None, :] + 1 on f16 rows."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel(num_ctas=ct.ByTarget(sm_90=2), occupancy=ct.ByTarget(sm_90=4, default=2))
def hinted_scale(x, w, y, TM: ct.Constant[int], TN: ct.Constant[int]):
    bm = ct.bid(0)
    bn = ct.bid(1)
    t = ct.load(x, index=(bm, bn), shape=(TM, TN), latency=4, allow_tma=False)
    s = ct.load(w, index=(bn,), shape=(TN,), latency=1)
    ct.store(y, index=(bm, bn), tile=t * s[None, :] + 1.0, latency=2)


EXPORTS = [
    export("hinted_scale", hinted_scale, [array(ct.float16, 2), array(ct.float16), array(ct.float16, 2), 16, 64]),
]
