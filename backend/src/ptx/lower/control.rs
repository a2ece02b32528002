//! Control flow: `if`, `for` and `loop` with carried tiles, and the
//! terminators `yield`, `continue`, `break` and `return`.
//!
//! Conditions and loop bounds are one-element tiles, held alike by every
//! thread, so every branch is uniform across the CTA. Values leave a region
//! by moves into registers the owning op made beforehand (its results, or a
//! loop's carried registers, which are also the body's arguments).

use crate::ptx::isa::{op, Mnemonic, Type};
use std::rc::Rc;

use tilesmith_dialect::registry::OpKind;
use tilesmith_dialect::generated::ops::control_flow::{ForOp, LoopOp};
use tilesmith_dialect::ir::{OpId, Value};

use super::super::instr::{Guard, Reg, RegClass};
use super::super::LowerError;
use super::{imm, Layout, Lowered, Lowerer, Target, TileRegs};

type Result<T> = std::result::Result<T, LowerError>;

pub fn lower(cx: &mut Lowerer<'_>, op: OpId, kind: OpKind) -> Result<bool> {
    match kind {
        OpKind::If => lower_if(cx, op)?,
        OpKind::For => lower_for(cx, op)?,
        OpKind::Loop => lower_loop(cx, op)?,
        OpKind::Yield => lower_yield(cx, op)?,
        OpKind::Continue => lower_continue(cx, op)?,
        OpKind::Break => lower_break(cx, op)?,
        OpKind::Return => {
            cx.free_allocas_leaving(0);
            cx.emit(op!("ret"), vec![]);
        }
        _ => return Ok(false),
    }
    Ok(true)
}

fn results_of(cx: &mut Lowerer<'_>, op: OpId) -> Result<Vec<Lowered>> {
    (0..cx.ir.op(op).result_types.len()).map(|i| cx.fresh_of_type(op, Value::Result(op, i as u32))).collect()
}

fn bind_results(cx: &mut Lowerer<'_>, op: OpId, results: Vec<Lowered>) {
    for (i, r) in results.into_iter().enumerate() {
        cx.bind(Value::Result(op, i as u32), r);
    }
}

fn lower_if(cx: &mut Lowerer<'_>, op: OpId) -> Result<()> {
    let condition = cx.operand(op, 0)?;
    if condition.layout != Layout::Replicated || condition.slots[0].class != RegClass::Pred {
        return Err(cx.internal(op, "the condition is not an i1 scalar"));
    }
    let results = results_of(cx, op)?;
    let regions = cx.ir.op(op).regions.clone();
    let (otherwise, end) = (cx.label(), cx.label());
    cx.branch(Some(Guard { pred: condition.slots[0], negated: true }), otherwise);
    if let Some(&then_region) = regions.first() {
        cx.targets.push(Target::If { results: results.clone() });
        cx.lower_region(then_region, Vec::new())?;
        cx.targets.pop();
    }
    cx.branch(None, end);
    cx.place(otherwise);
    if let Some(&else_region) = regions.get(1) {
        cx.targets.push(Target::If { results: results.clone() });
        cx.lower_region(else_region, Vec::new())?;
        cx.targets.pop();
    }
    cx.place(end);
    bind_results(cx, op, results);
    Ok(())
}

/// Fresh carried registers, set from `init`.
fn carried_from(cx: &mut Lowerer<'_>, op: OpId, init: &[Value]) -> Result<Vec<Lowered>> {
    let mut carried = Vec::with_capacity(init.len());
    for &v in init {
        let like = cx.value(op, v)?.clone();
        carried.push(cx.fresh_like(op, &like)?);
    }
    cx.parallel_copy(op, &carried, init)?;
    Ok(carried)
}

