"""Rows scattered to the positions a permutation gives, with a mask that drops rows whose
key is negative: out[perm[i], :] = x[i, :] where key[i] >= 0 (a 2-D scatter)."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def scatter_rows(x, perm, key, out, TM: ct.Constant[int], D: ct.Constant[int]):
    bm = ct.bid(0)
    t = ct.load(x, index=(bm, 0), shape=(TM, D))
    dest = ct.load(perm, index=(bm,), shape=(TM,))
    keep = ct.load(key, index=(bm,), shape=(TM,)) >= 0
    cols = ct.arange(D, dtype=ct.int32)
    ct.scatter(out, (dest[:, None], cols[None, :]), t, mask=keep[:, None])


EXPORTS = [
    export("scatter_rows", scatter_rows, [array(ct.int32, 2), array(ct.int32), array(ct.int32), array(ct.int32, 2), 16, 8]),
]
