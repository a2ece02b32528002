"""Writes the integer and bitwise cases of tests/run/integer/ (python3 make_cases.py).

Expected values come from Python's unbounded integers, wrapped to the
element width; the error cases break an overflow promise or divide by zero.
"""

import os
import sys

import operator

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from casegen import write_case  # noqa: E402

rng = np.random.default_rng(131)


def wrap(v, w, signed=True):
    v &= (1 << w) - 1
    return v - (1 << w) if signed and v >> (w - 1) else v


def unsigned(v, w):
    return v & ((1 << w) - 1)


def div_round(a, b, mode):
    q = abs(a) // abs(b) * (1 if (a >= 0) == (b >= 0) else -1)
    r = a - q * b
    exact_above = r != 0 and (r > 0) == (b > 0)
    exact_below = r != 0 and not exact_above
    if mode == "positive_inf" and exact_above:
        return q + 1
    if mode == "negative_inf" and exact_below:
        return q - 1
    return q


def rem(a, b):
    return a - b * int(a / b) if abs(a) < 2**52 else a - b * (abs(a) // abs(b) * (1 if (a >= 0) == (b >= 0) else -1))


def shl(a, s, w):
    return 0 if s >= w else wrap(a << s, w)


def shr(a, s, w, signed):
    if signed:
        return a >> min(s, w - 1)
    return 0 if s >= w else unsigned(a, w) >> s


def cases_for(ty, w, n=32):
    lo, hi = -(1 << (w - 1)), (1 << (w - 1)) - 1
    edge = [0, 1, -1, lo, hi, 2, -2, lo + 1, hi - 1, 7, -7, 3, -3]
    a = edge + [int(x) for x in rng.integers(lo, hi, n - len(edge), endpoint=True)]
    b = [1, -1, 2, -1, 1, 3, 3, -3, -3, 2, 2, -2, -2] + [int(x) for x in rng.integers(lo, hi, n - len(edge), endpoint=True)]
    b = [x if x != 0 else 5 for x in b]
    s = [int(x) for x in rng.integers(0, w + 3, n)]
    u = lambda x: unsigned(x, w)  # noqa: E731
    ops = [
        ("absi %x0", lambda i: wrap(abs(a[i]), w)),
        ("addi %x0, %x1", lambda i: wrap(a[i] + b[i], w)),
        ("subi %x0, %x1", lambda i: wrap(a[i] - b[i], w)),
        ("muli %x0, %x1", lambda i: wrap(a[i] * b[i], w)),
        ("mulhii %x0, %x1", lambda i: wrap((u(a[i]) * u(b[i])) >> w, w)),
        ("negi %x0", lambda i: wrap(-a[i], w)),
        ("divi %x0, %x1 signed", lambda i: wrap(div_round(a[i], b[i], "zero") if not (a[i] == lo and b[i] == -1) else 1, w)),
        ("divi %x0, %x1 unsigned", lambda i: wrap(u(a[i]) // u(b[i]), w)),
        ("divi %x0, %x1 signed rounding<negative_inf>", lambda i: wrap(div_round(a[i], b[i], "negative_inf") if not (a[i] == lo and b[i] == -1) else 1, w)),
        ("divi %x0, %x1 signed rounding<positive_inf>", lambda i: wrap(div_round(a[i], b[i], "positive_inf") if not (a[i] == lo and b[i] == -1) else 1, w)),
        ("divi %x0, %x1 unsigned rounding<positive_inf>", lambda i: wrap(-(-u(a[i]) // u(b[i])), w)),
        ("remi %x0, %x1 signed", lambda i: wrap(a[i] - b[i] * div_round(a[i], b[i], "zero"), w)),
        ("remi %x0, %x1 unsigned", lambda i: wrap(u(a[i]) % u(b[i]), w)),
        ("maxi %x0, %x1 signed", lambda i: max(a[i], b[i])),
        ("maxi %x0, %x1 unsigned", lambda i: wrap(max(u(a[i]), u(b[i])), w)),
        ("mini %x0, %x1 signed", lambda i: min(a[i], b[i])),
        ("mini %x0, %x1 unsigned", lambda i: wrap(min(u(a[i]), u(b[i])), w)),
        ("shli %x0, %x2", lambda i: shl(a[i], s[i], w)),
        ("shri %x0, %x2 signed", lambda i: shr(a[i], s[i], w, True)),
        ("shri %x0, %x2 unsigned", lambda i: wrap(shr(a[i], s[i], w, False), w)),
        ("andi %x0, %x1", lambda i: wrap(a[i] & b[i], w)),
        ("ori %x0, %x1", lambda i: wrap(a[i] | b[i], w)),
        ("xori %x0, %x1", lambda i: wrap(a[i] ^ b[i], w)),
    ]
    # The signed MIN / -1 element is undefined: keep it out of divi's inputs.
    for i in range(n):
        if a[i] == lo and b[i] == -1:
            b[i] = 3
    body, outs = [], []
    for j, (text, fn) in enumerate(ops):
        body.append("%%y%d = %s : tile<{N}x%s>" % (j, text, ty))
        outs.append((ty, [fn(i) for i in range(n)]))
    preds = [("equal", operator.eq, "signed"), ("not_equal", operator.ne, "unsigned"), ("less_than", operator.lt, "signed"),
             ("less_than", operator.lt, "unsigned"), ("less_than_or_equal", operator.le, "signed"),
             ("greater_than", operator.gt, "unsigned"), ("greater_than_or_equal", operator.ge, "signed")]
    for name, sym, sg in preds:
        k = len(outs)
        body.append("%%y%d = cmpi %s %%x0, %%x1, %s : tile<{N}x%s> -> tile<{N}xi1>" % (k, name, sg, ty))
        conv = (lambda x: x) if sg == "signed" else u
        outs.append(("i1", [sym(conv(a[i]), conv(b[i])) for i in range(n)]))
    write_case(os.path.join(HERE, "ops_" + ty), [(ty, a), (ty, b), (ty, s)], outs, body)


def promise_cases():
    ok_a, ok_b = [1, 2, -3, 20], [2, 3, 4, -1]
    write_case(os.path.join(HERE, "promises_kept"), [("i8", ok_a), ("i8", ok_b)],
               [("i8", [3, 5, 1, 19]), ("i8", [2, 6, -12, -20]), ("i8", [4, 8, -12, 80])],
               ["%y0 = addi %x0, %x1 overflow<no_signed_wrap> : tile<{N}xi8>",
                "%y1 = muli %x0, %x1 overflow<no_signed_wrap> : tile<{N}xi8>",
                "%c = constant <i8: 2> : tile<{N}xi8>",
                "%y2 = shli %x0, %c overflow<no_signed_wrap> : tile<{N}xi8>"])
    write_case(os.path.join(HERE, "addi_no_signed_wrap_broken"), [("i8", [1, 100, 3, 4]), ("i8", [1, 28, 3, 4])], [("i8", None)],
               ["%y0 = addi %x0, %x1 overflow<no_signed_wrap> : tile<{N}xi8>"],
               error="'addi' has undefined behaviour at element 1: the signed result 128 does not fit in i8, breaking the no_signed_wrap promise")
    write_case(os.path.join(HERE, "subi_no_unsigned_wrap_broken"), [("i32", [5, 1, 3, 4]), ("i32", [1, 1, 4, 4])], [("i32", None)],
               ["%y0 = subi %x0, %x1 overflow<no_unsigned_wrap> : tile<{N}xi32>"],
               error="'subi' has undefined behaviour at element 2")
    write_case(os.path.join(HERE, "divi_by_zero"), [("i32", [5, 1, 3, 4]), ("i32", [1, 1, 3, 0])], [("i32", None)],
               ["%y0 = divi %x0, %x1 unsigned : tile<{N}xi32>"],
               error="'divi' has undefined behaviour at element 3: division of 4 by zero")
    write_case(os.path.join(HERE, "divi_signed_overflow"), [("i16", [-32768, 1]), ("i16", [-1, 1])], [("i16", None)],
               ["%y0 = divi %x0, %x1 signed : tile<{N}xi16>"],
               error="'divi' has undefined behaviour at element 0: the signed quotient -32768 / -1 overflows i16")
    write_case(os.path.join(HERE, "remi_by_zero"), [("i64", [5, 1]), ("i64", [0, 1])], [("i64", None)],
               ["%y0 = remi %x0, %x1 signed : tile<{N}xi64>"],
               error="'remi' has undefined behaviour at element 0: remainder of 5 by zero")
    write_case(os.path.join(HERE, "shli_no_unsigned_wrap_broken"), [("i8", [1, 64]), ("i8", [1, 2])], [("i8", None)],
               ["%y0 = shli %x0, %x1 overflow<no_unsigned_wrap> : tile<{N}xi8>"],
               error="'shli' has undefined behaviour at element 1")
    # The messages in full, for the PTX backend's checks (tests/ptx_emulator.rs
    # compares them too): other ops, widths and promises, and a tile wider
    # than a CTA (256 elements, two per thread) whose first failure is not
    # in the first thread that fails.
    write_case(os.path.join(HERE, "shli_no_signed_wrap_broken"), [("i8", [1, -64, 3, 0]), ("i8", [1, 2, 9, 0])], [("i8", None)],
               ["%y0 = shli %x0, %x1 overflow<no_signed_wrap> : tile<{N}xi8>"],
               error="'shli' has undefined behaviour at element 1: -64 << 2 loses significant bits, breaking the no_signed_wrap promise")
    write_case(os.path.join(HERE, "shli_past_the_width_broken"), [("i8", [0, 3, 0, 0]), ("i8", [9, 9, 0, 0])], [("i8", None)],
               ["%y0 = shli %x0, %x1 overflow<no_signed_wrap> : tile<{N}xi8>"],
               error="'shli' has undefined behaviour at element 1: 3 << 8 loses significant bits, breaking the no_signed_wrap promise")
    write_case(os.path.join(HERE, "muli_no_signed_wrap_broken"), [("i16", [3, 300]), ("i16", [2, 200])], [("i16", None)],
               ["%y0 = muli %x0, %x1 overflow<no_signed_wrap> : tile<{N}xi16>"],
               error="'muli' has undefined behaviour at element 1: the signed result 60000 does not fit in i16, breaking the no_signed_wrap promise")
    write_case(os.path.join(HERE, "muli_no_unsigned_wrap_broken"), [("i32", [2, 65536]), ("i32", [3, 65536])], [("i32", None)],
               ["%y0 = muli %x0, %x1 overflow<no_unsigned_wrap> : tile<{N}xi32>"],
               error="'muli' has undefined behaviour at element 1: the unsigned result 4294967296 does not fit in i32, breaking the no_unsigned_wrap promise")
    write_case(os.path.join(HERE, "subi_no_wrap_broken"), [("i16", [5, 1, -32768, 0]), ("i16", [1, 2, 1, 0])], [("i16", None)],
               ["%y0 = subi %x0, %x1 overflow<no_wrap> : tile<{N}xi16>"],
               error="'subi' has undefined behaviour at element 1: the unsigned result -1 does not fit in i16, breaking the no_unsigned_wrap promise")
    # 64 bits: the interpreter prints the exact result; the PTX checks, which
    # have no register for it, name the operands (expected_ptx_emulator_error).
    big = 2**63 - 1
    write_case(os.path.join(HERE, "addi_i64_no_signed_wrap_broken"), [("i64", [1, big]), ("i64", [1, 1])], [("i64", None)],
               ["%y0 = addi %x0, %x1 overflow<no_signed_wrap> : tile<{N}xi64>"],
               error="'addi' has undefined behaviour at element 1: the signed result %d does not fit in i64, breaking the no_signed_wrap promise" % (big + 1))
    with open(os.path.join(HERE, "addi_i64_no_signed_wrap_broken", "expected_ptx_emulator_error"), "w") as f:
        f.write("'addi' has undefined behaviour at element 1: the signed result of %d + 1 does not fit in i64, breaking the no_signed_wrap promise\n" % big)
    a = list(range(256))
    b = [1] * 256
    b[130] = 0
    b[200] = 0
    write_case(os.path.join(HERE, "divi_by_zero_wide"), [("i32", a), ("i32", b)], [("i32", None)],
               ["%y0 = divi %x0, %x1 signed : tile<{N}xi32>"],
               error="'divi' has undefined behaviour at element 130: division of 130 by zero")


if __name__ == "__main__":
    for ty, w in [("i8", 8), ("i16", 16), ("i32", 32), ("i64", 64)]:
        cases_for(ty, w)
    promise_cases()