/// The loop runs while `iv < upper` (compared as signed numbers, or as
/// unsigned for `for unsigned`); the step is positive. After each iteration
/// it goes on while `upper - iv > step` (as unsigned numbers, which is exact
/// because `iv < upper`), so `iv + step` never wraps.
fn lower_for(cx: &mut Lowerer<'_>, op: OpId) -> Result<()> {
    let view = ForOp(op);
    let ir = cx.ir;
    let unsigned = view.unsigned_cmp(ir);
    let bound = |cx: &Lowerer<'_>, v: Option<Value>| -> Result<TileRegs> { cx.tile(op, v.ok_or_else(|| cx.internal(op, "a loop bound is missing"))?) };
    let (lower, upper, step) = (bound(cx, view.lower_bound(ir))?, bound(cx, view.upper_bound(ir))?, bound(cx, view.step(ir))?);
    let class = lower.slots[0].class;
    let bits = match class {
        RegClass::B16 => 16,
        RegClass::B32 => 32,
        RegClass::B64 => 64,
        _ => return Err(cx.cannot(op, format!("loops over {}", lower.elem.name()))),
    };
    // An i8 lives sign-extended in its 16-bit register: an unsigned loop
    // compares and subtracts its numbers zero-extended, and the induction
    // variable is sign-extended again after each step.
    let byte = lower.elem == crate::shared::value::Elem::Scalar(tilesmith_dialect::generated::scalars::Scalar::I8);
    let as_number = |cx: &mut Lowerer<'_>, r: Reg| -> Reg {
        if byte && unsigned {
            let z = cx.fresh(RegClass::B16);
            cx.emit(op!("and.b16"), vec![z.into(), r.into(), imm(0xff)]);
            z
        } else {
            r
        }
    };
    let body = view.region(ir).ok_or_else(|| cx.internal(op, "the loop has no body"))?;
    let init = view.init_values(ir).to_vec();
    let carried = carried_from(cx, op, &init)?;
    let iv = cx.fresh(class);
    cx.mov(iv, lower.slots[0]);
    let (top, next, end) = (cx.label(), cx.label(), cx.label());
    let empty = cx.fresh(RegClass::Pred);
    let (first, last, stride) = (as_number(cx, lower.slots[0]), as_number(cx, upper.slots[0]), as_number(cx, step.slots[0]));
    cx.emit(op!("setp.ge").with(Type::signed(!unsigned, bits)), vec![empty.into(), first.into(), last.into()]);
    cx.branch(Some(Guard { pred: empty, negated: false }), end);
    cx.place(top);
    cx.targets.push(Target::Loop { carried: carried.clone(), next, results: Vec::new(), exit: end });
    let mut args = vec![Lowered::Tile(TileRegs { elem: lower.elem, layout: Layout::Replicated, slots: Rc::new([iv]) })];
    args.extend(carried.iter().cloned());
    cx.lower_region(body, args)?;
    cx.targets.pop();
    cx.place(next);
    let left = cx.fresh(class);
    let again = cx.fresh(RegClass::Pred);
    let at = as_number(cx, iv);
    cx.emit(Mnemonic::Sub.with(Type::signed(true, bits)), vec![left.into(), last.into(), at.into()]);
    cx.emit(op!("setp.gt").with(Type::signed(false, bits)), vec![again.into(), left.into(), stride.into()]);
    cx.emit(Mnemonic::Add.with(Type::signed(true, bits)), vec![iv.into(), iv.into(), step.slots[0].into()]);
    if byte {
        cx.emit(op!("cvt.s16.s8"), vec![iv.into(), iv.into()]);
    }
    cx.branch(Some(Guard { pred: again, negated: false }), top);
    cx.place(end);
    if cx.residency.waits_wgmma_after(op) {
        // The last iteration's product, still in flight (super::resident).
        cx.emit(op!("wgmma.wait_group.sync.aligned"), vec![imm(0)]);
    }
    if cx.residency.waits_after(op) {
        // The copies of the tile past the end (super::resident).
        cx.emit(op!("cp.async.wait_all"), vec![]);
    }
    bind_results(cx, op, carried);
    Ok(())
}

fn lower_loop(cx: &mut Lowerer<'_>, op: OpId) -> Result<()> {
    let view = LoopOp(op);
    let body = view.region(cx.ir).ok_or_else(|| cx.internal(op, "the loop has no body"))?;
    let init = view.init_values(cx.ir).to_vec();
    let carried = carried_from(cx, op, &init)?;
    let results = results_of(cx, op)?;
    let (top, end) = (cx.label(), cx.label());
    cx.place(top);
    cx.targets.push(Target::Loop { carried: carried.clone(), next: top, results: results.clone(), exit: end });
    cx.lower_region(body, carried)?;
    cx.targets.pop();
    cx.branch(None, top);
    cx.place(end);
    bind_results(cx, op, results);
    Ok(())
}

fn operands(cx: &Lowerer<'_>, op: OpId) -> Vec<Value> {
    cx.ir.op(op).operands.to_vec()
}

fn lower_yield(cx: &mut Lowerer<'_>, op: OpId) -> Result<()> {
    match cx.targets.last() {
        Some(Target::If { results }) => {
            let results = results.clone();
            cx.parallel_copy(op, &results, &operands(cx, op))
        }
        // Directly in the loop's body: the next iteration.
        Some(Target::Loop { carried, next, .. }) => {
            let (carried, next) = (carried.clone(), *next);
            leave_body(cx, op, &carried, next)
        }
        None => Ok(()),
    }
}

/// Where the innermost loop's body starts in [`Lowerer::targets`] order: one past the loop.
fn innermost_body(cx: &Lowerer<'_>) -> usize {
    cx.targets.iter().rposition(|t| matches!(t, Target::Loop { .. })).map_or(0, |i| i + 1)
}

fn innermost_loop(cx: &Lowerer<'_>, op: OpId) -> Result<(Vec<Lowered>, super::Label, Vec<Lowered>, super::Label)> {
    cx.targets
        .iter()
        .rev()
        .find_map(|t| match t {
            Target::Loop { carried, next, results, exit } => Some((carried.clone(), *next, results.clone(), *exit)),
            Target::If { .. } => None,
        })
        .ok_or_else(|| cx.internal(op, "not inside a loop"))
}

fn lower_continue(cx: &mut Lowerer<'_>, op: OpId) -> Result<()> {
    let (carried, next, _, _) = innermost_loop(cx, op)?;
    leave_body(cx, op, &carried, next)
}

fn lower_break(cx: &mut Lowerer<'_>, op: OpId) -> Result<()> {
    let (_, _, results, exit) = innermost_loop(cx, op)?;
    leave_body(cx, op, &results, exit)
}

/// Leaves the innermost loop's body (`yield`, `continue`, `break`): the
/// operands of `op` copied to `to` (the loop's carried values or its
/// results), the allocas of the body freed, then a branch to `target`.
fn leave_body(cx: &mut Lowerer<'_>, op: OpId, to: &[Lowered], target: super::Label) -> Result<()> {
    let values = operands(cx, op);
    cx.parallel_copy(op, to, &values)?;
    let body = innermost_body(cx);
    cx.free_allocas_leaving(body);
    cx.branch(None, target);
    Ok(())
}
