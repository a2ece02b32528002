"""13.4's additions as cuTile writes them: ct.insert (insert), x ** n with an integer
exponent (fpowi), the grid dependency controls (gdc_wait_tko, gdc_launch_dependents_tko)
and a load and store without bounds checks (inbounds)."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def insert_block(x, patch, out, TILE: ct.Constant[int]):
    b = ct.bid(0)
    t = ct.load(x, index=(b,), shape=(TILE,))
    p = ct.load(patch, index=(0,), shape=(8,))
    ct.store(out, index=(b,), tile=ct.insert(t, (1,), p))


@ct.kernel
def power_int(x, n, out, TILE: ct.Constant[int]):
    b = ct.bid(0)
    t = ct.load(x, index=(b,), shape=(TILE,))
    e = ct.load(n, index=(b,), shape=(TILE,))
    ct.store(out, index=(b,), tile=t ** e)


@ct.kernel
def gdc_copy(x, out, TILE: ct.Constant[int]):
    ct.grid_dependency_control_wait()
    b = ct.bid(0)
    t = ct.load(x, index=(b,), shape=(TILE,), check_bounds=False)
    ct.grid_dependency_control_launch_dependents()
    ct.store(out, index=(b,), tile=t + 1.0, check_bounds=False)


EXPORTS = [
    export("insert_block", insert_block, [array(ct.float32), array(ct.float32), array(ct.float32), 32], since="13.4"),
    export("power_int", power_int, [array(ct.float32), array(ct.int32), array(ct.float32), 64], since="13.4"),
    export("gdc_copy", gdc_copy, [array(ct.float32), array(ct.float32), 128], since="13.4"),
]
