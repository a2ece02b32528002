//! `canonicalize`: cuda-tile-opt's `--canonicalize`, MLIR's canonicalizer
//! with the cuda_tile dialect's folds and patterns.
//!
//! The greedy driver ([`crate::rewrite`]) does what MLIR's generic driver
//! does: it erases ops that are dead (unused and without effects, an op
//! with regions judged by what it holds), uniques constants per function
//! and moves them to the function's front, and visits ops until nothing
//! changes. Regions here hold one block each, so MLIR's region
//! simplification adds nothing beyond that dead-op erasure.
//!
//! The dialect's folds and patterns, each op's folds tried first:
//! - `addf`: a product on the right moves to the left ([`reorder_addf`]).
//! - `assume` (13.3 on): an `assume` of what the `assume` it reads already
//!   assumes is that one.
//! - `if`: a condition that is a negation (`xori %c, true`) is replaced by
//!   what it negates and the branches swap; unused results go; results
//!   both branches yield alike become that value, and `true`/`false` pairs
//!   the condition or its negation; a constant condition inlines the branch
//!   taken; yielded values defined outside become `select`s; an else branch
//!   that only yields goes; two `if`s in a row on the same (or the negated)
//!   condition merge; an `if` whose then branch is only another `if`
//!   becomes one `if` on both conditions (`andi`); an `if` both of whose
//!   branches leave (return, break, continue) keeps its then branch and
//!   inlines its else branch in place of what follows, which cannot run.
//!   A branch that ends in `return`, `break` or `continue` is handled as
//!   upstream handles it: the values are those of the branch that yields.
//! - `select` (13.2 on): same values, a constant condition, `select %c,
//!   true, false`, a condition comparing the two values for (in)equality, a
//!   negated condition, a `select` on the same condition as a value; then
//!   `select %c, false, true` to `xori %c, true`, constant operands to a
//!   constant, and `select %c, 1, 0` (or `0, 1`) to `exti` (of the negation).
//!
//! What the pass does follows the dialect version the IR is for (the tools'
//! `--target-version`), as each release's tools canonicalize: 13.1 makes
//! `select`s of an `if`'s results only for scalar tiles and has neither the
//! `select` nor the `assume` rules.
//!
//! Where upstream's rewrite would leave IR that does not verify (an `if`
//! result of a shaped i1 tile replaced by the scalar condition), the op is
//! left as it is.

use tilesmith_dialect::diag::Diagnostic;
use tilesmith_dialect::enums::{ComparisonPredicate, Signedness};
use tilesmith_dialect::generated::ops::bitwise::{AndiOp, XoriOp};
use tilesmith_dialect::generated::ops::control_flow::{IfOp, YieldOp};
use tilesmith_dialect::generated::ops::conversion::ExtiOp;
use tilesmith_dialect::generated::ops::core::{BroadcastOp, ConstantOp, ReshapeOp, SelectOp};
use tilesmith_dialect::generated::ops::integer::CmpiOp;
use tilesmith_dialect::generated::ops::misc::AssumeOp;
use tilesmith_dialect::ir::{BlockId, Ir, LocId, OpId, RegionId, TypeData, TypeId, Value};
use tilesmith_dialect::registry::{OpKind, Version};
use tilesmith_dialect::text::attrs::{dense_elements, element_bytes};
use tilesmith_dialect::Scalar;

use crate::constants::{const_bool, const_int, constant_elements};
use crate::fuse_fma::reorder_addf;
use crate::rewrite::{apply_greedily, Rewriter};
use crate::{Anchor, Pass, PassOptions};

pub static CANONICALIZE: Pass = Pass {
    name: "canonicalize",
    summary: "Fold and simplify ops (if, select, assume, addf), erase dead ones, unique and hoist constants",
    anchor: Anchor::Any,
    options: &[],
    test_only: false,
    run,
};

fn run(ir: &mut Ir, scope: OpId, _: &PassOptions) -> Result<(), Vec<Diagnostic>> {
    apply_greedily(ir, scope, &[canonicalize_op]);
    Ok(())
}

/// What the tools of the IR's dialect version do beyond 13.1's.
#[derive(Clone, Copy)]
struct Rules {
    /// 13.2 on: `select` folds and patterns, and `select`s of shaped tiles
    /// made from `if` results (13.1: scalar tiles only).
    select: bool,
    /// 13.3 on: `assume` folds.
    assume: bool,
}

