"""Writes the generated inputs of tests/hostile (deterministic; run from anywhere).

    python3 tests/hostile/gen.py

Each generator below writes one input file (and its .cmd) into error/ or ok/;
the .expected files are blessed by the test (BLESS=1 cargo test --test hostile).
"""

import os

HERE = os.path.dirname(os.path.abspath(__file__))


def write(outcome, name, text, cmd):
    folder = os.path.join(HERE, outcome)
    os.makedirs(folder, exist_ok=True)
    mode = "wb" if isinstance(text, bytes) else "w"
    with open(os.path.join(folder, name), mode) as f:
        f.write(text)
    with open(os.path.join(folder, os.path.splitext(name)[0] + ".cmd"), "w") as f:
        f.write(cmd + "\n")


GENERATORS = []


def generator(fn):
    GENERATORS.append(fn)
    return fn


def main():
    for fn in GENERATORS:
        fn()


if __name__ == "__main__":
    main()
