#!/usr/bin/env python3
"""Writes kernel.mlir and the inputs and expected outputs of the retry-loop
cases with numpy (independently of tilesmith): run `python3 gen.py` here.

Every kernel is a `loop` carrying a scalar and a token around a one-element
atomic, leaving (`break`) on a condition computed from the value the atomic
returned, as cuTile writes `ct.atomic_cas` and `ct.atomic_*` in a
`while True`. The atomic's result is computed by one thread of the CTA on a
GPU, and every thread must agree on it to leave the loop together.

- cas_mul_*, cas_max_*: compare-and-swap retry loops, every tile block on
  the same word (contended), chained by tokens to the load that read the
  starting value.
- ticket_*: a ticket dispenser: `atomic_rmw add` hands out tickets until the
  counter passes a limit; each ticket is marked in a table (atomically, so a
  ticket handed out twice shows as 2).
- spin_lock: `xchg` acquires a lock word, a plain load and store increment a
  counter under it, `xchg` releases it.
- message: tile block 0 writes a value, then sets a flag with a release
  store; tile block 1 spins on an acquire load of the flag, then reads the
  value. The flag is read by one thread of the CTA and shared, so all leave
  the loop together.
- rmw_loop_<mode>_<type>: every read-modify-write mode and element type,
  each tile block on its own word, leaving when the returned old value
  meets a condition (so the number of iterations depends on it).
"""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "gen"))
from common import write_case_folder  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
rng = np.random.default_rng(15)
NP = {"i32": np.int32, "i64": np.int64, "f16": np.float16, "f32": np.float32, "f64": np.float64}
UNSIGNED = {"i32": np.uint32, "i64": np.uint64}
kernels = []


def case(name, args, inputs, expected):
    write_case_folder(os.path.join(HERE, name), args, inputs, expected)


def const(ty, v):
    if ty.startswith("f"):
        return f"<{ty}: {float(v)!r}>".replace("'", "")
    return f"<{ty}: {int(v)}>"


def slot_pointer(name, base, ty, index):
    """`%name`: the pointer `base` + `index` (a scalar i32 value) to one `ty`."""
    return f"    %{name} = offset %{base}, %{index} : tile<ptr<{ty}>>, tile<i32> -> tile<ptr<{ty}>>\n"


# ---- compare-and-swap retry loops, every tile block on one word
G = 8


def cas_kernel(name, ty, combine):
    """Tile block b folds x[4 b .. 4 b + 4) into a scalar with `combine`,
    then folds that into acc[0] with a compare-and-swap retry loop."""
    int_ty = ty.startswith("i")
    cmp = "cmpi equal %seen, %cur, signed" if int_ty else "cmpf equal ordered %seen, %cur"
    ident = "1" if combine == "muli" else "0xFF800000" if ty == "f32" else "0xFFF0000000000000"
    return (
        f"  entry @{name}(%acc: tile<ptr<{ty}>>, %x: tile<ptr<{ty}>>) {{\n"
        f"    %b, %by, %bz = get_tile_block_id : tile<i32>\n"
        f"    %c0 = constant <i32: 0> : tile<i32>\n"
        f"    %tv = make_tensor_view %x, shape = [{4 * G}], strides = [1] : tensor_view<{4 * G}x{ty}, strides=[1]>\n"
        f"    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<{4 * G}x{ty}, strides=[1]>>\n"
        f"    %v, %t0 = load_view_tko weak %pv[%b] : partition_view<tile=(4), tensor_view<{4 * G}x{ty}, strides=[1]>>, tile<i32> -> tile<4x{ty}>, token\n"
        f"    %part = reduce %v dim=0 identities=[{ident} : {ty}] : tile<4x{ty}> -> tile<{ty}>\n"
        f"    (%l: tile<{ty}>, %r: tile<{ty}>) {{\n"
        f"      %m = {combine} %l, %r : tile<{ty}>\n"
        f"      yield %m : tile<{ty}>\n"
        f"    }}\n"
        f"    %old, %t1 = load_ptr_tko weak %acc : tile<ptr<{ty}>> -> tile<{ty}>, token\n"
        f"    %res = loop iter_values(%cur = %old, %tok = %t1) : tile<{ty}>, token -> tile<{ty}> {{\n"
        f"      %new = {combine} %cur, %part : tile<{ty}>\n"
        f"      %seen, %t2 = atomic_cas_tko acq_rel device %acc, %cur, %new token = %tok : tile<ptr<{ty}>>, tile<{ty}> -> tile<{ty}>, token\n"
        f"      %ok = {cmp} : tile<{ty}> -> tile<i1>\n"
        f"      if %ok {{\n"
        f"        break %seen : tile<{ty}>\n"
        f"      }}\n"
        f"      continue %seen, %t2 : tile<{ty}>, token\n"
        f"    }}\n"
        f"    return\n  }}\n")


