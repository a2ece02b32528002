"""Bitwise atomics: each block sets its bit in a mask word (or), clears it in another
(and), toggles it in a third (xor), and exchanges its own slot, keeping the old value."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def atomic_bits(words, slots, old):
    bid = ct.bid(0)
    bit = 1 << (bid % 32)
    word = bid // 32
    ct.atomic_or(words, word * 3, bit)
    ct.atomic_and(words, word * 3 + 1, ~bit)
    ct.atomic_xor(words, word * 3 + 2, bit)
    previous = ct.atomic_xchg(slots, bid, bid * 7 + 1)
    ct.store(old, index=(bid,), tile=ct.reshape(previous, (1,)))


EXPORTS = [
    export("atomic_bits", atomic_bits, [array(ct.int32), array(ct.int32), array(ct.int32)]),
]
