"""A compare-and-swap retry loop: every block multiplies a shared u32 counter by its
factor, reading the counter, computing the product and retrying with ct.atomic_cas
(in a `while True` loop) until no other block wrote in between."""

import cuda.tile as ct

from _corpus import array, export


@ct.kernel
def cas_product(counter, factors):
    bid = ct.bid(0)
    f = ct.gather(factors, bid)
    seen = ct.gather(counter, 0)
    while True:
        old = ct.atomic_cas(counter, 0, seen, seen * f)
        if old == seen:
            break
        seen = old


EXPORTS = [
    export("cas_product", cas_product, [array(ct.uint32), array(ct.uint32)]),
]