for ty in ["i32", "i64"]:
    name = f"cas_mul_{ty}"
    kernels.append(cas_kernel(name, ty, "muli"))
    x = rng.choice(np.array([1, 1, 1, 2, 3, -1, 5, 7], NP[ty]), 4 * G)
    acc = np.array([-3], NP[ty])
    with np.errstate(over="ignore"):
        expected = np.array([acc[0] * np.prod(x, dtype=NP[ty])], NP[ty])
    case(name, f"../kernel.mlir --kernel {name} --grid {G} acc.npy x.npy", {"acc.npy": acc, "x.npy": x}, {0: expected})

for ty in ["f32", "f64"]:
    name = f"cas_max_{ty}"
    kernels.append(cas_kernel(name, ty, "maxf"))
    x = (rng.standard_normal(4 * G) * 100).astype(NP[ty])
    acc = np.array([-1000.0], NP[ty])
    case(name, f"../kernel.mlir --kernel {name} --grid {G} acc.npy x.npy", {"acc.npy": acc, "x.npy": x}, {0: np.array([max(acc[0], x.max())], NP[ty])})

# ---- ticket dispensers: add (integers) and addf (floats, exact small counts)
LIMIT = 37
for ty in ["i32", "i64", "f16", "f32", "f64"]:
    name = f"ticket_{ty}"
    int_ty = ty.startswith("i")
    mode = "add" if int_ty else "addf"
    done = f"cmpi greater_than_or_equal %old, %limit, signed : tile<{ty}> -> tile<i1>" if int_ty else f"cmpf greater_than_or_equal ordered %old, %limit : tile<{ty}> -> tile<i1>"
    index = (f"    %i = trunci %old : tile<{ty}> -> tile<i32>\n" if ty == "i64" else
             "" if ty == "i32" else f"    %i = ftoi %old signed : tile<{ty}> -> tile<i32>\n")
    index_name = "%old" if ty == "i32" else "%i"
    kernels.append(
        f"  entry @{name}(%counter: tile<ptr<{ty}>>, %claimed: tile<ptr<i32>>) {{\n"
        f"    %one = constant {const(ty, 1)} : tile<{ty}>\n"
        f"    %limit = constant {const(ty, LIMIT)} : tile<{ty}>\n"
        f"    %mark = constant <i32: 1> : tile<i32>\n"
        f"    %t0 = make_token : token\n"
        f"    %n = loop iter_values(%tok = %t0) : token -> tile<{ty}> {{\n"
        f"      %old, %t1 = atomic_rmw_tko relaxed device %counter, {mode}, %one token = %tok : tile<ptr<{ty}>>, tile<{ty}> -> tile<{ty}>, token\n"
        f"      %done = {done}\n"
        f"      if %done {{\n"
        f"        break %old : tile<{ty}>\n"
        f"      }}\n"
        + index
        + slot_pointer("slot", "claimed", "i32", index_name[1:]) +
        f"      %was, %t2 = atomic_rmw_tko relaxed device %slot, add, %mark token = %t1 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token\n"
        f"      continue %t2 : token\n"
        f"    }}\n"
        f"    return\n  }}\n")
    kernels[-1] = kernels[-1].replace("    %slot = offset", "      %slot = offset").replace("    %i = ", "      %i = ")
    g = 6
    case(name, f"../kernel.mlir --kernel {name} --grid {g} zeros:{ty}:1 zeros:i32:{LIMIT}", {},
         {0: np.array([LIMIT + g], NP[ty]), 1: np.ones(LIMIT, np.int32)})

