//! What each op does at runtime, one module per op family, and the table
//! that maps each op kind to its [`ExecFn`].
//!
//! Ops without runtime meaning of their own (`module`, `entry`, `global`)
//! are not in the table: the launch handles them.

pub mod atomics;
pub mod control_flow;
pub mod conversion;
pub mod core;
pub mod elementwise;
pub mod float;
pub mod integer;
pub mod memory;
pub mod misc;
pub mod mma;
pub mod printf;
pub mod reduction;
pub mod shape;
pub mod view;

use tilesmith_dialect::ir::{OpId, TypeId, Value};
use tilesmith_dialect::registry::OpInfo;

use super::exec::{BlockCx, ExecFn, RunError};
use super::value::Elem;

/// Every op kind the interpreter runs, with its implementation.
pub fn table() -> Vec<(&'static OpInfo, ExecFn)> {
    let mut t = Vec::new();
    t.extend_from_slice(atomics::OPS);
    t.extend_from_slice(control_flow::OPS);
    t.extend_from_slice(core::OPS);
    t.extend_from_slice(memory::OPS);
    t.extend_from_slice(misc::OPS);
    t.extend_from_slice(mma::OPS);
    t.extend_from_slice(reduction::OPS);
    t.extend_from_slice(shape::OPS);
    t.extend_from_slice(view::OPS);
    t.extend_from_slice(integer::OPS);
    t.extend_from_slice(float::OPS);
    t.extend_from_slice(conversion::OPS);
    t
}

/// The type of result `index` of `op`.
pub fn result_type(cx: &BlockCx<'_>, op: OpId, index: usize) -> TypeId {
    cx.ir.op(op).result_types[index]
}

/// The element type and shape of the tile result `index` of `op`.
pub fn result_tile_type(cx: &BlockCx<'_>, op: OpId, index: usize) -> Result<(Elem, Vec<i64>), RunError> {
    let ty = result_type(cx, op, index);
    let elem = Elem::of_type(cx.ir, ty).ok_or_else(|| cx.error(op, "internal error: the result is not a tile"))?;
    let shape = cx.ir.types.shape(ty).map(<[i64]>::to_vec).unwrap_or_default();
    Ok((elem, shape))
}

/// A required operand, which the verifier guarantees.
pub fn required(cx: &BlockCx<'_>, op: OpId, v: Option<Value>) -> Result<Value, RunError> {
    v.ok_or_else(|| cx.error(op, "internal error: a required operand is missing"))
}

/// The value of a rank-0 integer tile operand, sign-extended.
pub fn scalar_operand(cx: &BlockCx<'_>, op: OpId, v: Option<Value>) -> Result<i64, RunError> {
    let t = cx.operand(op, v)?;
    if t.len() != 1 {
        return Err(cx.error(op, "internal error: expected a scalar operand"));
    }
    Ok(t.signed(0))
}
