"""Constants at the edges of their types, as a kernel writes them: subnormal, negative
zero, the largest finite values, infinities and NaN, thirds and tenths that do not end
in binary, in f32, f64, f16 and bf16, and the extreme integers of i8, i16 and i64."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def constants_zoo(f, d, h, b, i8s, i16s, i64s):
    ct.store(f, index=(0,), tile=ct.full((1,), 1e-40, dtype=ct.float32))
    ct.store(f, index=(1,), tile=ct.full((1,), -0.0, dtype=ct.float32))
    ct.store(f, index=(2,), tile=ct.full((1,), 3.4028234663852886e38, dtype=ct.float32))
    ct.store(f, index=(3,), tile=ct.full((1,), 1.0 / 3.0, dtype=ct.float32))
    ct.store(f, index=(4,), tile=ct.full((1,), float("-inf"), dtype=ct.float32))
    ct.store(f, index=(5,), tile=ct.full((1,), float("nan"), dtype=ct.float32))
    ct.store(f, index=(6,), tile=ct.full((1,), 0.1, dtype=ct.float32))
    ct.store(f, index=(7,), tile=ct.full((1,), 1.401298464324817e-45, dtype=ct.float32))
    ct.store(d, index=(0,), tile=ct.full((1,), 5e-324, dtype=ct.float64))
    ct.store(d, index=(1,), tile=ct.full((1,), 1.7976931348623157e308, dtype=ct.float64))
    ct.store(d, index=(2,), tile=ct.full((1,), 0.1, dtype=ct.float64))
    ct.store(d, index=(3,), tile=ct.full((1,), -1e-310, dtype=ct.float64))
    ct.store(h, index=(0,), tile=ct.full((1,), 65504.0, dtype=ct.float16))
    ct.store(h, index=(1,), tile=ct.full((1,), 6e-08, dtype=ct.float16))
    ct.store(h, index=(2,), tile=ct.full((1,), 0.1, dtype=ct.float16))
    ct.store(h, index=(3,), tile=ct.full((1,), float("inf"), dtype=ct.float16))
    ct.store(b, index=(0,), tile=ct.full((1,), 1e30, dtype=ct.bfloat16))
    ct.store(b, index=(1,), tile=ct.full((1,), -0.1, dtype=ct.bfloat16))
    ct.store(b, index=(2,), tile=ct.full((1,), 3.3895313892515355e38, dtype=ct.bfloat16))
    ct.store(b, index=(3,), tile=ct.full((1,), 1e-40, dtype=ct.bfloat16))
    ct.store(i8s, index=(0,), tile=ct.full((2,), -128, dtype=ct.int8))
    ct.store(i16s, index=(0,), tile=ct.full((2,), 32767, dtype=ct.int16))
    ct.store(i64s, index=(0,), tile=ct.full((2,), -9223372036854775808, dtype=ct.int64))


EXPORTS = [
    export("constants_zoo", constants_zoo, [array(ct.float32), array(ct.float64), array(ct.float16), array(ct.bfloat16),
                                            array(ct.int8), array(ct.int16), array(ct.int64)]),
]
