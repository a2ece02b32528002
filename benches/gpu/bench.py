#!/usr/bin/env python3
"""The GPU benchmarks of the GPU bundle (`cargo xtask gpu-bundle`; docs/ptx.md,
"The GPU bundle"): tilesmith's kernels of benches/gpu/kernels.mlir, lowered by
`tilesmith ptx` for this GPU and loaded through the CUDA driver, timed with
CUDA events beside what PyTorch runs for the same work in the same process:

- bandwidth: `copy_f32` against a device-to-device copy (`Tensor.copy_`);
- GEMM: f16 and bf16, 4096^3 and 8192^3, against `torch.matmul` (cuBLAS);
- attention forward: against `torch.nn.functional.scaled_dot_product_attention`;

the products and attention both as lowered by default and with `--prefetch`
(their loops' tiles loaded a step ahead).

Each result is checked against PyTorch's before it is timed (a kernel that
computes the wrong thing fails the run, however fast); times are the median
of the timed launches. Writes bench.txt (a Markdown table) and bench.json to
--out. Needs PyTorch with CUDA; nothing else (the driver is reached through
ctypes).

`--plan` needs neither a GPU nor PyTorch: it lowers every kernel for sm_80
and sm_90a, with and without `--prefetch`, and checks that the arguments this script passes match the
parameters the PTX declares (tests/gpu_bench.rs runs it in CI).
"""

import argparse
import ctypes
import json
import os
import re
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
KERNELS = os.path.join(HERE, "kernels.mlir")

# What each kernel takes: "ptr", "i32" or "f32", in order (the PTX's .u64,
# .u32 and .f32 parameters), and its threads a CTA where known.
SIGNATURES = {
    "copy_f32": ["ptr", "ptr", "i32"],
    "gemm_f16_128x128x32": ["ptr", "ptr", "ptr", "i32", "i32", "i32"],
    "gemm_bf16_128x128x32": ["ptr", "ptr", "ptr", "i32", "i32", "i32"],
    "gemm_f16_128x256x64": ["ptr", "ptr", "ptr", "i32", "i32", "i32"],
    "attention_f16_64x64_d64": ["ptr", "ptr", "ptr", "ptr", "i32", "i32", "f32"],
}
PTX_TYPE = {"ptr": ".u64", "i32": ".u32", "f32": ".f32"}


def lower(tilesmith, kernel, arch, folder, prefetch=False):
    """Lowers `kernel` for `arch` (with `--prefetch`: its loop's tiles loaded
    a step ahead) into folder/<kernel>[.prefetch].<arch>.ptx; returns the
    path and the seconds it took."""
    path = os.path.join(folder, f"{kernel}{'.prefetch' if prefetch else ''}.{arch}.ptx")
    start = time.perf_counter()
    done = subprocess.run([tilesmith, "ptx", KERNELS, "--kernel", kernel, "--arch", arch, "-o", path] + (["--prefetch"] if prefetch else []), capture_output=True, text=True)
    seconds = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(f"tilesmith ptx --kernel {kernel} --arch {arch} failed:\n{done.stderr}")
    return path, seconds


def ptx_signature(path, kernel):
    """The parameter types and the .reqntid threads of `kernel` in the PTX."""
    text = open(path).read()
    entry = re.search(r"\.entry\s+" + re.escape(kernel) + r"\s*\((.*?)\)\s*(.*?)\{", text, re.S)
    if not entry:
        raise SystemExit(f"{path}: no entry {kernel}")
    params = re.findall(r"\.param\s+(\.\w+)\s+\w+", entry.group(1))
    threads = re.search(r"\.reqntid\s+(\d+)", entry.group(2))
    if not threads:
        raise SystemExit(f"{path}: {kernel} declares no .reqntid")
    return params, int(threads.group(1))


def plan(tilesmith, folder):
    """Checks, without a GPU, that every kernel lowers and takes what this
    script passes."""
    problems = []
    for arch in ["sm_80", "sm_90a"]:
        for kernel, signature in SIGNATURES.items():
            for prefetch in (False, True):
                path, _ = lower(tilesmith, kernel, arch, folder, prefetch)
                params, threads = ptx_signature(path, kernel)
                wanted = [PTX_TYPE[t] for t in signature]
                shown = f"{kernel} ({arch}{', --prefetch' if prefetch else ''})"
                if params != wanted:
                    problems.append(f"{shown}: the PTX takes {params}, the benchmark passes {wanted}")
                if threads not in (128, 256):
                    problems.append(f"{shown}: .reqntid {threads}")
                print(f"plan: {shown}: {len(params)} parameters, {threads} threads")
    for p in problems:
        print(f"plan: FAILED {p}")
    return not problems