fn rules(ir: &Ir) -> Rules {
    let v = ir.types.version();
    Rules { select: v >= Version::new(13, 2), assume: v >= Version::new(13, 3) }
}

/// The if patterns in upstream's order, the fold first.
const IF_PATTERNS: &[fn(&mut Rewriter, OpId) -> bool] = &[
    fold_negated_condition,
    remove_unused_results,
    replace_yield_with_value,
    remove_static_condition,
    convert_to_select,
    remove_empty_else,
    combine_ifs,
    combine_nested_ifs,
    move_terminator_to_parent,
];

/// The select folds, then its patterns, in upstream's order.
const SELECT_PATTERNS: &[fn(&mut Rewriter, OpId) -> bool] = &[fold_select, select_i1_to_not, select_constants, select_to_exti];

fn canonicalize_op(rw: &mut Rewriter, op: OpId) -> bool {
    match rw.ir.kind(op) {
        Some(OpKind::Addf) => reorder_addf(rw, op),
        Some(OpKind::Assume) => rules(rw.ir).assume && fold_assume(rw, op),
        Some(OpKind::If) => IF_PATTERNS.iter().any(|p| p(rw, op)),
        Some(OpKind::Select) => rules(rw.ir).select && SELECT_PATTERNS.iter().any(|p| p(rw, op)),
        _ => false,
    }
}

// ---- constants ----

fn is_true(ir: &Ir, v: Value) -> bool {
    const_bool(ir, v) == Some(true)
}

/// The constant `true` of `v`'s type's shape (an i1 tile), and `xori v, true`
/// before `at`: the negation of `v` (upstream's `createXOrForValue`).
fn negate(rw: &mut Rewriter, v: Value, at: OpId, loc: LocId) -> Value {
    let ty = rw.ir.value_type(v);
    let t = true_of(rw, ty, at);
    let x = XoriOp::build(rw.ir, loc, v, t, ty).0;
    rw.insert_before(at, x);
    Value::Result(x, 0)
}

/// A constant `true` of i1 tile type `ty`, usable at `at`.
fn true_of(rw: &mut Rewriter, ty: TypeId, at: OpId) -> Value {
    rw.constant(dense_elements(ty, Scalar::I1, vec![1]), ty, at)
}

// ---- types and places ----

/// The shape of tile type `ty`, if it is a tile.
fn tile_shape(ir: &Ir, ty: TypeId) -> Option<&[i64]> {
    match ir.types.get(ty) {
        TypeData::Tile { shape, .. } => Some(shape),
        _ => None,
    }
}

/// Whether a `select` can stand for values of type `ty`: a tile (13.1: a
/// scalar tile).
fn selectable(ir: &Ir, ty: TypeId) -> bool {
    tile_shape(ir, ty).is_some_and(|s| s.is_empty() || rules(ir).select)
}

/// The region whose block defines `v`.
fn region_of(ir: &Ir, v: Value) -> Option<RegionId> {
    let block = match v {
        Value::Result(op, _) => ir.op(op).parent?,
        Value::Argument(b, _) => b,
    };
    ir.blocks[block].parent
}

/// Whether `op` is inside `region`, at any depth.
fn within(ir: &Ir, op: OpId, region: RegionId) -> bool {
    let mut cur = op;
    loop {
        let Some(r) = ir.op(cur).parent.and_then(|b| ir.blocks[b].parent) else { return false };
        if r == region {
            return true;
        }
        match ir.regions[r].parent {
            Some(p) => cur = p,
            None => return false,
        }
    }
}

fn operands(ir: &Ir, op: OpId) -> Vec<Value> {
    ir.op(op).operands.to_vec()
}

fn results(ir: &Ir, op: OpId) -> Vec<Value> {
    (0..ir.op(op).result_types.len()).map(|i| Value::Result(op, i as u32)).collect()
}