# ---- a spin lock: xchg acquires, a plain read-modify-write under the lock, xchg releases
kernels.append(
    "  entry @spin_lock(%lock: tile<ptr<i32>>, %counter: tile<ptr<i32>>) {\n"
    "    %zero = constant <i32: 0> : tile<i32>\n"
    "    %one = constant <i32: 1> : tile<i32>\n"
    "    %t0 = make_token : token\n"
    "    %held = loop iter_values(%tok = %t0) : token -> token {\n"
    "      %was, %t1 = atomic_rmw_tko acquire device %lock, xchg, %one token = %tok : tile<ptr<i32>>, tile<i32> -> tile<i32>, token\n"
    "      %free = cmpi equal %was, %zero, signed : tile<i32> -> tile<i1>\n"
    "      if %free {\n"
    "        break %t1 : token\n"
    "      }\n"
    "      continue %t1 : token\n"
    "    }\n"
    "    %c, %t2 = load_ptr_tko weak %counter token = %held : tile<ptr<i32>> -> tile<i32>, token\n"
    "    %c1 = addi %c, %one : tile<i32>\n"
    "    %t3 = store_ptr_tko weak %counter, %c1 token = %t2 : tile<ptr<i32>>, tile<i32> -> token\n"
    "    %out, %t4 = atomic_rmw_tko release device %lock, xchg, %zero token = %t3 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token\n"
    "    return\n  }\n")
case("spin_lock", "../kernel.mlir --kernel spin_lock --grid 12 zeros:i32:1 zeros:i32:1", {}, {0: np.array([0], np.int32), 1: np.array([12], np.int32)})

# ---- message passing between two tile blocks through a flag
kernels.append(
    "  entry @message(%flag: tile<ptr<i32>>, %data: tile<ptr<i32>>, %out: tile<ptr<i32>>) {\n"
    "    %b, %by, %bz = get_tile_block_id : tile<i32>\n"
    "    %c0 = constant <i32: 0> : tile<i32>\n"
    "    %c1 = constant <i32: 1> : tile<i32>\n"
    "    %payload = constant <i32: 4242> : tile<i32>\n"
    "    %sender = cmpi equal %b, %c0, signed : tile<i32> -> tile<i1>\n"
    "    if %sender {\n"
    "      %t1 = store_ptr_tko weak %data, %payload : tile<ptr<i32>>, tile<i32> -> token\n"
    "      %t2 = store_ptr_tko release device %flag, %c1 token = %t1 : tile<ptr<i32>>, tile<i32> -> token\n"
    "    } else {\n"
    "      %t0 = make_token : token\n"
    "      %ready = loop iter_values(%tok = %t0) : token -> token {\n"
    "        %f, %tf = load_ptr_tko acquire device %flag token = %tok : tile<ptr<i32>> -> tile<i32>, token\n"
    "        %set = cmpi equal %f, %c1, signed : tile<i32> -> tile<i1>\n"
    "        if %set {\n"
    "          break %tf : token\n"
    "        }\n"
    "        continue %tf : token\n"
    "      }\n"
    "      %d, %td = load_ptr_tko weak %data token = %ready : tile<ptr<i32>> -> tile<i32>, token\n"
    "      %t3 = store_ptr_tko weak %out, %d token = %td : tile<ptr<i32>>, tile<i32> -> token\n"
    "    }\n"
    "    return\n  }\n")
case("message", "../kernel.mlir --kernel message --grid 2 zeros:i32:1 zeros:i32:1 zeros:i32:1", {},
     {0: np.array([1], np.int32), 1: np.array([4242], np.int32), 2: np.array([4242], np.int32)})

