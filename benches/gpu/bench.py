#!/usr/bin/env python3
"""The GPU benchmarks of the GPU bundle (`cargo xtask gpu-bundle`; docs/ptx.md,
"The GPU bundle"): tilesmith's kernels of benches/gpu/kernels.mlir, lowered by
`tilesmith ptx` for this GPU and loaded through the CUDA driver, timed with
CUDA events beside what PyTorch runs for the same work in the same process:

- bandwidth: `copy_f32` against a device-to-device copy (`Tensor.copy_`);
- GEMM: f16 and bf16, 4096^3 and 8192^3, against `torch.matmul` (cuBLAS);
- attention forward: against `torch.nn.functional.scaled_dot_product_attention`;

the products and attention both as lowered by default, with `--prefetch`
(their loops' tiles loaded a step ahead) and with `--prefetch-distance 2` (two
iterations ahead, where the tiles wait in shared memory).

Each result is checked against PyTorch's before it is timed (a kernel that
computes the wrong thing fails the run, however fast); times are the median
of the timed launches. Writes bench.txt (a Markdown table) and bench.json to
--out. Needs PyTorch with CUDA; nothing else (the driver is reached through
ctypes).

`--plan` needs neither a GPU nor PyTorch: it lowers every kernel for sm_80
and sm_90a, as the benchmarks lower them, and checks that the arguments this script passes match the
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
    "attention_f16_128x64_d64": ["ptr", "ptr", "ptr", "ptr", "i32", "i32", "f32"],
}
PTX_TYPE = {"ptr": ".u64", "i32": ".u32", "f32": ".f32"}


# How far ahead the products' loops load their tiles: 0 as lowered by
# default, 1 with `--prefetch`, 2 with `--prefetch-distance 2`.
AHEAD = (0, 1, 2)


def ahead_flags(ahead):
    """The `tilesmith ptx` flags that load `ahead` iterations ahead."""
    return [] if ahead == 0 else ["--prefetch"] if ahead == 1 else ["--prefetch-distance", str(ahead)]


def shown_ahead(ahead):
    """` --prefetch`, ` --prefetch-distance 2`, or nothing."""
    return "".join(" " + f for f in ahead_flags(ahead))


def lower(tilesmith, kernel, arch, folder, ahead=0):
    """Lowers `kernel` for `arch` (its loops' tiles loaded `ahead`
    iterations ahead: `ahead_flags`) into folder/<kernel>[.ahead<N>].<arch>.ptx;
    returns the path and the seconds it took."""
    path = os.path.join(folder, f"{kernel}{f'.ahead{ahead}' if ahead else ''}.{arch}.ptx")
    start = time.perf_counter()
    done = subprocess.run([tilesmith, "ptx", KERNELS, "--kernel", kernel, "--arch", arch, "-o", path] + ahead_flags(ahead), capture_output=True, text=True)
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
            for ahead in AHEAD:
                path, _ = lower(tilesmith, kernel, arch, folder, ahead)
                params, threads = ptx_signature(path, kernel)
                wanted = [PTX_TYPE[t] for t in signature]
                shown = f"{kernel} ({arch}{shown_ahead(ahead)})"
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
    bench = Bench(torch, args)
    bench.guarded("copy_f32", bench.copy)
    torch.backends.cuda.matmul.allow_tf32 = False
    # Each product also with its tiles loaded a step ahead (`--prefetch`),
    # which costs registers, and two ahead (which costs shared memory):
    # which way is faster is what this measures.
    gemms = [("gemm_f16_128x128x32", torch.float16, 128, 128), ("gemm_f16_128x256x64", torch.float16, 128, 256), ("gemm_bf16_128x128x32", torch.bfloat16, 128, 128)]
    for gemm in gemms:
        for ahead in AHEAD:
            for size in [1024] if args.quick else [4096, 8192]:
                bench.guarded(f"{gemm[0]}{shown_ahead(ahead)} {size}^3", lambda: bench.gemm(*gemm, ahead, size))
    # Attention with 64 and with 128 queries a tile block (64 keys a step).
    attentions = [("attention_f16_64x64_d64", 64), ("attention_f16_128x64_d64", 128)]
    for heads, seq in [(8, 1024)] if args.quick else [(64, 4096), (16, 8192)]:
        for attention in attentions:
            for ahead in AHEAD:
                bench.guarded(f"{attention[0]}{shown_ahead(ahead)} {heads}x{seq}", lambda: bench.attention(*attention, heads, seq, ahead))
    return bench.report()


class Bench:
    """The benchmarks of one run: the driver, the GPU's architecture, and
    what was measured and what failed."""

    def __init__(self, torch, args):
        self.torch, self.args = torch, args
        self.driver = Driver(torch)
        self.arch = arch_of(torch)
        self.iterations = 3 if args.quick else 10
        self.rows, self.results, self.failures = [], [], []

    def guarded(self, what, measure):
        """Runs one benchmark; an exception (a launch the driver refuses, a
        fault) is that benchmark's failure, and the others still run where
        the context survives it."""
        try:
            measure()
        except Exception as e:  # noqa: BLE001 (every failure is reported, none raised)
            self.failures.append(f"{what}: {type(e).__name__}: {e}")
            print(f"bench: FAILED {what}: {e}", flush=True)

    def kernel(self, name, ahead=0):
        """The loaded kernel, its threads a CTA, and the seconds its lowering took."""
        path, seconds = lower(self.args.tilesmith, name, self.arch, self.args.out, ahead)
        _, threads = ptx_signature(path, name)
        return self.driver.function(path, name), threads, seconds

    def launch(self, name, kernel, grid, args):
        function, threads, _ = kernel
        self.driver.launch(function, grid, threads, SIGNATURES[name], args)

    def record(self, what, run, baseline, unit, amount, baseline_name, result, lowering_s):
        """Times `run` and `baseline`; `amount`: the work in the unit's numerator (GB, TFLOP)."""
        ours_ms, theirs_ms = median_ms(self.torch, run, self.iterations), median_ms(self.torch, baseline, self.iterations)
        ours, theirs = amount / ours_ms * 1e3, amount / theirs_ms * 1e3
        self.results.append({"what": what, "tilesmith_ms": ours_ms, "baseline_ms": theirs_ms, "unit": unit, "tilesmith": ours, "baseline": theirs,
                             "baseline_name": baseline_name, "ratio": ours / theirs, "result": result, "lowering_s": lowering_s})
        self.rows.append(f"| {what} | {ours_ms:.3f} ms, {ours:.1f} {unit} | {baseline_name}: {theirs_ms:.3f} ms, {theirs:.1f} {unit} | {100 * ours / theirs:.0f}% | {result} |")
        print(self.rows[-1], flush=True)

    def checked(self, what, ours, theirs, exact):
        """The relative errors (Frobenius norms) of ours and PyTorch's result
        against f32 arithmetic; ours may be at most 4 times PyTorch's (or
        10^-3): a kernel that computes something else is far off."""
        relative = ((ours.float() - exact).norm() / exact.norm()).item()
        relative_theirs = ((theirs.float() - exact).norm() / exact.norm()).item()
        fine = relative <= max(4 * relative_theirs, 1e-3)
        if not fine:
            self.failures.append(f"{what}: relative error {relative:.2e} (PyTorch's {relative_theirs:.2e})")
        return f"rel. error {relative:.1e} (PyTorch's {relative_theirs:.1e})" + ("" if fine else " WRONG")

    def copy(self):
        """Bandwidth: read and write n f32, against a device-to-device copy."""
        torch = self.torch
        n = (1 << 22) if self.args.quick else (1 << 28)
        src = torch.randn(n, device="cuda")
        dst, ref = torch.empty_like(src), torch.empty_like(src)
        kernel = self.kernel("copy_f32")
        run = lambda: self.launch("copy_f32", kernel, [n // 4096], [src, dst, n])
        run()
        torch.cuda.synchronize()
        ok = torch.equal(dst, src)
        if not ok:
            self.failures.append("copy_f32: the copy differs from its source")
        self.record(f"copy, {n * 4 >> 20} MiB f32", run, lambda: ref.copy_(src), "GB/s", 2 * n * 4 / 1e9, "device-to-device copy", "exact" if ok else "WRONG", kernel[2])

    def gemm(self, name, dtype, tile_m, tile_n, ahead, size):
        """C = A B, row-major, f32 accumulation, against cuBLAS."""
        torch = self.torch
        kernel = self.kernel(name, ahead)
        a = torch.randn(size, size, device="cuda").to(dtype)
        b = torch.randn(size, size, device="cuda").to(dtype)
        c = torch.empty(size, size, device="cuda", dtype=dtype)
        # One tile block a tile of C, in one dimension (the kernel orders them).
        run = lambda: self.launch(name, kernel, [(size // tile_m) * (size // tile_n)], [a, b, c, size, size, size])
        run()
        torch.cuda.synchronize()
        theirs = torch.matmul(a, b)
        what = f"{name}{shown_ahead(ahead)} {size}^3"
        result = self.checked(what, c, theirs, a.float() @ b.float())
        self.record(what, run, lambda: torch.matmul(a, b, out=theirs), "TFLOP/s", 2 * size**3 / 1e12, "cuBLAS (torch.matmul)", result, kernel[2])

    def attention(self, name, rows, heads, seq, ahead):
        """Attention forward: heads x seq x 64 f16, softmax(Q K^T / 8) V, against
        SDPA; kernel `name` takes `rows` queries a tile block."""
        torch = self.torch
        kernel = self.kernel(name, ahead)
        q, k, v = (torch.randn(heads, seq, 64, device="cuda", dtype=torch.float16) for _ in range(3))
        o = torch.empty_like(q)
        run = lambda: self.launch(name, kernel, [seq // rows, heads], [q, k, v, o, heads, seq, 0.125])
        run()
        torch.cuda.synchronize()
        sdpa = lambda: torch.nn.functional.scaled_dot_product_attention(q[None], k[None], v[None], scale=0.125)
        exact = torch.softmax((q.float() @ k.float().transpose(1, 2)) * 0.125, dim=-1) @ v.float()
        what = f"{name}{shown_ahead(ahead)} {heads} heads x {seq} x 64 (f16)"
        result = self.checked(what, o, sdpa()[0], exact)
        self.record(what, run, sdpa, "TFLOP/s", 4 * heads * seq * seq * 64 / 1e12, "PyTorch SDPA", result, kernel[2])

    def report(self):
        """Writes bench.txt and bench.json; 1 if anything failed."""
        torch = self.torch
        device = torch.cuda.get_device_name()
        header = [f"GPU: {device} ({self.arch}), PyTorch {torch.__version__}, CUDA {torch.version.cuda}, {time.strftime('%Y-%m-%d')}",
                  f"per launch: the median of {self.iterations} measurements, each of launches back to back for about 5 ms between CUDA events (bench.py's median_ms)", "",
                  "| what | tilesmith | baseline | tilesmith / baseline | result |", "|---|---|---|---|---|"]
        with open(os.path.join(self.args.out, "bench.txt"), "w") as out:
            out.write("\n".join(header + self.rows + [""] + [f"FAILED {f}" for f in self.failures]) + "\n")
        with open(os.path.join(self.args.out, "bench.json"), "w") as out:
            json.dump({"device": device, "arch": self.arch, "iterations": self.iterations, "results": self.results, "failures": self.failures}, out, indent=1)
        for failure in self.failures:
            print(f"bench: FAILED {failure}")
        return 1 if self.failures else 0


if __name__ == "__main__":
    sys.exit(main())
