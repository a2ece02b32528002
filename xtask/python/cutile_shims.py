"""cuTile Python compiling our kernels through whatever `tileiras` it finds.

Run by tests/cutile_shims.rs and `cargo xtask bench-cutile` from the repository root,
with tilesmith's shims first on PATH (or, for the comparison, with NVIDIA's tileiras):

    python xtask/python/cutile_shims.py probe
    python xtask/python/cutile_shims.py compile OUT_DIR TARGET... [--only=NAME,...]
    python xtask/python/cutile_shims.py error FILE.py TARGET

- `probe`: the bytecode version cuTile Python's probe selects (it compiles an empty
  module at 13.4, 13.3, 13.2, 13.1 for sm_120 and takes the first that compiles); prints
  `probe <version> warnings=<n>` and each warning as `warning: <text>`.
- `compile`: every export of xtask/python/kernels/ (as `cargo xtask cutile-corpus` exports
  them, see cutile_export.py), for each TARGET, compiled to a cubin by cuTile's own
  compile API (`compile_tile(..., sm_arch=TARGET, return_cubin=True)`, which runs the
  compiler as it does for a launch) into OUT_DIR/<TARGET>/<name>.cubin. One line per
  compile: `ok <target> <name> <symbol> <total seconds> <compiler seconds>` (the compiler's
  share is cuTile's `compile_cubin`, the tileiras run), `skip <target> <name> <why>`
  for an export its kernel limits to other targets, or `fail <target> <name> <message>`.
- `error`: compiles the exports of FILE.py (a kernel the compiler must refuse), expects
  cuTile to raise, and prints the exception as cuTile shows it to its user; exit 1 if it
  compiled.

cuTile's disk cache is off (CUDA_TILE_CACHE_DIR=off): every compile runs the compiler.
"""

import importlib
import os
import sys
import tempfile
import time
import traceback
import warnings

os.environ["CUDA_TILE_CACHE_DIR"] = "off"
os.environ.setdefault("CUDA_TILE_TEMP_DIR", tempfile.mkdtemp(prefix="cutile-shims-"))

import cuda.tile._compile as _compile  # noqa: E402

KERNELS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "kernels")

# Time spent in the compiler (cuTile's compile_cubin: the tileiras subprocess).
_compiler_seconds = [0.0]
_compile_cubin = _compile.compile_cubin


def _timed_compile_cubin(*args, **kwargs):
    start = time.perf_counter()
    try:
        return _compile_cubin(*args, **kwargs)
    finally:
        _compiler_seconds[0] += time.perf_counter() - start


_compile.compile_cubin = _timed_compile_cubin


def probe():
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        version = _compile._get_max_supported_bytecode_version(
            _compile.default_tile_context.config.temp_dir, allow_dev=False)
    print(f"probe {version.as_string()} warnings={len(caught)}")
    for w in caught:
        print(f"warning: {w.message}")
    return 0


def compile_export(item, target):
    """Compiles one export for one target: (cubin, symbol)."""
    kernel = item.kernel
    result = _compile.compile_tile(kernel._annotated_function, [item.signature], sm_arch=target,
                                   compiler_options=kernel._compiler_options, return_cubin=True)
    return result.cubin, result.kernel_signatures[0].symbol


def exports(directory, only=None):
    sys.path.insert(0, directory)
    modules = sorted(f[:-3] for f in os.listdir(directory) if f.endswith(".py") and not f.startswith("_"))
    for module_name in modules:
        module = importlib.import_module(module_name)
        for item in getattr(module, "EXPORTS", []):
            if only is None or item.name in only:
                yield item


def compile_all(out_dir, targets, only):
    failed = 0
    for item in exports(KERNELS, only):
        for target in targets:
            if item.only_targets and target not in item.only_targets:
                print(f"skip {target} {item.name} exported for {','.join(item.only_targets)} only", flush=True)
                continue
            _compiler_seconds[0] = 0.0
            start = time.perf_counter()
            try:
                cubin, symbol = compile_export(item, target)
            except Exception as e:  # noqa: BLE001 (reported, and the run fails)
                failed += 1
                message = " | ".join(str(e).splitlines())
                print(f"fail {target} {item.name} {type(e).__name__}: {message}", flush=True)
                continue
            total = time.perf_counter() - start
            os.makedirs(os.path.join(out_dir, target), exist_ok=True)
            with open(os.path.join(out_dir, target, item.name + ".cubin"), "wb") as f:
                f.write(cubin)
            print(f"ok {target} {item.name} {symbol} {total:.4f} {_compiler_seconds[0]:.4f}", flush=True)
    return 1 if failed else 0


def error(path, target):
    directory, name = os.path.split(os.path.abspath(path))
    sys.path.insert(0, KERNELS)  # for _corpus
    module_name = name[:-3]
    for item in exports(directory, None):
        if item.kernel._annotated_function.pyfunc.__module__ != module_name:
            continue
        try:
            compile_export(item, target)
        except Exception as e:  # noqa: BLE001 (what cuTile shows its user)
            print(f"raised {type(e).__name__}")
            try:
                print(str(e))
            except Exception:  # noqa: BLE001
                print("str() of the exception failed:")
                traceback.print_exc(file=sys.stdout)
            return 0
        print(f"{item.name} compiled, but it should not have")
        return 1
    print(f"no export in {path}")
    return 1


def main(argv):
    if len(argv) >= 2 and argv[1] == "probe":
        return probe()
    if len(argv) >= 4 and argv[1] == "compile":
        targets = [a for a in argv[3:] if not a.startswith("--only")]
        only = None
        for a in argv[3:]:
            if a.startswith("--only="):
                only = set(a[len("--only="):].split(","))
        return compile_all(argv[2], targets, only)
    if len(argv) == 4 and argv[1] == "error":
        return error(argv[2], argv[3])
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
