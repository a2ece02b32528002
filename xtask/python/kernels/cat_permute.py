"""Tile shuffles: two halves of a row joined with ct.cat (in swapped order), and a 3-D
tile permuted (axes 2, 0, 1) and stored."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def cat_permute(x, cube, swapped, permuted, HALF: ct.Constant[int], A: ct.Constant[int], B: ct.Constant[int], C: ct.Constant[int]):
    row = ct.bid(0)
    lo = ct.load(x, index=(row, 0), shape=(1, HALF))
    hi = ct.load(x, index=(row, 1), shape=(1, HALF))
    ct.store(swapped, index=(row, 0), tile=ct.cat((hi, lo), axis=1))
    t = ct.load(cube, index=(row, 0, 0), shape=(A, B, C))
    ct.store(permuted, index=(0, row, 0), tile=ct.permute(t, (2, 0, 1)))


EXPORTS = [
    export("cat_permute", cat_permute, [array(ct.int32, 2), array(ct.float32, 3), array(ct.int32, 2), array(ct.float32, 3), 16, 2, 4, 8]),
]
