"""A tile's bytes: out_bytes = pack_to_bytes(x) and back = unpack_from_bytes(out_bytes,
f32) (13.3)."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def pack_bytes(x, out_bytes, back, TILE: ct.Constant[int]):
    b = ct.bid(0)
    t = ct.load(x, index=(b,), shape=(TILE,))
    raw = ct.pack_to_bytes(t)
    ct.store(out_bytes, index=(b,), tile=raw)
    ct.store(back, index=(b,), tile=ct.unpack_from_bytes(raw, ct.float32) + 1.0)


EXPORTS = [
    export("pack_bytes", pack_bytes, [array(ct.float32), array(ct.uint8), array(ct.float32), 32], since="13.3"),
]
