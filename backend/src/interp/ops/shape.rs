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
fn packed_bytes(elem: Elem) -> Option<usize> {
    let Elem::Scalar(s) = elem else { return None };
    let bits = scalar_bits(s);
    (bits >= 16).then_some(bits as usize / 8)
}

/// `pack` (13.3): the bytes of a rank-1 tile, in order, each element's from
/// its least significant byte (little-endian, as the GPU lays them out).
pub(super) fn exec_pack(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let source = cx.operand(op, PackOp(op).source(cx.ir))?;
    let Some(bytes) = packed_bytes(source.elem) else {
        return Err(cx.error(op, format!("the interpreter cannot run 'cuda_tile.pack' of {} elements yet", source.elem.name())));
    };
    let (elem, shape) = result_tile_type(cx, op, 0)?;
    let mut data = cx.alloc(op, source.len() * bytes)?;
    for &x in &source.data {
        data.extend((0..bytes).map(|k| (x >> (8 * k)) & 0xff));
    }
    if data.len() as i64 != shape.iter().product::<i64>() {
        return Err(cx.error(op, "internal error: the result does not hold the source's bytes"));
    }
    cx.set_result(op, 0, Tile::new(elem, shape, data))
}

/// `unpack` (13.3): the inverse of `pack`.
pub(super) fn exec_unpack(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let source = cx.operand(op, UnpackOp(op).source(cx.ir))?;
    let (elem, shape) = result_tile_type(cx, op, 0)?;
    let Some(bytes) = packed_bytes(elem) else {
        return Err(cx.error(op, format!("the interpreter cannot run 'cuda_tile.unpack' to {} elements yet", elem.name())));
    };
    if source.len() as i64 != shape.iter().product::<i64>() * bytes as i64 {
        return Err(cx.error(op, "internal error: the source does not hold the result's bytes"));
    }
    let mut data = cx.alloc(op, source.len() / bytes)?;
    data.extend(source.data.chunks(bytes).map(|group| group.iter().enumerate().fold(0u64, |word, (k, &b)| word | ((b & 0xff) << (8 * k)))));
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
