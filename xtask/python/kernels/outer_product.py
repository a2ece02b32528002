"""Broadcasting: out[i, j] = x[i] * y[j] + b, an outer product built from a column and a
row (expand_dims and reshape), and its row sums through a broadcast back."""

import cuda.tile as ct

from _corpus import array, export, scalar


@ct.kernel
def outer_product(x, y, out, centered, b, TM: ct.Constant[int], TN: ct.Constant[int]):
    bm = ct.bid(0)
    bn = ct.bid(1)
    col = ct.expand_dims(ct.load(x, index=(bm,), shape=(TM,)), axis=1)
    row = ct.reshape(ct.load(y, index=(bn,), shape=(TN,)), (1, TN))
    prod = col * row + b
    ct.store(out, index=(bm, bn), tile=prod)
    mean = ct.sum(prod, axis=1, keepdims=True) / TN
    ct.store(centered, index=(bm, bn), tile=prod - ct.broadcast_to(mean, (TM, TN)))


EXPORTS = [
    export(
        "outer_product",
        outer_product,
        [array(ct.float32), array(ct.float32), array(ct.float32, 2), array(ct.float32, 2), scalar(ct.float32), 32, 64],
    ),
]
