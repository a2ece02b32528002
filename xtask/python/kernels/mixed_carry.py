"""A loop carrying values of four types at once: an f32 sum tile, an f16 running
maximum tile, an i32 count of positive elements and an i64 checksum, over the tiles of
a row."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def mixed_carry(x, sums, maxes, counts, checks, TILE: ct.Constant[int]):
    row = ct.bid(0)
    total = ct.zeros((1, TILE), dtype=ct.float32)
    biggest = ct.full((1, TILE), float("-inf"), dtype=ct.float16)
    positives = 0
    check = ct.zeros((1,), dtype=ct.int64)
    for j in range(ct.num_tiles(x, axis=1, shape=(1, TILE))):
        t = ct.load(x, index=(row, j), shape=(1, TILE), padding_mode=ct.PaddingMode.ZERO)
        total = total + t
        biggest = ct.maximum(biggest, t.astype(ct.float16))
        positives += ct.sum((t > 0).astype(ct.int32))
        check = check * 31 + ct.sum(ct.bitcast(t, ct.int32).astype(ct.int64), axis=1)
    ct.store(sums, index=(row, 0), tile=total)
    ct.store(maxes, index=(row, 0), tile=biggest)
    ct.store(counts, index=(row,), tile=ct.full((1,), positives, dtype=ct.int32))
    ct.store(checks, index=(row,), tile=check)


EXPORTS = [
    export(
        "mixed_carry",
        mixed_carry,
        [array(ct.float32, 2), array(ct.float32, 2), array(ct.float16, 2), array(ct.int32), array(ct.int64), 64],
    ),
]