class Driver:
    """The few CUDA driver calls the benchmark needs, on PyTorch's context."""

    def __init__(self, torch):
        torch.cuda.init()
        torch.empty(1, device="cuda")  # makes PyTorch's (primary) context current
        self.lib = ctypes.CDLL("libcuda.so.1")
        self.modules = []

    def check(self, result, what):
        if result != 0:
            name = ctypes.c_char_p()
            self.lib.cuGetErrorName(result, ctypes.byref(name))
            raise RuntimeError(f"{what}: CUDA error {result} ({name.value.decode() if name.value else '?'})")

    def function(self, ptx_path, kernel):
        module = ctypes.c_void_p()
        image = open(ptx_path, "rb").read() + b"\0"
        self.check(self.lib.cuModuleLoadData(ctypes.byref(module), ctypes.c_char_p(image)), f"loading {ptx_path}")
        self.modules.append(module)
        function = ctypes.c_void_p()
        self.check(self.lib.cuModuleGetFunction(ctypes.byref(function), module, kernel.encode()), f"finding {kernel}")
        return function

    def launch(self, function, grid, threads, signature, args):
        values = []
        for kind, arg in zip(signature, args):
            if kind == "ptr":
                values.append(ctypes.c_uint64(arg.data_ptr()))
            elif kind == "i32":
                values.append(ctypes.c_int32(arg))
            else:
                values.append(ctypes.c_float(arg))
        pointers = (ctypes.c_void_p * len(values))(*[ctypes.cast(ctypes.byref(v), ctypes.c_void_p) for v in values])
        grid = list(grid) + [1] * (3 - len(grid))
        # Stream 0: the legacy default stream, which PyTorch's default stream also is.
        self.check(self.lib.cuLaunchKernel(function, ctypes.c_uint(grid[0]), ctypes.c_uint(grid[1]), ctypes.c_uint(grid[2]),
                                           ctypes.c_uint(threads), ctypes.c_uint(1), ctypes.c_uint(1), ctypes.c_uint(0),
                                           ctypes.c_void_p(0), pointers, ctypes.c_void_p(0)), "launching")


