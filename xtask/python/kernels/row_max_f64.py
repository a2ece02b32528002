"""The maximum and minimum of each row of an f64 array.

cuTile Python 1.7 writes float attributes as the zigzag varint of their bit pattern taken
as an unsigned number, so an f64 attribute with the sign bit set takes 65 bits. NVIDIA's
bytecode reader keeps the low 64, which turns the max reduction's identity, -inf, into
+inf (tileirdisasm prints `identities=[0x7FF0000000000000 : f64]`): as NVIDIA's tools
read this file, and as tilesmith reads it, `ct.max` of f64 gives +inf. The minimum's
identity, +inf, is unaffected. Kept as a record of what users of 1.7 get."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def row_max_f64(x, maxes, mins, COLS: ct.Constant[int]):
    row = ct.bid(0)
    t = ct.load(x, index=(row, 0), shape=(1, COLS))
    ct.store(maxes, index=(row,), tile=ct.max(t, axis=1))
    ct.store(mins, index=(row,), tile=ct.min(t, axis=1))


EXPORTS = [
    export("row_max_f64", row_max_f64, [array(ct.float64, 2), array(ct.float64), array(ct.float64), 32]),
]
