"""out = atan2(y, x) element-wise, in f32 and f16 (atan2 is new in 13.2)."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def atan2_rows(y, x, out, TILE: ct.Constant[int]):
    b = ct.bid(0)
    ty = ct.load(y, index=(b,), shape=(TILE,))
    tx = ct.load(x, index=(b,), shape=(TILE,))
    ct.store(out, index=(b,), tile=ct.atan2(ty, tx))


EXPORTS = [
    export("atan2_f32", atan2_rows, [array(ct.float32), array(ct.float32), array(ct.float32), 128], since="13.2"),
    export("atan2_f16", atan2_rows, [array(ct.float16), array(ct.float16), array(ct.float16), 64], since="13.2"),
]
