//! Ops that rearrange tiles without computing on their elements: iota,
//! broadcast, reshape, permute, extract and cat.

use tilesmith_dialect::generated::ops::core::{BroadcastOp, CatOp, ExtractOp, InsertOp, PackOp, PermuteOp, ReshapeOp, UnpackOp};
use tilesmith_dialect::ir::OpId;

use super::super::exec::{BlockCx, Flow, RunError};
use super::super::value::{row_major_strides, scalar_bits, Elem, Tile};
use super::result_tile_type;


pub(super) fn exec_iota(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let (elem, shape) = result_tile_type(cx, op, 0)?;
    let n = shape.iter().product::<i64>() as u64;
    let mut data = cx.alloc(op, n as usize)?;
    data.extend((0..n).map(|k| k & elem.mask()));
    cx.set_result(op, 0, Tile::new(elem, shape, data))
}

/// The row-major index into `source_shape` that position `index` of a tile
/// of `shape` reads when unit dimensions of the source are repeated.
pub fn broadcast_index(index: usize, shape: &[i64], source_shape: &[i64]) -> usize {
    let strides = row_major_strides(shape);
    let source_strides = row_major_strides(source_shape);
    let mut rest = index as i64;
    let mut at = 0i64;
    for d in 0..shape.len() {
        let coord = rest / strides[d];
        rest %= strides[d];
        if source_shape[d] != 1 {
            at += coord * source_strides[d];
        }
    }
    at as usize
}

pub(super) fn exec_broadcast(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let source = cx.operand(op, BroadcastOp(op).source(cx.ir))?;
    let (_, shape) = result_tile_type(cx, op, 0)?;
    let n = shape.iter().product::<i64>() as usize;
    let mut data = cx.alloc(op, n)?;
    data.extend((0..n).map(|i| source.data[broadcast_index(i, &shape, &source.shape)]));
    cx.set_result(op, 0, Tile::new(source.elem, shape, data))
}

pub(super) fn exec_reshape(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let source = cx.operand(op, ReshapeOp(op).source(cx.ir))?;
    let (_, shape) = result_tile_type(cx, op, 0)?;
    let mut data = cx.alloc(op, source.len())?;
    data.extend_from_slice(&source.data);
    cx.set_result(op, 0, Tile::new(source.elem, shape, data))
}

/// The bytes per element of the wide side of `pack`/`unpack` (`None`: 4-bit
/// and i1 elements, which share bytes and do not run yet).
/// The bits an element takes in `pack`'s byte stream: its width, i1's one
/// bit and tf32's 32 included.
fn packed_bits(elem: Elem) -> u32 {
    match elem {
        Elem::Scalar(s) => scalar_bits(s),
        Elem::Ptr(_) => 64,
    }
}

/// `pack` (13.3): a rank-1 tile's elements as one little-endian stream of
/// bits, cut into bytes: element `i` of width `w` takes bits `i*w` to
/// `i*w+w-1` (each element from its least significant bit; so i1 element
/// `i` is bit `i % 8` of byte `i / 8` and a 4-bit pair shares a byte, the
/// even element in the low half, as NVIDIA's tileiras packs them).
pub(super) fn exec_pack(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let source = cx.operand(op, PackOp(op).source(cx.ir))?;
    let w = packed_bits(source.elem) as usize;
    let (elem, shape) = result_tile_type(cx, op, 0)?;
    let bytes = shape.iter().product::<i64>() as usize;
    if source.len() * w != bytes * 8 {
        return Err(cx.error(op, "internal error: the result does not hold the source's bits"));
    }
    let mut data = cx.alloc(op, bytes)?;
    data.resize(bytes, 0);
    for (i, &x) in source.data.iter().enumerate() {
        for b in 0..w {
            let bit = i * w + b;
            data[bit / 8] |= ((x >> b) & 1) << (bit % 8);
        }
    }
    cx.set_result(op, 0, Tile::new(elem, shape, data))
}

/// `unpack` (13.3): the inverse of `pack`.
pub(super) fn exec_unpack(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let source = cx.operand(op, UnpackOp(op).source(cx.ir))?;
    let (elem, shape) = result_tile_type(cx, op, 0)?;
    let w = packed_bits(elem) as usize;
    let count = shape.iter().product::<i64>() as usize;
    if count * w != source.len() * 8 {
        return Err(cx.error(op, "internal error: the source does not hold the result's bits"));
    }
    let mut data = cx.alloc(op, count)?;
    for i in 0..count {
        let word = (0..w).fold(0u64, |word, b| {
            let bit = i * w + b;
            word | (((source.data[bit / 8] >> (bit % 8)) & 1) << b)
        });
        data.push(word);
    }
    cx.set_result(op, 0, Tile::new(elem, shape, data))
}

/// Calls `f` with each coordinate of `shape` in row-major order.
fn for_each_coord(shape: &[i64], mut f: impl FnMut(&[i64])) {
    if shape.iter().any(|&d| d <= 0) {
        return;
    }
    let mut coord = vec![0i64; shape.len()];
    loop {
        f(&coord);
        let mut d = shape.len();
        loop {
            if d == 0 {
                return;
            }
            d -= 1;
            coord[d] += 1;
            if coord[d] < shape[d] {
                break;
            }
            coord[d] = 0;
        }
    }
}

/// The row-major position of `coord` in a tile with `strides`.
fn linear(coord: &[i64], strides: &[i64]) -> usize {
    coord.iter().zip(strides).map(|(c, s)| c * s).sum::<i64>() as usize
}

