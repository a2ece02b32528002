"""Integer and bitwise arithmetic on u32 with a select: a small hash-like mix.

No `//` on unsigned values: cuda-tile 1.7.0 exports it as `divi ... unsigned
rounding<negative_inf>`, which the 13.1 verifier rejects (tileirdisasm and tileiras
refuse the file).
"""

import cuda.tile as ct

from _corpus import array, export, scalar


@ct.kernel
def bit_mix(x, y, seed, TILE: ct.Constant[int]):
    bid = ct.bid(0)
    v = ct.load(x, index=(bid,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO)
    h = v ^ seed
    h = (h << 5) | (h >> 27)
    h = h * 2654435761 + v % 7
    h = ct.where(h > v, h & 0xFFFF, ~h)
    ct.store(y, index=(bid,), tile=h)


EXPORTS = [
    export("bit_mix", bit_mix, [array(ct.uint32), array(ct.uint32), scalar(ct.uint32), 128]),
]