# ---- every read-modify-write mode, each tile block on its own word.
# Iteration i applies argument arg(i); the loop leaves when the old value
# returned meets `stop`, or after 64 iterations.
MAX_ITER = 64
RMW = {
    # mode: (types, first memory value, arg(i), stop(old, i))
    "add": (["i32", "i64"], lambda b: 5 * b, lambda i: 3 + i, lambda o, i: o >= 100),
    "and": (["i32", "i64"], lambda b: -256 | (0xFF >> (2 * b)), lambda i: ~(1 << i), lambda o, i: (o & 0xFF) == 0),
    "or": (["i32", "i64"], lambda b: (b << 8) | (0x3F >> (2 * b)), lambda i: 1 << i, lambda o, i: (o & 0x3F) == 0x3F),
    "xor": (["i32", "i64"], lambda b: 0x5A5A + b, lambda i: (i * 0x9E37) & 0xFFFF, lambda o, i: (o & 0xF) == 7),
    "max": (["i32", "i64"], lambda b: -50 + 30 * b, lambda i: (i * 37) % 101 - 50, lambda o, i: o >= 40),
    "min": (["i32", "i64"], lambda b: 50 - 30 * b, lambda i: 50 - (i * 37) % 101, lambda o, i: o <= -40),
    "umax": (["i32", "i64"], lambda b: b * 0x30000, lambda i: (i * 0x10001) & 0xFFFFF, lambda o, i: o >= 0x80000),
    "umin": (["i32", "i64"], lambda b: -1 - 8 * b, lambda i: -1 - ((i * 0x3001) & 0xFFFF), lambda o, i: o <= 0xFFFFFFF0),
    "xchg": (["i32", "i64", "f32", "f64"], lambda b: 3 + b, lambda i: i, lambda o, i: o == 5),
    "addf": (["f16", "f32", "f64"], lambda b: 3.25 * b, lambda i: 0.5 + 0.25 * (i % 3), lambda o, i: o >= 10.0),
}


def wrap(values, ty):
    """Python integers as `ty` (two's complement, wrapping)."""
    bits = 32 if ty == "i32" else 64
    return np.array([((v + (1 << (bits - 1))) % (1 << bits)) - (1 << (bits - 1)) for v in values], np.int64).astype(NP[ty])


def simulate(mode, ty, first, arg, stop):
    """The final memory value and the value `break` leaves with, per the IR's meaning."""
    np_ty = NP[ty]
    mem = np_ty(first)
    for i in range(MAX_ITER):
        a = arg(i)
        old = mem
        with np.errstate(over="ignore"):
            if mode == "add":
                mem = np_ty(old + a)
            elif mode == "and":
                mem = np_ty(old & a)
            elif mode == "or":
                mem = np_ty(old | a)
            elif mode == "xor":
                mem = np_ty(old ^ a)
            elif mode == "max":
                mem = max(old, a)
            elif mode == "min":
                mem = min(old, a)
            elif mode == "umax":
                mem = max(old.astype(UNSIGNED[ty]), a.astype(UNSIGNED[ty])).astype(np_ty)
            elif mode == "umin":
                mem = min(old.astype(UNSIGNED[ty]), a.astype(UNSIGNED[ty])).astype(np_ty)
            elif mode == "xchg":
                mem = a
            elif mode == "addf":
                mem = np_ty(old + a)
        view = old.astype(UNSIGNED[ty]) if mode in ("umax", "umin") else old
        if mode == "umin" and ty == "i64":
            hit = int(view) <= 0xFFFFFFFFFFFFFFF0
        else:
            hit = stop(view, i)
        if hit:
            return mem, old, i + 1
    return mem, None, MAX_ITER


