//! Ops that rearrange tiles without computing on their elements: iota,
//! broadcast, reshape (and, in time, permute, extract and cat).

use tilesmith_dialect::generated::ops::core::{BroadcastOp, IotaOp, ReshapeOp};
use tilesmith_dialect::ir::OpId;
use tilesmith_dialect::registry::OpInfo;

use super::super::exec::{BlockCx, ExecFn, Flow, RunError};
use super::super::value::{row_major_strides, Tile};
use super::result_tile_type;

pub const OPS: &[(&OpInfo, ExecFn)] = &[(IotaOp::INFO, exec_iota), (BroadcastOp::INFO, exec_broadcast), (ReshapeOp::INFO, exec_reshape)];

fn exec_iota(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let (elem, shape) = result_tile_type(cx, op, 0)?;
    let n = shape.iter().product::<i64>() as u64;
    cx.set_result(op, 0, Tile::new(elem, shape, (0..n).map(|k| k & elem.mask()).collect()))
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

fn exec_broadcast(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let source = cx.operand(op, BroadcastOp(op).source(cx.ir))?;
    let (_, shape) = result_tile_type(cx, op, 0)?;
    let n = shape.iter().product::<i64>() as usize;
    let data = (0..n).map(|i| source.data[broadcast_index(i, &shape, &source.shape)]).collect();
    cx.set_result(op, 0, Tile::new(source.elem, shape, data))
}

fn exec_reshape(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let source = cx.operand(op, ReshapeOp(op).source(cx.ir))?;
    let (_, shape) = result_tile_type(cx, op, 0)?;
    cx.set_result(op, 0, Tile::new(source.elem, shape, source.data.clone()))
}
