"""A linear layer with its epilogue: y = relu(x @ w + bias) with the `@` operator
(ct.matmul, whose result is f16 for f16 operands) and no loop over K (K fits one
tile); f16 throughout."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def linear_relu(x, w, bias, y, TM: ct.Constant[int], TN: ct.Constant[int], K: ct.Constant[int]):
    bm = ct.bid(0)
    bn = ct.bid(1)
    tx = ct.load(x, index=(bm, 0), shape=(TM, K))
    tw = ct.load(w, index=(0, bn), shape=(K, TN))
    tb = ct.load(bias, index=(bn,), shape=(TN,))
    ct.store(y, index=(bm, bn), tile=ct.maximum(tx @ tw + tb[None, :], 0.0))


EXPORTS = [
    export("linear_relu", linear_relu, [array(ct.float16, 2), array(ct.float16, 2), array(ct.float16), array(ct.float16, 2), 32, 32, 64]),
]
