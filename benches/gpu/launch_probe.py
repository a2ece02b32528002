#!/usr/bin/env python3
"""The launch probe of the GPU bundle (`cargo xtask gpu-bundle`; docs/compile.md,
"Launching"): can cuTile Python launch a cubin of tilesmith's?

cuTile Python launches its kernels with a block of (1, 1, 1) threads
(`cext/tile_kernel.cpp`) and the driver starts the threads that tileiras's
cubins ask for. The bundle holds four cubins of benches/gpu/launch_probe.mlir
(out = 2 x over 128 elements, one CTA), all made on the development machine
for sm_90a:

- plain.cubin: tilesmith's PTX through ptxas, as `tilesmith compile` makes it;
- marked.cubin: the same PTX declaring the kernel's language as tileiras's
  PTX does (`.language 7`, PTX ISA 9.2, and the 64-byte global
  `___NV_TILE_LAUNCH_META_DATA___`), no host object;
- host.cubin: marked.cubin's PTX with the host object of tileiras's cubin of
  the same kernel (`ptxas --nv-host=host.o -uumn`, as tileiras runs ptxas);
- tileiras.cubin: tileiras's own, the control.

Each is loaded and launched twice, with a block of (1, 1, 1) and of
(128, 1, 1); the report (launch-probe.txt) says for each launch the driver's
answer and how many of the 128 elements came out right. Needs PyTorch with
CUDA (memory and the context), as bench.py does; the cubins run only on a
device of compute capability 9.0.
"""

import argparse
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bench  # noqa: E402  (its Driver: the CUDA driver through ctypes)

CUBINS = ["plain", "marked", "host", "tileiras"]
ELEMENTS = 128


def probe(folder, name):
    """The report's lines for one cubin, loaded and launched in this process."""
    import torch

    driver = bench.Driver(torch)
    path = os.path.join(folder, f"{name}.cubin")
    if not os.path.exists(path):
        return [f"{name}: no cubin ({path})"]
    try:
        function = driver.function(path, "probe")
    except RuntimeError as e:
        return [f"{name}: not loaded: {e}"]
    x = torch.arange(ELEMENTS, device="cuda", dtype=torch.float32) + 1
    lines = []
    for threads in (1, ELEMENTS):
        out = torch.zeros(ELEMENTS, device="cuda", dtype=torch.float32)
        try:
            driver.launch(function, [1], threads, ["ptr", "ptr"], [x, out])
            torch.cuda.synchronize()
            right = int((out == 2 * x).sum().item())
            lines.append(f"{name}, block ({threads}, 1, 1): launched, {right} of {ELEMENTS} elements right")
        except RuntimeError as e:
            lines.append(f"{name}, block ({threads}, 1, 1): {e}")
    return lines


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dir", required=True, help="the folder of the probe's cubins")
    parser.add_argument("--out", help="the report file")
    parser.add_argument("--one", choices=CUBINS, help="probe this cubin alone, in this process")
    args = parser.parse_args()
    if args.one:
        print("\n".join(probe(args.dir, args.one)))
        return
    import torch

    major, minor = torch.cuda.get_device_capability()
    lines = [f"device: {torch.cuda.get_device_name()} (compute capability {major}.{minor})"]
    if (major, minor) != (9, 0):
        lines.append("the probe's cubins are sm_90a: not run on this device")
    for name in CUBINS if (major, minor) == (9, 0) else []:
        # Each cubin in a process of its own: a launch that faults leaves
        # its context unusable, and must not decide the others' answers.
        run = subprocess.run([sys.executable, os.path.abspath(__file__), "--dir", args.dir, "--one", name], capture_output=True, text=True, timeout=120)
        lines += run.stdout.splitlines() or [f"{name}: the probe exited {run.returncode}: {run.stderr.strip()[-300:]}"]
    text = "\n".join(lines) + "\n"
    if args.out:
        with open(args.out, "w") as f:
            f.write(text)
    print(text, end="")


if __name__ == "__main__":
    main()
