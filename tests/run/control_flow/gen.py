# Expected outputs of tests/run/control_flow, computed in plain Python.
import numpy as np, os
def collatz(n):
    s = 0
    while n > 1:
        n = 3 * n + 1 if n % 2 == 1 else n // 2
        s += 1
    return s
here = os.path.dirname(os.path.abspath(__file__))
for case, n in [("n6", 6), ("n2000", 2000)]:
    out = [sum(range(n)), collatz(n), 100 if n > 5 else 200, 0 if n > 1000 else 7]
    os.makedirs(os.path.join(here, case, "expected"), exist_ok=True)
    np.save(os.path.join(here, case, "expected", "0.npy"), np.array(out, dtype=np.int32))
