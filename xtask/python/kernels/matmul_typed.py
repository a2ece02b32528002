"""C = A @ B for the input and accumulator types of ct.mma, one kernel exported per
pair: the accumulator has C's type, starts at zero, and is carried by the loop over K."""

import cuda.tile as ct

from _corpus import FP8_TARGETS, array, export


@ct.kernel
def matmul_typed(a, b, c, TM: ct.Constant[int], TN: ct.Constant[int], TK: ct.Constant[int]):
    bm = ct.bid(0)
    bn = ct.bid(1)
    acc = ct.zeros((TM, TN), dtype=c.dtype)
    for k in range(ct.num_tiles(a, axis=1, shape=(TM, TK))):
        ta = ct.load(a, index=(bm, k), shape=(TM, TK), padding_mode=ct.PaddingMode.ZERO)
        tb = ct.load(b, index=(k, bn), shape=(TK, TN), padding_mode=ct.PaddingMode.ZERO)
        acc = ct.mma(ta, tb, acc)
    ct.store(c, index=(bm, bn), tile=acc)


def typed(name, a, b, c, only_targets=()):
    return export(name, matmul_typed, [array(a, 2), array(b, 2), array(c, 2), 32, 32, 16], only_targets)


EXPORTS = [
    typed("matmul_f32", ct.float32, ct.float32, ct.float32),
    typed("matmul_f64", ct.float64, ct.float64, ct.float64),
    typed("matmul_bf16", ct.bfloat16, ct.bfloat16, ct.float32),
    typed("matmul_f16_acc16", ct.float16, ct.float16, ct.float16),
    typed("matmul_i8", ct.int8, ct.int8, ct.int32),
    typed("matmul_u8_i8", ct.uint8, ct.int8, ct.int32),
    typed("matmul_e4m3", ct.float8_e4m3fn, ct.float8_e4m3fn, ct.float32, FP8_TARGETS),
    typed("matmul_e5m2_acc16", ct.float8_e5m2, ct.float8_e5m2, ct.float16, FP8_TARGETS),
]