/// `select cond, t, f` before `at`; a scalar condition of tile values is
/// reshaped and broadcast to their shape first (upstream's `createSelectOpByType`).
fn build_select(rw: &mut Rewriter, at: OpId, loc: LocId, cond: Value, t: Value, f: Value) -> Value {
    let ty = rw.ir.value_type(t);
    let shape = tile_shape(rw.ir, ty).map(<[i64]>::to_vec).unwrap_or_default();
    let mut c = cond;
    if !shape.is_empty() {
        let i1 = rw.ir.types.scalar(Scalar::I1);
        let cond_shape = tile_shape(rw.ir, rw.ir.value_type(cond)).map(<[i64]>::to_vec).unwrap_or_default();
        let mut ranked = vec![1; shape.len().saturating_sub(cond_shape.len())];
        ranked.extend_from_slice(&cond_shape);
        let ranked_ty = rw.ir.types.tile(&ranked, i1);
        if ranked_ty != rw.ir.value_type(c) {
            let r = ReshapeOp::build(rw.ir, loc, c, ranked_ty).0;
            rw.insert_before(at, r);
            c = Value::Result(r, 0);
        }
        let full = rw.ir.types.tile(&shape, i1);
        let b = BroadcastOp::build(rw.ir, loc, c, full).0;
        rw.insert_before(at, b);
        c = Value::Result(b, 0);
    }
    let s = SelectOp::build(rw.ir, loc, c, t, f, ty).0;
    rw.insert_before(at, s);
    Value::Result(s, 0)
}

// ---- if ----

/// An `if`'s condition, branches and their terminators.
struct If {
    op: OpId,
    cond: Value,
    then_region: RegionId,
    else_region: RegionId,
    then_block: BlockId,
    else_block: Option<BlockId>,
}

impl If {
    fn of(ir: &Ir, op: OpId) -> Option<If> {
        let view = IfOp::cast(ir, op)?;
        let (then_region, else_region) = (view.then_region(ir)?, view.else_region(ir)?);
        Some(If {
            op,
            cond: view.condition(ir)?,
            then_region,
            else_region,
            then_block: *ir.regions[then_region].blocks.last()?,
            else_block: ir.regions[else_region].blocks.last().copied(),
        })
    }

    fn then_terminator(&self, ir: &Ir) -> Option<OpId> {
        ir.last_op(self.then_block)
    }

    fn else_terminator(&self, ir: &Ir) -> Option<OpId> {
        ir.last_op(self.else_block?)
    }
}

fn is_yield(ir: &Ir, op: Option<OpId>) -> bool {
    op.is_some_and(|o| ir.kind(o) == Some(OpKind::Yield))
}

/// Whether a branch's terminator leaves the op around the `if` (`return`,
/// `break`, `continue`): nothing after the `if` runs then.
fn leaves(ir: &Ir, op: Option<OpId>) -> bool {
    op.is_some_and(|o| matches!(ir.kind(o), Some(OpKind::Return | OpKind::Break | OpKind::Continue)))
}

/// An `if` just made, its regions empty.
struct NewIf {
    op: OpId,
    then_region: RegionId,
    else_region: RegionId,
}

/// A new `if` on `cond` with results of `types`, its regions empty, before `at`.
fn new_if(rw: &mut Rewriter, at: OpId, cond: Value, types: &[TypeId]) -> NewIf {
    let loc = rw.ir.op(at).location;
    let op = IfOp::build(rw.ir, loc, cond, types).0;
    rw.insert_before(at, op);
    let regions = &rw.ir.op(op).regions;
    NewIf { op, then_region: regions[0], else_region: regions[1] }
}

/// Replaces `op` by the ops of `block` (one of its branches): a yield's
/// values replace its results; after a terminator that leaves, `op` and
/// what follows it in its block go, as they cannot run.
fn replace_with_block(rw: &mut Rewriter, op: OpId, block: BlockId) -> bool {
    let terminator = rw.ir.last_op(block);
    if !is_yield(rw.ir, terminator) && !leaves(rw.ir, terminator) {
        return false;
    }
    rw.inline_block_before(block, op);
    let Some(terminator) = terminator else { return false };
    if is_yield(rw.ir, Some(terminator)) {
        let values = operands(rw.ir, terminator);
        rw.replace_op(op, &values);
        rw.erase_op(terminator);
    } else {
        rw.erase_from(op);
    }
    true
}

/// `if (xori %c, true)`: `if %c` with the branches swapped (upstream's fold).
fn fold_negated_condition(rw: &mut Rewriter, op: OpId) -> bool {
    let Some(f) = If::of(rw.ir, op) else { return false };
    if f.else_block.is_none() {
        return false;
    }
    let Some(xor) = rw.defining_op(f.cond).and_then(|d| XoriOp::cast(rw.ir, d)) else { return false };
    let (Some(lhs), Some(rhs)) = (xor.lhs(&*rw.ir), xor.rhs(&*rw.ir)) else { return false };
    if !is_true(rw.ir, rhs) {
        return false;
    }
    rw.set_operand(op, 0, lhs);
    rw.ir.swap_blocks(f.then_region, f.else_region);
    true
}

