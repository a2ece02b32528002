"""Bit tricks through bitcast: |x| and copysign by masking the sign bit of f32 as u32,
the exponent field as an i32, and an f16's bits as i16."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def bitcast_bits(x, y, h, mag, sign_of_y, exponent, hbits, TILE: ct.Constant[int]):
    bid = ct.bid(0)
    vx = ct.bitcast(ct.load(x, index=(bid,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO), ct.uint32)
    vy = ct.bitcast(ct.load(y, index=(bid,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO), ct.uint32)
    vh = ct.load(h, index=(bid,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO)
    m = vx & 0x7FFFFFFF
    ct.store(mag, index=(bid,), tile=ct.bitcast(m, ct.float32))
    ct.store(sign_of_y, index=(bid,), tile=ct.bitcast(m | (vy & 0x80000000), ct.float32))
    ct.store(exponent, index=(bid,), tile=ct.bitcast((m >> 23), ct.int32) - 127)
    ct.store(hbits, index=(bid,), tile=ct.bitcast(vh, ct.int16) ^ 0x7C00)


EXPORTS = [
    export(
        "bitcast_bits",
        bitcast_bits,
        [array(ct.float32), array(ct.float32), array(ct.float16), array(ct.float32), array(ct.float32), array(ct.int32), array(ct.int16), 128],
    ),
]
