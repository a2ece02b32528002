"""A 3-D grid: each block writes, at its (z, y, x) place of a 3-D array, a tile coding
its block indices and the grid's size along each axis (ct.bid and ct.num_blocks)."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def grid3d_codes(out, T: ct.Constant[int]):
    x, y, z = ct.bid(0), ct.bid(1), ct.bid(2)
    nx, ny, nz = ct.num_blocks(0), ct.num_blocks(1), ct.num_blocks(2)
    code = ((z * ny + y) * nx + x) * 1000 + nx * 100 + ny * 10 + nz
    lane = ct.arange(T, dtype=ct.int32)
    tile = code * 100 + lane[None, None, :]
    ct.store(out, index=(z, y, x), tile=tile)


EXPORTS = [
    export("grid3d_codes", grid3d_codes, [array(ct.int32, 3), 8]),
]
