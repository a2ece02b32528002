"""Helpers for the kernels of the cuTile corpus (`cargo xtask cutile-corpus`).

Each kernel module lists what it exports in `EXPORTS`, a list of `export(...)` values:
one bytecode file per target, `tests/cutile/<target>/<name>.tileirbc` (13.1) and
`tests/cutile/<version>/sm_90/<name>.tileirbc` (13.2 to 13.4), each.
"""

from dataclasses import dataclass

import cuda.tile as ct
from cuda.tile import compilation as cc


@dataclass(frozen=True)
class Export:
    """One kernel compiled for one signature, written as `<target>/<name>.tileirbc`."""

    name: str
    kernel: object
    signature: cc.KernelSignature
    # The targets to export for, when not all of them (cuda-tile refuses fp8 below sm_89).
    only_targets: tuple = ()
    # The oldest bytecode version that holds the kernel ("13.1" unless it uses a newer
    # feature); it is exported at that version and every newer one the corpus has.
    since: str = "13.1"


def array(dtype, ndim=1, index_dtype=ct.int32, **facts):
    """A plain array parameter: 32-bit indices (or `index_dtype`), non-negative strides,
    no aliasing; `facts` are more of ArrayConstraint's assumptions (`stride_constant`,
    `shape_divisible_by`, `base_addr_divisible_by`, ...)."""
    return cc.ArrayConstraint(
        dtype,
        ndim=ndim,
        index_dtype=index_dtype,
        stride_lower_bound_incl=0,
        alias_groups=[],
        may_alias_internally=False,
        **facts,
    )


def scalar(dtype):
    """A scalar parameter whose value is known only at launch."""
    return cc.ScalarConstraint(dtype)


def export(name, kernel, parameters, only_targets=(), since="13.1"):
    """Exports `kernel` for `parameters` (constraints; plain values are constants), for
    every target of the corpus, or only those in `only_targets`, at every version of the
    corpus from `since` on."""
    signature = cc.KernelSignature(
        parameters, calling_convention=cc.CallingConvention.cutile_python_v2()
    )
    return Export(name, kernel, signature, tuple(only_targets), since)


# cuda-tile 1.7 refuses fp8 types for sm_80 ("float8_e4m3fn is not supported on sm_80":
# Ampere has no fp8), so kernels with fp8 are exported for sm_90 only.
FP8_TARGETS = ("sm_90",)
