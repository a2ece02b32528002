"""y = relu(x * scale[:, None] + bias[None, :]) on i32 rows, in blocks of rows and
columns of a 2-D grid, with partial tiles at both edges."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def bias_rows(x, scale, bias, y, TM: ct.Constant[int], TN: ct.Constant[int]):
    bm = ct.bid(0)
    bn = ct.bid(1)
    t = ct.load(x, index=(bm, bn), shape=(TM, TN), padding_mode=ct.PaddingMode.ZERO)
    s = ct.load(scale, index=(bm,), shape=(TM,), padding_mode=ct.PaddingMode.ZERO)
    b = ct.load(bias, index=(bn,), shape=(TN,), padding_mode=ct.PaddingMode.ZERO)
    out = t * s[:, None] + b[None, :]
    ct.store(y, index=(bm, bn), tile=ct.maximum(out, 0))


EXPORTS = [
    export("bias_rows", bias_rows, [array(ct.int32, 2), array(ct.int32), array(ct.int32), array(ct.int32, 2), 16, 32]),
]