/// Results nobody uses go (with what the yields hand them).
fn remove_unused_results(rw: &mut Rewriter, op: OpId) -> bool {
    let Some(f) = If::of(rw.ir, op) else { return false };
    let all = results(rw.ir, op);
    if all.is_empty() || !is_yield(rw.ir, f.then_terminator(rw.ir)) && !is_yield(rw.ir, f.else_terminator(rw.ir)) {
        return false;
    }
    let used: Vec<usize> = (0..all.len()).filter(|&i| !rw.is_unused(all[i])).collect();
    if used.len() == all.len() {
        return false;
    }
    let types: Vec<TypeId> = used.iter().map(|&i| rw.ir.op(op).result_types[i]).collect();
    let new = new_if(rw, op, f.cond, &types);
    rw.move_blocks(f.then_region, new.then_region);
    rw.move_blocks(f.else_region, new.else_region);
    for block in [Some(f.then_block), f.else_block].into_iter().flatten() {
        let terminator = rw.ir.last_op(block);
        if let Some(y) = terminator.filter(|&t| is_yield(rw.ir, Some(t))) {
            let kept: Vec<Value> = used.iter().map(|&i| rw.ir.op(y).operands[i]).collect();
            rw.set_operands(y, &kept);
        }
    }
    for (j, &i) in used.iter().enumerate() {
        rw.replace_uses(all[i], Value::Result(new.op, j as u32));
    }
    rw.erase_op(op);
    true
}

/// With both branches yielding: a result both yield alike is that value; a
/// result yielding true/false is the condition, false/true its negation.
fn replace_yield_with_value(rw: &mut Rewriter, op: OpId) -> bool {
    let Some(f) = If::of(rw.ir, op) else { return false };
    let all = results(rw.ir, op);
    let (then_t, else_t) = (f.then_terminator(rw.ir), f.else_terminator(rw.ir));
    if all.is_empty() || !is_yield(rw.ir, then_t) || !is_yield(rw.ir, else_t) {
        return false;
    }
    let (Some(then_t), Some(else_t)) = (then_t, else_t) else { return false };
    let (then_values, else_values) = (operands(rw.ir, then_t), operands(rw.ir, else_t));
    let cond_ty = rw.ir.value_type(f.cond);
    let loc = rw.ir.op(op).location;
    let mut changed = false;
    for ((&t, &e), &r) in then_values.iter().zip(&else_values).zip(&all) {
        if rw.is_unused(r) {
            continue;
        }
        if t == e {
            rw.replace_uses(r, t);
            changed = true;
            continue;
        }
        // Only where the result has the condition's type: upstream would
        // put a scalar in place of a shaped tile.
        if rw.ir.value_type(r) != cond_ty {
            continue;
        }
        match (const_bool(rw.ir, t), const_bool(rw.ir, e)) {
            (Some(false), Some(true)) => {
                let not = negate(rw, f.cond, op, loc);
                rw.replace_uses(r, not);
                changed = true;
            }
            (Some(true), Some(false)) => {
                rw.replace_uses(r, f.cond);
                changed = true;
            }
            _ => {}
        }
    }
    changed
}

/// A constant condition: the branch taken replaces the `if` (none taken: it goes).
fn remove_static_condition(rw: &mut Rewriter, op: OpId) -> bool {
    let Some(f) = If::of(rw.ir, op) else { return false };
    match const_bool(rw.ir, f.cond) {
        None => false,
        Some(true) => replace_with_block(rw, op, f.then_block),
        Some(false) => match f.else_block {
            Some(b) => replace_with_block(rw, op, b),
            None => {
                rw.erase_op(op);
                true
            }
        },
    }
}

