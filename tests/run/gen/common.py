"""Helpers for the tests/run case generators: Tile IR text snippets for
pointer-style loads and stores, and writing case folders with numpy."""

import os
import numpy as np

f16, f32, f64 = np.float16, np.float32, np.float64

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RNG = np.random.default_rng(20250131)


def shape_text(shape):
    return "x".join(str(d) for d in shape) + "x" if shape else ""


def load(name, ptr, elem, shape, offset=None):
    """Loads a row-major tile of `shape` from `ptr` (plus `offset`, a scalar i32)."""
    n = int(np.prod(shape))
    s = shape_text(shape)
    base = ptr
    lines = [
        f"  %{name}_i = iota : tile<{n}xi32>",
    ]
    idx = f"%{name}_i"
    if offset is not None:
        lines += [
            f"  %{name}_o1 = reshape {offset} : tile<i32> -> tile<1xi32>",
            f"  %{name}_ob = broadcast %{name}_o1 : tile<1xi32> -> tile<{n}xi32>",
            f"  %{name}_ix = addi %{name}_i, %{name}_ob : tile<{n}xi32>",
        ]
        idx = f"%{name}_ix"
    lines += [
        f"  %{name}_p1 = reshape {base} : tile<ptr<{elem}>> -> tile<1xptr<{elem}>>",
        f"  %{name}_pb = broadcast %{name}_p1 : tile<1xptr<{elem}>> -> tile<{n}xptr<{elem}>>",
        f"  %{name}_pp = offset %{name}_pb, {idx} : tile<{n}xptr<{elem}>>, tile<{n}xi32> -> tile<{n}xptr<{elem}>>",
        f"  %{name}_flat, %{name}_tok = load_ptr_tko weak %{name}_pp : tile<{n}xptr<{elem}>> -> tile<{n}x{elem}>, token",
    ]
    if len(shape) == 1:
        lines.append(f"  %{name} = reshape %{name}_flat : tile<{n}x{elem}> -> tile<{n}x{elem}>")
    else:
        lines.append(f"  %{name} = reshape %{name}_flat : tile<{n}x{elem}> -> tile<{s}{elem}>")
    return "\n".join(lines)


def store(value, ptr, elem, shape, tag="st"):
    """Stores the row-major tile `value` of `shape` at `ptr`."""
    n = int(np.prod(shape)) if shape else 1
    s = shape_text(shape)
    return "\n".join([
        f"  %{tag}_i = iota : tile<{n}xi32>",
        f"  %{tag}_p1 = reshape {ptr} : tile<ptr<{elem}>> -> tile<1xptr<{elem}>>",
        f"  %{tag}_pb = broadcast %{tag}_p1 : tile<1xptr<{elem}>> -> tile<{n}xptr<{elem}>>",
        f"  %{tag}_pp = offset %{tag}_pb, %{tag}_i : tile<{n}xptr<{elem}>>, tile<{n}xi32> -> tile<{n}xptr<{elem}>>",
        f"  %{tag}_v = reshape {value} : tile<{s}{elem}> -> tile<{n}x{elem}>",
        f"  %{tag}_t = store_ptr_tko weak %{tag}_pp, %{tag}_v : tile<{n}xptr<{elem}>>, tile<{n}x{elem}> -> token",
    ])


def write_kernels(family, text):
    os.makedirs(os.path.join(ROOT, family), exist_ok=True)
    with open(os.path.join(ROOT, family, "kernels.mlir"), "w") as f:
        f.write(text)


