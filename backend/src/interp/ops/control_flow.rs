//! Control flow: `if`, `for`, `loop`, and the terminators `yield`,
//! `continue`, `break` and `return`.

use tilesmith_dialect::generated::ops::control_flow::{BreakOp, ContinueOp, ForOp, IfOp, LoopOp, ReturnOp, YieldOp};
use tilesmith_dialect::ir::{OpId, Value};

use super::super::exec::{BlockCx, Flow, RunError};
use super::super::value::{RtValue, Tile};
use super::scalar_operand;


/// Binds the values a region produced to `op`'s results.
fn set_results(cx: &mut BlockCx<'_>, op: OpId, values: Vec<RtValue>) -> Result<Flow, RunError> {
    if values.len() != cx.ir.op(op).result_types.len() {
        return Err(cx.error(op, "internal error: a region produced the wrong number of values"));
    }
    for (i, v) in values.into_iter().enumerate() {
        cx.set(Value::Result(op, i as u32), v);
    }
    Ok(Flow::Next)
}

pub(super) fn exec_if(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let view = IfOp(op);
    let condition = cx.operand(op, view.condition(cx.ir))?.only() & 1 == 1;
    let region = if condition { view.then_region(cx.ir) } else { view.else_region(cx.ir) };
    let Some(region) = region else { return Ok(Flow::Next) };
    match cx.run_region(region, Vec::new())? {
        Flow::Yield(values) => set_results(cx, op, values),
        // break, continue and return leave the if for the op around it.
        exit => Ok(exit),
    }
}

pub(super) fn exec_for(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let view = ForOp(op);
    if view.unsigned_cmp(cx.ir) {
        return exec_for_unsigned(cx, op);
    }
    let lower = scalar_operand(cx, op, view.lower_bound(cx.ir))?;
    let upper = scalar_operand(cx, op, view.upper_bound(cx.ir))?;
    let step = scalar_operand(cx, op, view.step(cx.ir))?;
    if step <= 0 {
        return Err(cx.error(op, format!("the step of the loop is {step}; it must be positive")));
    }
    let iv_type = cx.operand(op, view.lower_bound(cx.ir))?.elem;
    // The induction variable lives in the bounds' type: stop rather than wrap.
    let next = |i: u64| (i as i64).checked_add(step).filter(|&n| fits(n, iv_type.mask()) && n < upper).map(|n| n as u64);
    run_for(cx, op, (lower < upper).then_some(lower as u64), next)
}

/// `for unsigned` (13.2): the bounds and the step read as unsigned numbers
/// of the bounds' width; the step must not be zero. As in the signed loop,
/// the induction variable stops rather than wraps past the width.
fn exec_for_unsigned(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let view = ForOp(op);
    let iv_type = cx.operand(op, view.lower_bound(cx.ir))?.elem;
    let mask = iv_type.mask();
    let read = |cx: &BlockCx<'_>, v| -> Result<u64, RunError> { Ok(scalar_operand(cx, op, v)? as u64 & mask) };
    let (lower, upper, step) = (read(cx, view.lower_bound(cx.ir))?, read(cx, view.upper_bound(cx.ir))?, read(cx, view.step(cx.ir))?);
    if step == 0 {
        return Err(cx.error(op, "the step of the loop is 0; it must be positive"));
    }
    let next = |i: u64| i.checked_add(step).filter(|&n| n <= mask && n < upper);
    run_for(cx, op, (lower < upper).then_some(lower), next)
}

/// Runs a `for` body for the induction values `first`, `next(first)`, ...
/// (the bits of each), carrying the values from one iteration to the next.
fn run_for(cx: &mut BlockCx<'_>, op: OpId, first: Option<u64>, next: impl Fn(u64) -> Option<u64>) -> Result<Flow, RunError> {
    let view = ForOp(op);
    let region = view.region(cx.ir).ok_or_else(|| cx.error(op, "internal error: the loop has no body"))?;
    let iv_type = cx.operand(op, view.lower_bound(cx.ir))?.elem;
    let mut carried = cx.values(op, view.init_values(cx.ir))?;
    let mut iv = first;
    while let Some(i) = iv {
        let mut args = vec![RtValue::tile(Tile::scalar(iv_type, i))];
        args.append(&mut carried);
        match cx.run_region(region, args)? {
            Flow::Continue(values) | Flow::Yield(values) => carried = values,
            Flow::Return => return Ok(Flow::Return),
            Flow::Break(_) | Flow::Next => return Err(cx.error(op, "internal error: a 'for' body cannot break")),
        }
        iv = next(i);
    }
    set_results(cx, op, carried)
}

/// Whether `v` is representable as a signed integer of the width `mask` covers.
fn fits(v: i64, mask: u64) -> bool {
    let bits = 64 - mask.leading_zeros();
    bits >= 64 || (v >= -(1i64 << (bits - 1)) && v < (1i64 << (bits - 1)))
}

pub(super) fn exec_loop(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let view = LoopOp(op);
    let region = view.region(cx.ir).ok_or_else(|| cx.error(op, "internal error: the loop has no body"))?;
    let mut carried = cx.values(op, view.init_values(cx.ir))?;
    loop {
        match cx.run_region(region, carried)? {
            Flow::Continue(values) | Flow::Yield(values) => carried = values,
            Flow::Break(values) => return set_results(cx, op, values),
            Flow::Return => return Ok(Flow::Return),
            Flow::Next => return Err(cx.error(op, "internal error: a loop body ended without a terminator")),
        }
    }
}

pub(super) fn exec_yield(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    Ok(Flow::Yield(cx.values(op, YieldOp(op).operands(cx.ir))?))
}

pub(super) fn exec_continue(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    Ok(Flow::Continue(cx.values(op, ContinueOp(op).operands(cx.ir))?))
}

pub(super) fn exec_break(cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    Ok(Flow::Break(cx.values(op, BreakOp(op).operands(cx.ir))?))
}

pub(super) fn exec_return(_cx: &mut BlockCx<'_>, op: OpId) -> Result<Flow, RunError> {
    let _ = ReturnOp(op);
    Ok(Flow::Return)
}
