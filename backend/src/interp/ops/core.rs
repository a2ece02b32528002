//! Core ops without memory: constants and the tile block's position in the grid.
//! (Shape ops and the rest of the core family live in their own modules.)

use tilesmith_dialect::generated::ops::core::ConstantOp;
use tilesmith_dialect::ir::OpId;

use super::super::exec::{BlockCx, Flow, RunError};
use super::super::value::{try_dense_tile, Tile};
use super::result_tile_type;


pub(super) fn exec_constant(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let attr = ConstantOp(op).value(cx.verified);
    let tile = try_dense_tile(cx.ir, attr)
        .map_err(|e| cx.error(op, format!("'cuda_tile.constant' {e}")))?
        .ok_or_else(|| cx.error(op, "internal error: the constant's value does not fit its type"))?;
    cx.set_result(op, 0, tile)
}

/// Three i32 results, one per grid dimension.
fn set_xyz(cx: &mut BlockCx<'_>, op: OpId, xyz: [i64; 3]) -> Result<Flow, RunError> {
    for (i, v) in xyz.into_iter().enumerate() {
        let (elem, _) = result_tile_type(cx, op, i)?;
        cx.set_result(op, i as u32, Tile::scalar(elem, v as u64))?;
    }
    Ok(Flow::Next)
}

pub(super) fn exec_get_tile_block_id(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let id = cx.block_id;
    set_xyz(cx, op, id)
}

pub(super) fn exec_get_num_tile_blocks(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let grid = cx.prog.grid;
    set_xyz(cx, op, grid)
}