def case(family, name, args, inputs=(), expected=None, ulp=None, error=None, kernel_file="../kernels.mlir", bounds=None):
    """Writes tests/run/<family>/<name>/: `inputs` are (file, array) pairs
    named in `args` as their file; `expected` maps parameter index to array;
    `bounds` maps parameter index to the per-element bound a device on tensor
    cores is held to (tensor_core_bound/<index>.npy, see tensor_core_bound)."""
    d = os.path.join(ROOT, family, name)
    os.makedirs(d, exist_ok=True)
    for fname, arr in inputs:
        np.save(os.path.join(d, fname), arr)
    if expected:
        os.makedirs(os.path.join(d, "expected"), exist_ok=True)
        for idx, arr in expected.items():
            np.save(os.path.join(d, "expected", f"{idx}.npy"), arr)
    if bounds:
        os.makedirs(os.path.join(d, "tensor_core_bound"), exist_ok=True)
        for idx, arr in bounds.items():
            np.save(os.path.join(d, "tensor_core_bound", f"{idx}.npy"), np.asarray(arr, np.float64).ravel())
    with open(os.path.join(d, "args"), "w") as f:
        f.write(f"{kernel_file} {args}\n" if kernel_file else f"{args}\n")
    if ulp is not None:
        with open(os.path.join(d, "ulp"), "w") as f:
            f.write(f"{ulp}\n")
    if error is not None:
        with open(os.path.join(d, "expected_error"), "w") as f:
            f.write(error + "\n")


# numpy's types for the element type names of the atomic cases.
NP = {"i32": np.int32, "i64": np.int64, "f16": np.float16, "f32": np.float32, "f64": np.float64}
UNSIGNED = {"i32": np.uint32, "i64": np.uint64}


def atomic_result(mode, ty, old, arg):
    """What an atomic `mode` (atomic_rmw_tko's and atomic_red_view_tko's
    names) leaves in memory of element type `ty` that held `old`, given
    `arg`: integer additions wrap."""
    if mode == "and":
        return old & arg
    if mode == "or":
        return old | arg
    if mode == "xor":
        return old ^ arg
    if mode == "add":
        return (old.view(UNSIGNED[ty]) + arg.view(UNSIGNED[ty])).view(NP[ty])
    if mode == "max":
        return np.maximum(old, arg)
    if mode == "min":
        return np.minimum(old, arg)
    if mode == "umax":
        return np.maximum(old.view(UNSIGNED[ty]), arg.view(UNSIGNED[ty])).view(NP[ty])
    if mode == "umin":
        return np.minimum(old.view(UNSIGNED[ty]), arg.view(UNSIGNED[ty])).view(NP[ty])
    if mode == "addf":
        return (old + arg).astype(NP[ty])
    if mode == "xchg":
        return arg.copy()
    raise ValueError(mode)


def write_case_folder(folder, args, inputs, expected=None, error=None):
    """Writes one case folder: `inputs` maps file names to arrays, `args` is
    the command line, `expected` maps parameter index to the array its
    buffer must hold, `error` is the line (or lines) the error output must contain."""
    os.makedirs(folder, exist_ok=True)
    for file, array in inputs.items():
        np.save(os.path.join(folder, file), array)
    with open(os.path.join(folder, "args"), "w") as f:
        f.write(args + "\n")
    if expected:
        os.makedirs(os.path.join(folder, "expected"), exist_ok=True)
        for index, array in expected.items():
            np.save(os.path.join(folder, "expected", f"{index}.npy"), array)
    if error:
        lines = [error] if isinstance(error, str) else error
        with open(os.path.join(folder, "expected_error"), "w") as f:
            f.write("\n".join(lines) + "\n")