for mode, (types, first, arg, stop) in RMW.items():
    for ty in types:
        name = f"rmw_loop_{mode}_{ty}"
        int_ty = ty.startswith("i")
        conds = {
            "add": f"cmpi greater_than_or_equal %old, %k, signed", "and": None, "or": None, "xor": None,
            "max": f"cmpi greater_than_or_equal %old, %k, signed", "min": f"cmpi less_than_or_equal %old, %k, signed",
            "umax": f"cmpi greater_than_or_equal %old, %k, unsigned", "umin": f"cmpi less_than_or_equal %old, %k, unsigned",
            "xchg": f"cmpi equal %old, %k, signed" if int_ty else f"cmpf equal ordered %old, %k",
            "addf": f"cmpf greater_than_or_equal ordered %old, %k",
        }
        k = {"add": 100, "max": 40, "min": -40, "umax": 0x80000, "umin": -16, "xchg": 5, "addf": 10.0}
        lines = [f"  entry @{name}(%mem: tile<ptr<{ty}>>, %args: tile<ptr<{ty}>>, %steps: tile<ptr<i32>>) {{\n",
                 "    %b, %by, %bz = get_tile_block_id : tile<i32>\n",
                 "    %c0 = constant <i32: 0> : tile<i32>\n",
                 "    %c1 = constant <i32: 1> : tile<i32>\n",
                 f"    %cmax = constant <i32: {MAX_ITER}> : tile<i32>\n",
                 slot_pointer("word", "mem", ty, "b"),
                 slot_pointer("count", "steps", "i32", "b"),
                 "    %t0 = make_token : token\n",
                 f"    %n = loop iter_values(%i = %c0, %tok = %t0) : tile<i32>, token -> tile<i32> {{\n",
                 slot_pointer("ap", "args", ty, "i").replace("    %", "      %", 1),
                 f"      %a, %ta = load_ptr_tko weak %ap : tile<ptr<{ty}>> -> tile<{ty}>, token\n",
                 f"      %old, %t1 = atomic_rmw_tko acq_rel device %word, {mode}, %a token = %tok : tile<ptr<{ty}>>, tile<{ty}> -> tile<{ty}>, token\n"]
        if mode in ("and", "or", "xor"):
            mask, want = {"and": (0xFF, 0), "or": (0x3F, 0x3F), "xor": (0xF, 7)}[mode]
            lines += [f"      %mask = constant <{ty}: {mask}> : tile<{ty}>\n",
                      f"      %want = constant <{ty}: {want}> : tile<{ty}>\n",
                      f"      %low = andi %old, %mask : tile<{ty}>\n",
                      f"      %hit = cmpi equal %low, %want, signed : tile<{ty}> -> tile<i1>\n"]
        else:
            lines += [f"      %k = constant {const(ty, k[mode])} : tile<{ty}>\n",
                      f"      %hit = {conds[mode]} : tile<{ty}> -> tile<i1>\n"]
        lines += ["      %i1 = addi %i, %c1 : tile<i32>\n",
                  "      %last = cmpi equal %i1, %cmax, signed : tile<i32> -> tile<i1>\n",
                  "      %leave = ori %hit, %last : tile<i1>\n",
                  "      if %leave {\n",
                  "        break %i1 : tile<i32>\n",
                  "      }\n",
                  "      continue %i1, %t1 : tile<i32>, token\n",
                  "    }\n",
                  "    %done = store_ptr_tko weak %count, %n : tile<ptr<i32>>, tile<i32> -> token\n",
                  "    return\n  }\n"]
        kernels.append("".join(lines))
        g = 4
        mem0 = wrap([first(b) for b in range(g)], ty) if int_ty else np.array([first(b) for b in range(g)], NP[ty])
        args = wrap([arg(i) for i in range(MAX_ITER)], ty) if int_ty else np.array([arg(i) for i in range(MAX_ITER)], NP[ty])
        mem_end, steps = [], []
        for b in range(g):
            m, _, n = simulate(mode, ty, mem0[b], lambda i: args[i], stop)
            mem_end.append(m)
            steps.append(n)
        assert len(set(steps)) > 1, (name, steps)  # the loop's length depends on the memory
        case(name, f"../kernel.mlir --kernel {name} --grid {g} mem.npy args.npy zeros:i32:{g}",
             {"mem.npy": mem0, "args.npy": args}, {0: np.array(mem_end, NP[ty]), 2: np.array(steps, np.int32)})

with open(os.path.join(HERE, "kernel.mlir"), "w") as f:
    f.write("// Generated by gen.py; do not edit. Loops around one-element atomics, left on what they return.\n")
    f.write("cuda_tile.module @retry {\n" + "\n".join(kernels) + "}\n")