def median_ms(torch, run, iterations):
    """The time of one run of `run`, in ms: the median over `iterations`
    measurements of R runs back to back between two CUDA events, divided by
    R, after 3 warm-up runs; R makes a measurement about 5 ms (1 to 20),
    which spreads each launch's host time."""

    def timed(repeats):
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        for _ in range(repeats):
            run()
        end.record()
        end.synchronize()
        return start.elapsed_time(end) / repeats

    for _ in range(3):
        run()
    torch.cuda.synchronize()
    repeats = max(1, min(20, round(5 / max(timed(1), 1e-3))))
    times = sorted(timed(repeats) for _ in range(iterations))
    return times[len(times) // 2]


def arch_of(torch):
    major, minor = torch.cuda.get_device_capability()
    return "sm_90a" if (major, minor) == (9, 0) else f"sm_{major}{minor}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tilesmith", required=True, help="the tilesmith binary")
    parser.add_argument("--out", required=True, help="the folder for the PTX and the report")
    parser.add_argument("--plan", action="store_true", help="check the kernels and their arguments without a GPU")
    parser.add_argument("--quick", action="store_true", help="small sizes and few iterations (a smoke test)")
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    if args.plan:
        return 0 if plan(args.tilesmith, args.out) else 1

    import torch

    if not torch.cuda.is_available():
        print("bench: no CUDA device; nothing measured")
        return 1
    driver = Driver(torch)
    arch = arch_of(torch)
    iterations = 3 if args.quick else 10
    rows, results, failures = [], [], []

    def kernel(name, prefetch=False):
        path, seconds = lower(args.tilesmith, name, arch, args.out, prefetch)
        _, threads = ptx_signature(path, name)
        return driver.function(path, name), threads, seconds

    def record(what, ours_ms, theirs_ms, unit, amount, baseline, error, lowering_s):
        """`amount`: the work in the unit's numerator (GB, TFLOP)."""
        ours, theirs = amount / ours_ms * 1e3, amount / theirs_ms * 1e3
        results.append({"what": what, "tilesmith_ms": ours_ms, "baseline_ms": theirs_ms, "unit": unit, "tilesmith": ours,
                        "baseline": theirs, "baseline_name": baseline, "ratio": ours / theirs, "error": error, "lowering_s": lowering_s})
        rows.append(f"| {what} | {ours_ms:.3f} ms, {ours:.1f} {unit} | {baseline}: {theirs_ms:.3f} ms, {theirs:.1f} {unit} | {100 * ours / theirs:.0f}% | {error} |")
        print(rows[-1], flush=True)

    # Bandwidth: read and write n f32.
    n = (1 << 22) if args.quick else (1 << 28)
    src = torch.randn(n, device="cuda")
    dst, ref = torch.empty_like(src), torch.empty_like(src)
    f, threads, lowering = kernel("copy_f32")
    run = lambda: driver.launch(f, [n // 4096], threads, SIGNATURES["copy_f32"], [src, dst, n])
    run()
    torch.cuda.synchronize()
    ok = torch.equal(dst, src)
    if not ok:
        failures.append("copy_f32: the copy differs from its source")
    record(f"copy, {n * 4 >> 20} MiB f32", median_ms(torch, run, iterations), median_ms(torch, lambda: ref.copy_(src), iterations),
           "GB/s", 2 * n * 4 / 1e9, "device-to-device copy", "exact" if ok else "WRONG", lowering)

    # GEMM: C = A B, row-major, f32 accumulation.
    sizes = [1024] if args.quick else [4096, 8192]
    torch.backends.cuda.matmul.allow_tf32 = False
    # Each also with its tiles loaded a step ahead (`--prefetch`), which
    # costs registers: which way is faster is what this measures.
    gemms = [("gemm_f16_128x128x32", torch.float16, 128, 128), ("gemm_f16_128x256x64", torch.float16, 128, 256), ("gemm_bf16_128x128x32", torch.bfloat16, 128, 128)]
    for (name, dtype, tile_m, tile_n), prefetch in [(g, p) for g in gemms for p in (False, True)]:
        f, threads, lowering = kernel(name, prefetch)
        for size in sizes:
            a = torch.randn(size, size, device="cuda").to(dtype)
            b = torch.randn(size, size, device="cuda").to(dtype)
            c = torch.empty(size, size, device="cuda", dtype=dtype)
            run = lambda: driver.launch(f, [size // tile_m, size // tile_n], threads, SIGNATURES[name], [a, b, c, size, size, size])
            run()
            torch.cuda.synchronize()
            exact = a.float() @ b.float()
            # The error against f32 products (Frobenius norms), beside cuBLAS's:
            # a kernel that computes something else is far off.
            relative = ((c.float() - exact).norm() / exact.norm()).item()
            theirs = torch.matmul(a, b)
            relative_torch = ((theirs.float() - exact).norm() / exact.norm()).item()
            fine = relative <= max(4 * relative_torch, 1e-3)
            if not fine:
                failures.append(f"{name} {size}^3: relative error {relative:.2e} (cuBLAS {relative_torch:.2e})")
            flops = 2 * size ** 3
            record(f"{name}{' --prefetch' if prefetch else ''} {size}^3 ({str(dtype).split('.')[-1]})", median_ms(torch, run, iterations),
                   median_ms(torch, lambda: torch.matmul(a, b, out=theirs), iterations), "TFLOP/s", flops / 1e12,
                   "cuBLAS (torch.matmul)", f"rel. error {relative:.1e} (cuBLAS {relative_torch:.1e})" + ("" if fine else " WRONG"), lowering)

    # Attention forward: heads x seq x 64 f16, softmax(Q K^T / 8) V.
    shapes = [(8, 1024)] if args.quick else [(64, 4096), (16, 8192)]
    for (heads, seq), prefetch in [(s, p) for s in shapes for p in (False, True)]:
        f, threads, lowering = kernel("attention_f16_64x64_d64", prefetch)
        q, k, v = (torch.randn(heads, seq, 64, device="cuda", dtype=torch.float16) for _ in range(3))
        o = torch.empty_like(q)
        run = lambda: driver.launch(f, [seq // 64, heads], threads, SIGNATURES["attention_f16_64x64_d64"], [q, k, v, o, heads, seq, 0.125])
        run()
        torch.cuda.synchronize()
        sdpa = lambda: torch.nn.functional.scaled_dot_product_attention(q[None], k[None], v[None], scale=0.125)
        theirs = sdpa()[0]
        exact = torch.softmax((q.float() @ k.float().transpose(1, 2)) * 0.125, dim=-1) @ v.float()
        relative = ((o.float() - exact).norm() / exact.norm()).item()
        relative_torch = ((theirs.float() - exact).norm() / exact.norm()).item()
        fine = relative <= max(4 * relative_torch, 1e-3)
        if not fine:
            failures.append(f"attention {heads}x{seq}: relative error {relative:.2e} (SDPA {relative_torch:.2e})")
        flops = 4 * heads * seq * seq * 64
        record(f"attention{' --prefetch' if prefetch else ''} {heads} heads x {seq} x 64 (f16)", median_ms(torch, run, iterations), median_ms(torch, sdpa, iterations),
               "TFLOP/s", flops / 1e12, "PyTorch SDPA", f"rel. error {relative:.1e} (SDPA {relative_torch:.1e})" + ("" if fine else " WRONG"), lowering)

    device = torch.cuda.get_device_name()
    header = [f"GPU: {device} ({arch}), PyTorch {torch.__version__}, CUDA {torch.version.cuda}, {time.strftime('%Y-%m-%d')}",
              f"per launch: the median of {iterations} measurements, each of launches back to back for about 5 ms between CUDA events (bench.py's median_ms)", "",
              "| what | tilesmith | baseline | tilesmith / baseline | result |", "|---|---|---|---|---|"]
    with open(os.path.join(args.out, "bench.txt"), "w") as report:
        report.write("\n".join(header + rows + [""] + [f"FAILED {f}" for f in failures]) + "\n")
    with open(os.path.join(args.out, "bench.json"), "w") as report:
        json.dump({"device": device, "arch": arch, "iterations": iterations, "results": results, "failures": failures}, report, indent=1)
    for failure in failures:
        print(f"bench: FAILED {failure}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