def tensor_core_bound(a, b, c, acc, rounded_to=None, expected=None):
    """How far a device that computes c + a @ b (batched over leading axes) on tensor
    cores may be from the interpreter's result, per element (docs/ptx.md, "Tensor
    cores"): with P = |c| + sum over k of |a_k b_k| and K products,
    (K + 1) (2^-21 P + 2^-148) for an f32 accumulator, (K + 1) (2^-8 P + 2^-23) for f16,
    (K + 1) (2^-50 P + 2^-1072) for f64.
    `rounded_to`: the result is rounded once more, to this type, before it is stored
    (an addition, a conversion); one spacing of that type at the larger magnitude is
    added, which needs the `expected` values."""
    a64, b64 = np.abs(np.asarray(a).astype(np.float64)), np.abs(np.asarray(b).astype(np.float64))
    k = a64.shape[-1]
    p = np.abs(np.asarray(c).astype(np.float64)) + a64 @ b64
    if np.dtype(acc) == np.dtype(np.float32):
        bound = (k + 1) * (p * 2.0 ** -21 + 2.0 ** -148)
    elif np.dtype(acc) == np.dtype(np.float16):
        bound = (k + 1) * (p * 2.0 ** -8 + 2.0 ** -23)
    elif np.dtype(acc) == np.dtype(np.float64):
        bound = (k + 1) * (p * 2.0 ** -50 + 2.0 ** -1072)
    else:
        raise ValueError(f"no tensor-core bound for a {acc} accumulator")
    if rounded_to is not None:
        e = np.abs(np.asarray(expected).astype(np.float64))
        larger = (e + bound).astype(rounded_to)
        spacing = np.maximum(np.spacing(e.astype(rounded_to)), np.spacing(larger)).astype(np.float64)
        bound = bound + spacing
    return bound


def fma_round(a, b, c, dtype):
    """a * b + c rounded once to `dtype` (f16 or f32), element-wise with broadcasting, for
    a and b whose product is exact in f64 (at most 26 significant bits each): the f64 sum
    and its exact error (TwoSum) decide the one rounding; only a sum that lands on a
    midpoint of `dtype` needs the error's sign."""
    p = np.asarray(a, f64) * np.asarray(b, f64)
    c = np.asarray(c, f64)
    s = p + c
    bv = s - p
    e = (p - (s - bv)) + (c - bv)
    r = s.astype(dtype)
    toward = np.where(s > r.astype(f64), np.inf, -np.inf).astype(dtype)
    other = np.nextafter(r, toward)
    midpoint = (e != 0) & ((r.astype(f64) + other.astype(f64)) / 2 == s)
    pick_other = midpoint & ((other.astype(f64) > r.astype(f64)) == (e > 0))
    return np.where(pick_other, other, r).astype(dtype)


def mma_ref(a, b, acc):
    """ct.mma (`mmaf`, `mmai`) as the interpreter documents it: from `acc`, one fused
    multiply-add per k in increasing k, each rounded to the accumulator's type (integers:
    exact, wrapping to i32). Batched over leading axes."""
    acc = np.array(acc)
    for k in range(a.shape[-1]):
        x, y = a[..., :, k:k + 1], b[..., k:k + 1, :]
        if acc.dtype.kind == "i":
            acc = (acc.astype(np.int64) + x.astype(np.int64) * y.astype(np.int64)).astype(acc.dtype)
        elif acc.dtype == np.dtype(f64):
            # Only used with products and sums that are exact in f64.
            acc = x.astype(f64) * y.astype(f64) + acc
        else:
            acc = fma_round(x.astype(f64), y.astype(f64), acc, acc.dtype)
    return acc


def fold(values, axis, op, dtype):
    """A left fold of `values` along `axis` with `op`, rounding to `dtype` after each step."""
    values = np.moveaxis(np.asarray(values), axis, 0)
    acc = values[0].astype(dtype)
    for v in values[1:]:
        acc = op(acc, v).astype(dtype)
    return acc


def attention_step(m, l, acc, s, tv):
    """One block of keys of flash attention's online softmax, each op rounded
    as the interpreter rounds it: the running row maxima `m`, sums `l` and
    output `acc` (f32) after scores `s` (f32) and the block's values `tv`
    (f16)."""
    m_new = np.maximum(m, s.max(axis=1, keepdims=True))
    p = exp32(s - m_new)
    alpha = exp32(m - m_new)
    l = fma_round(l, alpha, fold(p, 1, np.add, f32)[:, None], f32)
    acc = mma_ref(p.astype(f16), tv, (acc * alpha).astype(f32))
    return m_new, l, acc


def exp32(v):
    return np.exp(np.asarray(v, f32).astype(f64)).astype(f32)