/// Results whose yielded values are defined outside the `if` become
/// `select`s of them on the condition (or the value itself, when both
/// are one); the `if` keeps the other results. A branch that leaves
/// instead of yielding yields, for this, what the other branch yields.
fn convert_to_select(rw: &mut Rewriter, op: OpId) -> bool {
    let Some(f) = If::of(rw.ir, op) else { return false };
    let all = results(rw.ir, op);
    let (then_t, else_t) = (f.then_terminator(rw.ir), f.else_terminator(rw.ir));
    let (then_yields, else_yields) = (is_yield(rw.ir, then_t), is_yield(rw.ir, else_t));
    if all.is_empty() || !then_yields && !else_yields {
        return false;
    }
    let (Some(then_t), Some(else_t)) = (then_t, else_t) else { return false };
    let true_values = operands(rw.ir, if then_yields { then_t } else { else_t });
    let false_values = operands(rw.ir, if else_yields { else_t } else { then_t });
    let true_region = if then_yields { f.then_region } else { f.else_region };
    let false_region = if else_yields { f.else_region } else { f.then_region };
    if !rw.ir.op(op).result_types.iter().all(|&t| selectable(rw.ir, t)) {
        return false;
    }
    let inside: Vec<bool> = true_values.iter().zip(&false_values).map(|(&t, &e)| region_of(rw.ir, t) == Some(true_region) || region_of(rw.ir, e) == Some(false_region)).collect();
    let kept_types: Vec<TypeId> = inside.iter().zip(rw.ir.op(op).result_types.iter()).filter(|(&i, _)| i).map(|(_, &t)| t).collect();
    if kept_types.len() == all.len() {
        return false;
    }
    let loc = rw.ir.op(op).location;
    let replacement = new_if(rw, op, f.cond, &kept_types);
    rw.move_blocks(f.then_region, replacement.then_region);
    rw.move_blocks(f.else_region, replacement.else_region);
    let (mut true_kept, mut false_kept, mut values) = (Vec::new(), Vec::new(), Vec::new());
    for (i, (&t, &e)) in true_values.iter().zip(&false_values).enumerate() {
        if inside[i] {
            values.push(Value::Result(replacement.op, true_kept.len() as u32));
            true_kept.push(t);
            false_kept.push(e);
        } else if t == e {
            values.push(t);
        } else {
            values.push(build_select(rw, replacement.op, loc, f.cond, t, e));
        }
    }
    if then_yields {
        rw.set_operands(then_t, &true_kept);
    }
    if else_yields {
        rw.set_operands(else_t, &false_kept);
    }
    rw.replace_op(op, &values);
    true
}

/// An `if` without results whose else branch only yields loses it.
fn remove_empty_else(rw: &mut Rewriter, op: OpId) -> bool {
    let Some(f) = If::of(rw.ir, op) else { return false };
    let Some(else_block) = f.else_block else { return false };
    if !rw.ir.op(op).result_types.is_empty() || rw.ir.op_count(else_block) != 1 || leaves(rw.ir, f.else_terminator(rw.ir)) {
        return false;
    }
    let new = new_if(rw, op, f.cond, &[]);
    rw.move_blocks(f.then_region, new.then_region);
    rw.erase_op(op);
    true
}

/// Whether `v` is `xori x, true` of some `x`: that `x`.
fn negation_of(ir: &Ir, v: Value) -> Option<Value> {
    let Value::Result(d, _) = v else { return None };
    let xor = XoriOp::cast(ir, d)?;
    is_true(ir, xor.rhs(ir)?).then(|| xor.lhs(ir)).flatten()
}