/// Result dimension `k` is source dimension `permutation[k]`.
pub(super) fn exec_permute(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let view = PermuteOp(op);
    let source = cx.operand(op, view.source(cx.ir))?;
    let permutation: Vec<usize> = view.permutation(cx.ir).unwrap_or_default().iter().map(|&p| p as usize).collect();
    let (_, shape) = result_tile_type(cx, op, 0)?;
    let rank = source.shape.len();
    let is_permutation = permutation.len() == rank && (0..rank).all(|d| permutation.contains(&d));
    if !is_permutation || permutation.iter().enumerate().any(|(k, &p)| shape[k] != source.shape[p]) {
        return Err(cx.error(op, "internal error: the permutation does not match the shapes"));
    }
    let source_strides = source.strides();
    let mut data = cx.alloc(op, source.len())?;
    let mut source_coord = vec![0i64; rank];
    for_each_coord(&shape, |coord| {
        for (k, &p) in permutation.iter().enumerate() {
            source_coord[p] = coord[k];
        }
        data.push(source.data[linear(&source_coord, &source_strides)]);
    });
    cx.set_result(op, 0, Tile::new(source.elem, shape, data))
}

/// The indices count result-shaped blocks: index `k` along a dimension starts
/// at element `k * result extent`. A block outside the source has no defined
/// value; the interpreter reports it.
pub(super) fn exec_extract(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let view = ExtractOp(op);
    let source = cx.operand(op, view.source(cx.ir))?;
    let (_, shape) = result_tile_type(cx, op, 0)?;
    let indices = view.indices(cx.ir).to_vec();
    if indices.len() != shape.len() || source.shape.len() != shape.len() {
        return Err(cx.error(op, "internal error: extract needs one index per dimension"));
    }
    let start = block_starts(cx, op, "extract", "source", &indices, &source.shape, &shape)?;
    let source_strides = source.strides();
    let mut data = cx.alloc(op, shape.iter().product::<i64>() as usize)?;
    let mut source_coord = vec![0i64; shape.len()];
    for_each_coord(&shape, |coord| {
        for d in 0..coord.len() {
            source_coord[d] = start[d] + coord[d];
        }
        data.push(source.data[linear(&source_coord, &source_strides)]);
    });
    cx.set_result(op, 0, Tile::new(source.elem, shape, data))
}

/// The first element of the block each index names (indices count
/// `block`-shaped blocks of the `whole` tile); a block outside it is an error
/// naming the op (`word`) and the whole (`whole_name`).
fn block_starts(cx: &mut BlockCx<'_>, op: OpId, word: &str, whole_name: &str, indices: &[tilesmith_dialect::ir::Value], whole: &[i64], block: &[i64]) -> Result<Vec<i64>, RunError> {
    let mut start = Vec::with_capacity(indices.len());
    for (d, &index) in indices.iter().enumerate() {
        let at = cx.tile(op, index)?.signed(0);
        let blocks = if block[d] == 0 { 0 } else { whole[d] / block[d] };
        if at < 0 || at >= blocks {
            return Err(cx.error(op, format!("{word} index {at} along dimension {d} names no block: the {whole_name}'s {} elements hold {blocks} block(s) of {}", whole[d], block[d])));
        }
        start.push(at * block[d]);
    }
    Ok(start)
}

/// `insert` (13.4): `destination` with the `source`-shaped block named by the
/// indices (counted in blocks, as `extract`'s) replaced by `source`. A block
/// outside the destination has no defined result; the interpreter reports it.
pub(super) fn exec_insert(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let view = InsertOp(op);
    let source = cx.operand(op, view.source(cx.ir))?;
    let destination = cx.operand(op, view.destination(cx.ir))?;
    let indices = view.indices(cx.ir).to_vec();
    let rank = destination.shape.len();
    if indices.len() != rank || source.shape.len() != rank {
        return Err(cx.error(op, "internal error: insert needs one index per dimension"));
    }
    let start = block_starts(cx, op, "insert", "destination", &indices, &destination.shape, &source.shape)?;
    let mut data = cx.alloc(op, destination.data.len())?;
    data.extend_from_slice(&destination.data);
    let strides = destination.strides();
    let shape = source.shape.clone();
    let mut at = vec![0i64; rank];
    let mut k = 0;
    for_each_coord(&shape, |coord| {
        for d in 0..rank {
            at[d] = start[d] + coord[d];
        }
        data[linear(&at, &strides)] = source.data[k];
        k += 1;
    });
    cx.set_result(op, 0, Tile::new(destination.elem, destination.shape.clone(), data))
}

/// `rhs` follows `lhs` along dimension `dim`.
pub(super) fn exec_cat(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let view = CatOp(op);
    let lhs = cx.operand(op, view.lhs(cx.ir))?;
    let rhs = cx.operand(op, view.rhs(cx.ir))?;
    let (_, shape) = result_tile_type(cx, op, 0)?;
    let dim = view.dim(cx.ir).unwrap_or(-1);
    let fits = usize::try_from(dim).ok().filter(|&d| d < shape.len() && lhs.shape.len() == shape.len() && rhs.shape.len() == shape.len());
    let Some(dim) = fits.filter(|&d| lhs.shape[d] + rhs.shape[d] == shape[d]) else {
        return Err(cx.error(op, "internal error: cat's dimension does not match the shapes"));
    };
    let (lhs_strides, rhs_strides) = (lhs.strides(), rhs.strides());
    let split = lhs.shape[dim];
    let mut data = cx.alloc(op, lhs.len() + rhs.len())?;
    let mut from = vec![0i64; shape.len()];
    for_each_coord(&shape, |coord| {
        from.copy_from_slice(coord);
        if coord[dim] < split {
            data.push(lhs.data[linear(&from, &lhs_strides)]);
        } else {
            from[dim] -= split;
            data.push(rhs.data[linear(&from, &rhs_strides)]);
        }
    });
    cx.set_result(op, 0, Tile::new(lhs.elem, shape, data))
}
