#!/usr/bin/env python3
"""Writes one Tile IR function of N rewrites for timing tilesmith's passes
(docs/benchmarks.md, "Passes"): `python3 pass_scaling.py KIND N > f.mlir`.

KIND: `fma` (a chain of N product-sum pairs for fuse-fma), `ifs` (N ifs that
canonicalize turns into selects), `moved` (N constants after other ops, moved
to the front), `dups` (N equal constants, uniqued)."""
import sys
kind, n = sys.argv[1], int(sys.argv[2])
out = ['cuda_tile.module @m {', '  entry @k(%p: tile<ptr<f32>>, %x: tile<f32>) {']
if kind in ('moved', 'dups'):
    # moved: N distinct constants; dups: N equal ones.
    out.append('    %acc0 = addf %x, %x : tile<f32>')
    for i in range(n):
        value = f'{i}.0' if kind == 'moved' else '1.0'
        out.append(f'    %c{i} = constant <f32: {value}> : tile<f32>')
        out.append(f'    %acc{i+1} = addf %acc{i}, %c{i} : tile<f32>')
    last = f'%acc{n}'
elif kind == 'fma':
    out.append('    %acc0 = addf %x, %x : tile<f32>')
    for i in range(n):
        out.append(f'    %m{i} = mulf %acc{i}, %x : tile<f32>')
        out.append(f'    %acc{i+1} = addf %m{i}, %x : tile<f32>')
    last = f'%acc{n}'
elif kind == 'ifs':
    out.append('    %t = constant <i1: true> : tile<i1>')
    out.append('    %acc0 = addf %x, %x : tile<f32>')
    out.append('    %z = constant <f32: 0.0> : tile<f32>')
    out.append('    %b = cmpf greater_than ordered %x, %z : tile<f32> -> tile<i1>')
    for i in range(n):
        out.append(f'    %acc{i+1} = if %b -> (tile<f32>) {{')
        out.append(f'      yield %acc{i} : tile<f32>')
        out.append('    } else {')
        out.append(f'      yield %x : tile<f32>')
        out.append('    }')
    last = f'%acc{n}'
out.append(f'    %tok = store_ptr_tko weak %p, {last} : tile<ptr<f32>>, tile<f32> -> token')
out += ['    return', '  }', '}']
print('\n'.join(out))