/// Two `if`s in a row on the same condition (or one on its negation) become
/// one, each branch running the first's ops then the second's; the second's
/// uses of the first's results become the values its branch yields.
fn combine_ifs(rw: &mut Rewriter, op: OpId) -> bool {
    let Some(next) = If::of(rw.ir, op) else { return false };
    let Some(prev) = rw.ir.prev_op(op).and_then(|p| If::of(rw.ir, p)) else { return false };
    let (mut next_then, mut next_else) = (None, None);
    if next.cond == prev.cond {
        next_then = Some(next.then_block);
        next_else = next.else_block;
    }
    if negation_of(rw.ir, next.cond) == Some(prev.cond) || negation_of(rw.ir, prev.cond) == Some(next.cond) {
        next_else = Some(next.then_block);
        if next.else_block.is_some() {
            next_then = next.else_block;
        }
    }
    let (prev_then_t, prev_else_t) = (prev.then_terminator(rw.ir), prev.else_terminator(rw.ir));
    if leaves(rw.ir, prev_then_t) {
        next_then = None;
    }
    if leaves(rw.ir, prev_else_t) {
        next_else = None;
    }
    if next_then.is_none() && next_else.is_none() {
        return false;
    }
    let prev_results = results(rw.ir, prev.op);
    let yielded = |rw: &Rewriter, t: Option<OpId>, wanted: bool| -> Vec<Value> {
        match t {
            Some(t) if wanted => operands(rw.ir, t),
            _ => prev_results.clone(),
        }
    };
    let then_yielded = yielded(rw, prev_then_t, next_then.is_some());
    let else_yielded = yielded(rw, prev_else_t, next_else.is_some());
    let region = |b: Option<BlockId>, ir: &Ir| b.and_then(|b| ir.blocks[b].parent);
    let (then_scope, else_scope) = (region(next_then, rw.ir), region(next_else, rw.ir));
    for ((&r, &t), &e) in prev_results.iter().zip(&then_yielded).zip(&else_yielded) {
        if let Some(s) = then_scope {
            rw.replace_uses_where(r, t, |ir, user| within(ir, user, s));
        }
        if let Some(s) = else_scope {
            rw.replace_uses_where(r, e, |ir, user| within(ir, user, s));
        }
    }
    let prev_count = prev_results.len();
    let mut types: Vec<TypeId> = rw.ir.op(prev.op).result_types.to_vec();
    types.extend_from_slice(&rw.ir.op(op).result_types);
    let combined = new_if(rw, op, prev.cond, &types);
    rw.move_blocks(prev.then_region, combined.then_region);
    if let Some(nt) = next_then {
        merge_branch(rw, prev.then_block, nt);
    }
    rw.move_blocks(prev.else_region, combined.else_region);
    if let Some(ne) = next_else {
        match prev.else_block {
            None => {
                let r = rw.ir.blocks[ne].parent.expect("a block in a region");
                rw.move_blocks(r, combined.else_region);
            }
            Some(pe) => merge_branch(rw, pe, ne),
        }
    }
    let values = results(rw.ir, combined.op);
    rw.replace_op(prev.op, &values[..prev_count]);
    rw.replace_op(op, &values[prev_count..]);
    true
}

/// Appends the ops of `second` to `first` (a branch of the merged `if`);
/// two yields become one of both's values, and a yield followed by the
/// second's other terminator goes.
fn merge_branch(rw: &mut Rewriter, first: BlockId, second: BlockId) {
    let first_yield = rw.ir.last_op(first).filter(|&t| is_yield(rw.ir, Some(t)));
    let second_yield = rw.ir.last_op(second).filter(|&t| is_yield(rw.ir, Some(t)));
    rw.merge_blocks(second, first);
    if let (Some(a), Some(b)) = (first_yield, second_yield) {
        let mut values = operands(rw.ir, a);
        values.extend(operands(rw.ir, b));
        let loc = rw.ir.op(b).location;
        let y = YieldOp::build(rw.ir, loc, &values).0;
        rw.ir.append_op(first, y);
        rw.adopt(y);
    }
    for y in [first_yield, second_yield].into_iter().flatten() {
        rw.erase_op(y);
    }
}

