//! Tensor and partition views: making them, reading their shapes, and
//! loading and storing tiles through them.

use tilesmith_dialect::ir::Ir;
use tilesmith_dialect::generated::ops::core::EntryOp;
use tilesmith_dialect::registry::OpInfo;

use super::super::exec::{ExecFn, RunError};
use super::super::launch::ParamKind;
use super::super::memory::Memory;
use super::super::value::Tile;

pub const OPS: &[(&OpInfo, ExecFn)] = &[];

/// Before a launch: every tensor view whose base is a buffer argument and
/// whose shape and strides are known from constants and scalar arguments
/// must fit in that buffer.
pub fn check_view_extents(_ir: &Ir, _entry: EntryOp, _params: &[ParamKind], _bases: &[Option<u64>], _values: &[Tile], _memory: &Memory) -> Result<(), RunError> {
    Ok(())
}
