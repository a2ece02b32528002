"""A kernel tilesmith refuses: cuTile Python accepts it and writes its bytecode, but its
tile of 2^24 f32 elements is too large for tilesmith's PTX backend, which unrolls tiles
(one instruction per element a thread holds) and stops past 2^20 instructions a kernel.

tests/cutile_shims.rs compiles it through tilesmith's `tileiras` shim and checks that
cuTile Python shows its user this file and the line marked below.
"""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def too_large(x, y):
    t = ct.load(x, index=(0,), shape=(1 << 24,)) * 2.0  # tilesmith refuses this line
    ct.store(y, index=(0,), tile=t)


EXPORTS = [
    export("too_large", too_large, [array(ct.float32), array(ct.float32)]),
]