/// `if %a { if %b { ... } }` becomes `if (andi %a, %b) { ... }` where the
/// outer then branch holds only the inner `if` and the else branches only
/// yield. A result yielded from outside the inner `if` becomes a `select`
/// on the outer condition; a result of the inner `if` needs the inner else
/// to yield what the outer else yields. The inner then branch may leave
/// (return, break, continue) when neither has an else branch.
fn combine_nested_ifs(rw: &mut Rewriter, op: OpId) -> bool {
    let Some(outer) = If::of(rw.ir, op) else { return false };
    if rw.ir.op_count(outer.then_block) != 2 {
        return false;
    }
    if outer.else_block.is_some_and(|b| rw.ir.op_count(b) != 1) {
        return false;
    }
    let Some(inner) = rw.ir.first_op(outer.then_block).and_then(|o| If::of(rw.ir, o)) else { return false };
    if inner.else_block.is_some_and(|b| rw.ir.op_count(b) != 1) {
        return false;
    }
    let (outer_then_t, outer_else_t) = (outer.then_terminator(rw.ir), outer.else_terminator(rw.ir));
    let (inner_then_t, inner_else_t) = (inner.then_terminator(rw.ir), inner.else_terminator(rw.ir));
    if leaves(rw.ir, outer_then_t) || leaves(rw.ir, outer_else_t) || leaves(rw.ir, inner_else_t) {
        return false;
    }
    if leaves(rw.ir, inner_then_t) && (outer.else_block.is_some() || inner.else_block.is_some()) {
        return false;
    }
    let Some(outer_then_t) = outer_then_t else { return false };
    let mut then_values = operands(rw.ir, outer_then_t);
    let else_values = outer_else_t.map(|t| operands(rw.ir, t)).unwrap_or_default();
    let mut upgrade = Vec::new();
    for (i, slot) in then_values.iter_mut().enumerate() {
        let v = *slot;
        if let Value::Result(d, k) = v {
            if d == inner.op {
                let (Some(it), Some(et)) = (inner_then_t, inner_else_t) else { return false };
                if else_values.get(i) != rw.ir.op(et).operands.get(k as usize) {
                    return false;
                }
                *slot = rw.ir.op(it).operands[k as usize];
                continue;
            }
        }
        if region_of(rw.ir, v) == Some(outer.then_region) || !selectable(rw.ir, rw.ir.value_type(v)) || i >= else_values.len() {
            return false;
        }
        upgrade.push(i);
    }
    let loc = rw.ir.op(op).location;
    let cond_ty = rw.ir.value_type(outer.cond);
    let and = AndiOp::build(rw.ir, loc, outer.cond, inner.cond, cond_ty).0;
    rw.insert_before(op, and);
    let types = rw.ir.op(op).result_types.to_vec();
    let new = new_if(rw, op, Value::Result(and, 0), &types);
    rw.move_blocks(inner.then_region, new.then_region);
    let mut values = results(rw.ir, new.op);
    for &i in &upgrade {
        values[i] = build_select(rw, new.op, loc, outer.cond, then_values[i], else_values[i]);
    }
    if let Some(t) = inner_then_t.filter(|&t| is_yield(rw.ir, Some(t))) {
        rw.set_operands(t, &then_values);
    }
    if !else_values.is_empty() {
        let block = rw.ir.append_block(new.else_region, &[]);
        let y = YieldOp::build(rw.ir, loc, &else_values).0;
        rw.ir.append_op(block, y);
        rw.adopt(y);
    }
    rw.replace_op(op, &values);
    true
}

/// Both branches leave: the then branch stays in an `if` without results,
/// the else branch's ops take the place of the `if` and of what follows it.
fn move_terminator_to_parent(rw: &mut Rewriter, op: OpId) -> bool {
    let Some(f) = If::of(rw.ir, op) else { return false };
    let Some(else_block) = f.else_block else { return false };
    if !leaves(rw.ir, f.then_terminator(rw.ir)) || !leaves(rw.ir, f.else_terminator(rw.ir)) {
        return false;
    }
    let new = new_if(rw, op, f.cond, &[]);
    rw.move_blocks(f.then_region, new.then_region);
    replace_with_block(rw, op, else_block)
}

// ---- select ----

/// Upstream's select folds: to one of its operands, or its operands changed in place.
fn fold_select(rw: &mut Rewriter, op: OpId) -> bool {
    let ir = &*rw.ir;
    let Some(s) = SelectOp::cast(ir, op) else { return false };
    let (Some(c), Some(t), Some(f)) = (s.cond(ir), s.val_if_true(ir), s.val_if_false(ir)) else { return false };
    let result_ty = ir.op(op).result_types[0];
    let is_i1 = ir.types.element(result_ty).is_some_and(|e| *ir.types.get(e) == TypeData::Scalar(Scalar::I1));
    let to = if t == f {
        Some(t)
    } else if let Some(b) = const_bool(ir, c) {
        Some(if b { t } else { f })
    } else if is_i1 && const_bool(ir, t) == Some(true) && const_bool(ir, f) == Some(false) {
        Some(c)
    } else {
        compared_select(ir, c, t, f)
    };
    if let Some(v) = to {
        rw.replace_op(op, &[v]);
        return true;
    }
    // select (xori %p, true), a, b: select %p, b, a.
    if let Some(p) = negation_of(ir, c) {
        rw.set_operand(op, 0, p);
        rw.set_operand(op, 1, f);
        rw.set_operand(op, 2, t);
        return true;
    }
    // A select on the same condition as a value: its value for that side.
    let inner = |v: Value| rw.defining_op(v).and_then(|d| SelectOp::cast(rw.ir, d)).filter(|i| i.cond(&*rw.ir) == Some(c));
    if let Some(i) = inner(t) {
        let Some(v) = i.val_if_true(&*rw.ir) else { return false };
        rw.set_operand(op, 1, v);
        return true;
    }
    if let Some(i) = inner(f) {
        let Some(v) = i.val_if_false(&*rw.ir) else { return false };
        rw.set_operand(op, 2, v);
        return true;
    }
    false
}

