"""An embedding lookup: out[i, :] = table[ids[i], :] * scale, a 2-D gather with a column
of row indices and a row of column indices; ids outside the table give zero rows (the
gather's bounds check)."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def embedding_gather(ids, table, out, TM: ct.Constant[int], D: ct.Constant[int]):
    bm = ct.bid(0)
    rows = ct.load(ids, index=(bm,), shape=(TM,))
    cols = ct.arange(D, dtype=ct.int32)
    v = ct.gather(table, (rows[:, None], cols[None, :]))
    ct.store(out, index=(bm, 0), tile=v * 2.0)


EXPORTS = [
    export("embedding_gather", embedding_gather, [array(ct.int32), array(ct.float16, 2), array(ct.float16, 2), 16, 32]),
]
