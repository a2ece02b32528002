"""Arrays with the layout facts a framework knows (row-major with unit inner stride,
16-byte aligned base, sizes and row strides divisible by 8): cuTile turns them into
`assume` ops. y = x * 2 + bias on f16 rows."""

import cuda.tile as ct

from _corpus import array, export


def contiguous(dtype, ndim):
    return array(dtype, ndim, stride_constant=(None,) * (ndim - 1) + (1,), stride_divisible_by=(8,) * (ndim - 1) + (1,),
                 shape_divisible_by=8, base_addr_divisible_by=16)


@ct.kernel
def aligned_rows(x, bias, y, TM: ct.Constant[int], TN: ct.Constant[int]):
    bm = ct.bid(0)
    bn = ct.bid(1)
    t = ct.load(x, index=(bm, bn), shape=(TM, TN))
    b = ct.load(bias, index=(bn,), shape=(TN,))
    ct.store(y, index=(bm, bn), tile=t * 2.0 + b[None, :])


EXPORTS = [
    export("aligned_rows", aligned_rows, [contiguous(ct.float16, 2), contiguous(ct.float16, 1), contiguous(ct.float16, 2), 8, 64]),
]