/// `select (cmpi equal %a, %b), %a, %b` is `%b`, and `%a` for `not_equal`
/// (either order of the compared values).
fn compared_select(ir: &Ir, c: Value, t: Value, f: Value) -> Option<Value> {
    let Value::Result(d, _) = c else { return None };
    let cmp = CmpiOp::cast(ir, d)?;
    let predicate = cmp.comparison_predicate(ir)?;
    let (l, r) = (cmp.lhs(ir)?, cmp.rhs(ir)?);
    if !matches!(predicate, ComparisonPredicate::Equal | ComparisonPredicate::NotEqual) || !(l == t && r == f || r == t && l == f) {
        return None;
    }
    Some(if predicate == ComparisonPredicate::NotEqual { t } else { f })
}

/// `select %p, false, true` is `xori %p, true` (with that `true`).
fn select_i1_to_not(rw: &mut Rewriter, op: OpId) -> bool {
    let o = operands(rw.ir, op);
    if const_bool(rw.ir, o[1]) != Some(false) || const_bool(rw.ir, o[2]) != Some(true) {
        return false;
    }
    let (loc, ty) = (rw.ir.op(op).location, rw.ir.op(op).result_types[0]);
    let x = XoriOp::build(rw.ir, loc, o[0], o[2], ty).0;
    rw.replace_op_with(op, x);
    true
}

/// A select of constants on a constant condition is a constant.
fn select_constants(rw: &mut Rewriter, op: OpId) -> bool {
    let o = operands(rw.ir, op);
    let (Some(c), Some(t), Some(f)) = (constant_elements(rw.ir, o[0]), constant_elements(rw.ir, o[1]), constant_elements(rw.ir, o[2])) else { return false };
    if c.count != t.count || t.count != f.count || t.scalar != f.scalar {
        return false;
    }
    let width = element_bytes(t.scalar);
    let mut data = Vec::with_capacity(t.count * width);
    for i in 0..t.count {
        let bits = if c.at(i) != 0 { t.at(i) } else { f.at(i) };
        data.extend_from_slice(&bits.to_le_bytes()[..width]);
    }
    let ty = rw.ir.op(op).result_types[0];
    let value = dense_elements(ty, t.scalar, data);
    let loc = rw.ir.op(op).location;
    let new = ConstantOp::build(rw.ir, loc, value, ty).0;
    rw.replace_op_with(op, new);
    true
}

/// `select %p, 1, 0` is `exti %p unsigned`, `select %p, 0, 1` the same of
/// `xori %p, true` (integer results wider than i1).
fn select_to_exti(rw: &mut Rewriter, op: OpId) -> bool {
    let ty = rw.ir.op(op).result_types[0];
    let scalar = match rw.ir.types.element(ty).map(|e| rw.ir.types.get(e)) {
        Some(TypeData::Scalar(s)) => *s,
        _ => return false,
    };
    if scalar.is_float() || scalar == Scalar::I1 {
        return false;
    }
    let o = operands(rw.ir, op);
    let (t, f) = (const_int(rw.ir, o[1]), const_int(rw.ir, o[2]));
    let loc = rw.ir.op(op).location;
    let from = match (t, f) {
        (Some(1), Some(0)) => o[0],
        (Some(0), Some(1)) => negate(rw, o[0], op, loc),
        _ => return false,
    };
    let ext = ExtiOp::build(rw.ir, loc, from, Signedness::Unsigned, ty).0;
    rw.replace_op_with(op, ext);
    true
}

// ---- assume ----

/// `assume P, (assume P, x)` is the inner `assume`.
fn fold_assume(rw: &mut Rewriter, op: OpId) -> bool {
    let ir = &*rw.ir;
    let Some(a) = AssumeOp::cast(ir, op) else { return false };
    let Some(Value::Result(d, 0)) = a.value(ir) else { return false };
    let Some(producer) = AssumeOp::cast(ir, d) else { return false };
    if producer.predicate(ir).is_none() || producer.predicate(ir) != a.predicate(ir) {
        return false;
    }
    rw.replace_op(op, &[Value::Result(d, 0)]);
    true
}
