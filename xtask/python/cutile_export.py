"""Exports the kernels of xtask/python/kernels/ as CUDA Tile IR bytecode of one version.

Run by `cargo xtask cutile-corpus` from the repository root:

    python xtask/python/cutile_export.py OUT_DIR VERSION TARGET...

For every `export(...)` listed in `EXPORTS` of every kernels/<module>.py (modules whose
name starts with `_` are helpers) that VERSION (`13.1` to `13.4`) holds (its `since` is
not newer), and every TARGET (`sm_80`, `sm_90`), writes OUT_DIR/<TARGET>/<name>.tileirbc
(cuda-tile's `bytecode_version=VERSION, gpu_code=TARGET`), skipping the targets an export
leaves out (`only_targets`), and prints one line `<name> <module path> <written> <allowed>`:
the targets written (`-` for an export VERSION does not hold) and those the export allows
(its `only_targets`, or `all`). Needs cuda-tile, not a GPU.

The bytecode's debug info names source files. cuTile records absolute paths (our kernels
and its own `cuda/tile/_stub.py`), so, as a C compiler's `-fdebug-prefix-map` does, file
names under the current folder are made relative to it and those in cuda-tile relative to
the folder that holds the `cuda` package: the output depends on the kernels, not on where
the checkout or the virtual environment lives.
"""

import importlib
import os
import sys

import cuda.tile
from cuda.tile._bytecode import debug_info
from cuda.tile.compilation import export_kernel

def prefix_map():
    """Returns a function that rewrites an absolute source path into a portable one."""
    prefixes = [
        # .../site-packages/cuda/tile/_stub.py -> cuda/tile/_stub.py
        os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(cuda.tile.__file__)))),
        # /path/to/checkout/xtask/python/kernels/x.py -> xtask/python/kernels/x.py
        os.getcwd(),
    ]

    def remap(path):
        for prefix in prefixes:
            if path == prefix:
                return "."
            if path.startswith(prefix + os.sep):
                return path[len(prefix) + 1:]
        return path

    return remap


def install_prefix_map():
    # cuda-tile has no option for this; wrap the two methods of its (private) debug info
    # table that take file names. requirements.txt pins the version this was written for.
    remap = prefix_map()
    table = debug_info.DebugAttrTable
    file, loc = table.file, table.loc
    table.file = lambda self, name, directory: file(self, name, remap(directory))
    table.loc = lambda self, scope, filename, line, column: loc(self, scope, remap(filename), line, column)


def main(argv):
    if len(argv) < 4:
        print(f"usage: {argv[0]} OUT_DIR VERSION TARGET...", file=sys.stderr)
        return 2
    out_dir, version, targets = argv[1], argv[2], argv[3:]

    def key(v):
        return tuple(int(part) for part in v.split("."))

    sys.dont_write_bytecode = True
    install_prefix_map()
    kernels_dir = os.path.join(os.path.dirname(os.path.abspath(__file__)), "kernels")
    sys.path.insert(0, kernels_dir)

    seen = {}
    modules = sorted(f[:-3] for f in os.listdir(kernels_dir) if f.endswith(".py") and not f.startswith("_"))
    for module_name in modules:
        module = importlib.import_module(module_name)
        source = os.path.relpath(module.__file__)
        exports = getattr(module, "EXPORTS", None)
        if not exports:
            print(f"error: {source} has no EXPORTS", file=sys.stderr)
            return 1
        for item in exports:
            if item.name in seen:
                print(f"error: {source}: export name {item.name!r} already used by {seen[item.name]}", file=sys.stderr)
                return 1
            seen[item.name] = source
            written = [t for t in targets if not item.only_targets or t in item.only_targets]
            if key(item.since) > key(version):
                written = []
            for target in written:
                export_kernel(
                    item.kernel,
                    [item.signature],
                    os.path.join(out_dir, target, item.name + ".tileirbc"),
                    gpu_code=target,
                    output_format="tileir_bytecode",
                    bytecode_version=version,
                )
            allowed = ",".join(item.only_targets) if item.only_targets else "all"
            print(f"{item.name} {source} {','.join(written) or '-'} {allowed}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
