//! `loop-split`: a `for` whose body branches on a comparison of its induction
//! variable with a loop-invariant value runs as two loops, one over the
//! iterations before the comparison changes and one over those after, each
//! with the branch taken in it inlined.
//!
//! What qualifies, as upstream decides it:
//! - the `if`'s condition is a `cmpi` of the induction variable with a value
//!   defined outside the loop (on either side; `less_than`, `less_than_or_equal`,
//!   `greater_than`, `greater_than_or_equal`), of the loop's signedness (`for
//!   unsigned` wants `unsigned`);
//! - the threshold of the `if` (the integer attribute `cuda_tile.loop_split`
//!   of the `if`, else of the loop, else of the function, else the option
//!   `split-threshold`) is not 0, and one `if` on that comparison is worth it:
//!   with a threshold of 1 any is; otherwise one whose then- or else-block holds
//!   at least that many ops (its terminator not counted), or a load, store,
//!   `mmaf`, `mmai`, `reduce`, `if` or `for` directly.
//!
//! Loops are visited innermost first; each is split once, at the first
//! qualifying `if` in post-order. In the two loops, each `if` on the
//! comparison directly in the body is replaced by the block it takes there
//! (the ops after a `continue` in it are dropped with it); any other use of
//! the comparison becomes a constant `true` or `false`.
//!
//! The split point is upstream's arithmetic when the bounds, the step and the
//! compared value are constants for which it is exact (no step of it wraps);
//! otherwise one exact for every value: the threshold saturates instead of
//! wrapping past the type's maximum, and the second loop starts at the first
//! iteration past it, computed from the threshold clamped to the bounds by an
//! unsigned ceiling division, or at the upper bound where that wraps.

use std::collections::HashMap;

use tilesmith_dialect::diag::{resolve_location, Diagnostic};
use tilesmith_dialect::enums::{ComparisonPredicate, RoundingMode, Signedness};
use tilesmith_dialect::ir::{Attribute, Ir, LocId, OpId, TypeData, TypeId, Value};
use tilesmith_dialect::ops_all::{AddiOp, CmpiOp, ConstantOp, DiviOp, ForOp, IfOp, MaxiOp, MiniOp, MuliOp, SelectOp, SubiOp};
use tilesmith_dialect::registry::OpKind;
use tilesmith_dialect::text::attrs::dense_elements;
use tilesmith_dialect::Scalar;

use crate::constants::const_int;
use crate::{Anchor, OptionInfo, OptionKind, Pass, PassOptions};

pub static LOOP_SPLIT: Pass = Pass {
    name: "loop-split",
    summary: "Run a loop that branches on its induction variable against a loop-invariant value as two loops, one a side of the branch",
    anchor: Anchor::Function,
    options: &[OptionInfo {
        name: "split-threshold",
        kind: OptionKind::I32,
        default: "1",
        help: "split a loop only at an if-block of at least this many ops (0: never; 1: at any)",
    }],
    test_only: false,
    run,
};

/// The attribute that overrides the threshold for a function, a loop or an `if`.
const HINT: &str = "cuda_tile.loop_split";

/// A loop and the comparison it is split at.
struct Split {
    cmp: OpId,
    /// The comparison as `iv <pred> bound`.
    pred: ComparisonPredicate,
    bound: Value,
    /// The `if`s on the comparison directly in the loop's body.
    ifs: Vec<OpId>,
    /// Whether the second loop takes the then-blocks (the comparison holds
    /// from the split point on).
    second_then: bool,
    /// Whether the comparison has uses besides those `if`s.
    keep_cmp: bool,
}

fn run(ir: &mut Ir, func: OpId, options: &PassOptions) -> Result<(), Vec<Diagnostic>> {
    // An `int` option upstream: 32 bits.
    let threshold = options
        .get_int(&LOOP_SPLIT, "split-threshold")
        .and_then(|t| i32::try_from(t).map(i64::from).map_err(|_| format!("option 'split-threshold' of pass 'loop-split' takes a 32-bit integer, not '{t}'")))
        .map_err(|m| vec![Diagnostic::error(resolve_location(ir, ir.op(func).location), m)])?;
    let function_hint = hint(ir, func)?;
    visit(ir, func, func, function_hint.unwrap_or(threshold))
}

/// Visits the loops in `op` innermost first, in order (MLIR's post-order
/// walk): a loop split leaves its two loops before it, unvisited.
fn visit(ir: &mut Ir, func: OpId, op: OpId, threshold: i64) -> Result<(), Vec<Diagnostic>> {
    for r in ir.op(op).regions.clone() {
        for b in ir.regions[r].blocks.clone() {
            for child in ir.blocks[b].ops.clone() {
                visit(ir, func, child, threshold)?;
            }
        }
    }
    if ForOp::cast(ir, op).is_some() {
        let threshold = hint(ir, op)?.unwrap_or(threshold);
        let mut ifs = Vec::new();
        ifs_post_order(ir, op, &mut ifs);
        for if_op in ifs {
            let threshold = hint(ir, if_op)?.unwrap_or(threshold);
            if let Some(split) = splittable(ir, op, if_op, threshold) {
                split_loop(ir, func, op, &split);
                break;
            }
        }
    }
    Ok(())
}

/// The `if`s nested in `op`, each after those nested in it.
fn ifs_post_order(ir: &Ir, op: OpId, out: &mut Vec<OpId>) {
    for &r in &ir.op(op).regions {
        for &b in &ir.regions[r].blocks {
            for &child in &ir.blocks[b].ops {
                ifs_post_order(ir, child, out);
                if IfOp::cast(ir, child).is_some() {
                    out.push(child);
                }
            }
        }
    }
}

/// The threshold `op`'s `cuda_tile.loop_split` attribute sets, if it has one.
fn hint(ir: &Ir, op: OpId) -> Result<Option<i64>, Vec<Diagnostic>> {
    match ir.attr(op, HINT) {
        None => Ok(None),
        Some(Attribute::Integer { value, .. }) => Ok(Some(*value)),
        // A bool is an i1 integer to MLIR, read sign-extended: true is -1 (split at any if).
        Some(Attribute::Bool(b)) => Ok(Some(if *b { -1 } else { 0 })),
        Some(_) => Err(vec![Diagnostic::error(
            resolve_location(ir, ir.op(op).location),
            format!("'{HINT}' must be an integer: the least number of ops in an if-block for loop-split to split a loop at it (0: never)"),
        )]),
    }
}

/// The body block of a loop.
fn body(ir: &Ir, for_op: OpId) -> tilesmith_dialect::ir::BlockId {
    let region = ForOp(for_op).region(ir).expect("a loop has a body");
    ir.regions[region].blocks[0]
}

/// Whether `v` is defined outside `op`.
fn defined_outside(ir: &Ir, v: Value, op: OpId) -> bool {
    match v {
        Value::Result(def, _) => !ir.is_within(def, op),
        Value::Argument(block, _) => {
            let owner = ir.blocks[block].parent.and_then(|r| ir.regions[r].parent);
            owner.is_none_or(|o| !ir.is_within(o, op))
        }
    }
}

/// The split of `for_op` at `if_op`, if `if_op` qualifies (see the module's doc).
fn splittable(ir: &Ir, for_op: OpId, if_op: OpId, threshold: i64) -> Option<Split> {
    if threshold == 0 {
        return None;
    }
    let Value::Result(cmp, _) = IfOp(if_op).condition(ir)? else { return None };
    let view = CmpiOp::cast(ir, cmp)?;
    let signedness = if ForOp(for_op).unsigned_cmp(ir) { Signedness::Unsigned } else { Signedness::Signed };
    if view.signedness(ir)? != signedness {
        return None;
    }
    let iv = Value::Argument(body(ir, for_op), 0);
    let (pred, bound) = match (view.lhs(ir)?, view.rhs(ir)?, view.comparison_predicate(ir)?) {
        (lhs, rhs, pred) if lhs == iv => (pred, rhs),
        (lhs, rhs, pred) if rhs == iv => {
            let swapped = match pred {
                ComparisonPredicate::LessThan => ComparisonPredicate::GreaterThan,
                ComparisonPredicate::LessThanOrEqual => ComparisonPredicate::GreaterThanOrEqual,
                ComparisonPredicate::GreaterThan => ComparisonPredicate::LessThan,
                ComparisonPredicate::GreaterThanOrEqual => ComparisonPredicate::LessThanOrEqual,
                _ => return None,
            };
            (swapped, lhs)
        }
        _ => return None,
    };
    // Upstream takes any block argument for invariant; one of the loop's own
    // (or of a region in it) is not, and is not in scope before the loop.
    if !defined_outside(ir, bound, for_op) {
        return None;
    }
    let second_then = match pred {
        ComparisonPredicate::GreaterThan | ComparisonPredicate::GreaterThanOrEqual => true,
        ComparisonPredicate::LessThan | ComparisonPredicate::LessThanOrEqual => false,
        _ => return None,
    };
    let mut ifs = Vec::new();
    let mut keep_cmp = false;
    let mut worth_it = false;
    for (user, _) in ir.uses_in(for_op, Value::Result(cmp, 0)) {
        if IfOp::cast(ir, user).is_some() {
            worth_it |= profitable(ir, user, threshold);
            if ir.parent_op(user) == Some(for_op) {
                if !ifs.contains(&user) {
                    ifs.push(user);
                }
                continue;
            }
        }
        keep_cmp = true;
    }
    if !worth_it {
        return None;
    }
    // Verified IR ends these blocks so (break and return are not allowed in a
    // loop body); anything else could not be inlined.
    let inlinable = |r: Option<tilesmith_dialect::ir::RegionId>| {
        r.map(|r| &ir.regions[r].blocks).is_none_or(|blocks| {
            blocks.iter().all(|&b| ir.blocks[b].ops.last().is_some_and(|&t| matches!(ir.kind(t), Some(OpKind::Yield | OpKind::Continue))))
        })
    };
    if !ifs.iter().all(|&i| inlinable(IfOp(i).then_region(ir)) && inlinable(IfOp(i).else_region(ir))) {
        return None;
    }
    Some(Split { cmp, pred, bound, ifs, second_then, keep_cmp })
}

/// Whether splitting at `if_op` pays by upstream's measure (see the module's doc).
fn profitable(ir: &Ir, if_op: OpId, threshold: i64) -> bool {
    if threshold == 1 {
        return true;
    }
    let mut heavy = false;
    let mut size = |r: Option<tilesmith_dialect::ir::RegionId>| -> i64 {
        let mut n = 0;
        for &b in r.map(|r| ir.regions[r].blocks.as_slice()).unwrap_or(&[]) {
            for &o in &ir.blocks[b].ops {
                heavy |= matches!(
                    ir.kind(o),
                    Some(OpKind::LoadPtrTko | OpKind::LoadViewTko | OpKind::StorePtrTko | OpKind::StoreViewTko | OpKind::Mmaf | OpKind::Mmai | OpKind::Reduce | OpKind::If | OpKind::For)
                );
                n += 1;
            }
        }
        n - 1
    };
    let then_size = size(IfOp(if_op).then_region(ir));
    let else_size = size(IfOp(if_op).else_region(ir));
    then_size >= threshold || else_size >= threshold || heavy
}

/// The scalar element of a scalar tile type.
fn scalar_of(ir: &Ir, ty: TypeId) -> Option<Scalar> {
    let element = ir.types.element(ty)?;
    match ir.types.get(element) {
        TypeData::Scalar(s) => Some(*s),
        _ => None,
    }
}

/// Builds ops right before an anchor op, at one location.
struct Builder<'a> {
    ir: &'a mut Ir,
    before: OpId,
    loc: LocId,
    ty: TypeId,
    sign: Signedness,
}

impl Builder<'_> {
    fn put(&mut self, op: OpId) -> Value {
        self.ir.insert_before(self.before, op);
        Value::Result(op, 0)
    }
    fn constant(&mut self, bits: u64) -> Value {
        let scalar = scalar_of(self.ir, self.ty).expect("an integer tile");
        let bytes = scalar.width().div_ceil(8) as usize;
        let value = dense_elements(self.ty, scalar, bits.to_le_bytes()[..bytes].to_vec());
        let op = ConstantOp::build(self.ir, self.loc, value, self.ty).0;
        self.put(op)
    }
    fn addi(&mut self, a: Value, b: Value) -> Value {
        let op = AddiOp::build(self.ir, self.loc, a, b, None, self.ty).0;
        self.put(op)
    }
    fn subi(&mut self, a: Value, b: Value) -> Value {
        let op = SubiOp::build(self.ir, self.loc, a, b, None, self.ty).0;
        self.put(op)
    }
    fn muli(&mut self, a: Value, b: Value) -> Value {
        let op = MuliOp::build(self.ir, self.loc, a, b, None, self.ty).0;
        self.put(op)
    }
    fn ceil_div(&mut self, a: Value, b: Value, sign: Signedness) -> Value {
        let op = DiviOp::build(self.ir, self.loc, a, b, sign, Some(RoundingMode::PositiveInf), self.ty).0;
        self.put(op)
    }
    fn min(&mut self, a: Value, b: Value) -> Value {
        let op = MiniOp::build(self.ir, self.loc, a, b, self.sign, self.ty).0;
        self.put(op)
    }
    fn max(&mut self, a: Value, b: Value) -> Value {
        let op = MaxiOp::build(self.ir, self.loc, a, b, self.sign, self.ty).0;
        self.put(op)
    }
    fn less_than(&mut self, a: Value, b: Value) -> Value {
        let i1 = self.ir.types.scalar(Scalar::I1);
        let bool_ty = self.ir.types.tile(&[], i1);
        let op = CmpiOp::build(self.ir, self.loc, a, b, ComparisonPredicate::LessThan, self.sign, bool_ty).0;
        self.put(op)
    }
    fn select(&mut self, cond: Value, a: Value, b: Value) -> Value {
        let op = SelectOp::build(self.ir, self.loc, cond, a, b, self.ty).0;
        self.put(op)
    }
}

/// Whether the comparison holds from one more than its bound on (`iv > b`,
/// `iv <= b`) rather than from the bound (`iv >= b`, `iv < b`).
fn past_bound(pred: ComparisonPredicate) -> bool {
    matches!(pred, ComparisonPredicate::GreaterThan | ComparisonPredicate::LessThanOrEqual)
}

/// Whether upstream's split point (`b` or `b + 1`, rounded up to the step from
/// `lb`) is computed without wrapping for these constants, so exactly: the
/// first iteration at which the comparison flips, or a value at or below
/// `lb`, or at or above every iteration.
fn upstream_exact(lb: u64, bound: u64, step: u64, width: u32, signed: bool, pred: ComparisonPredicate) -> bool {
    let read = |bits: u64| -> i128 {
        let bits = bits as u128 & ((1u128 << width) - 1);
        if signed && width > 0 && bits >> (width - 1) & 1 == 1 {
            bits as i128 - (1i128 << width)
        } else {
            bits as i128
        }
    };
    let (min, max) = if signed { (-(1i128 << (width - 1)), (1i128 << (width - 1)) - 1) } else { (0, (1i128 << width) - 1) };
    let fits = |v: i128| (min..=max).contains(&v);
    let (lb, bound, step_value) = (read(lb), read(bound), read(step));
    if step_value <= 0 {
        return false;
    }
    let split = if past_bound(pred) { bound + 1 } else { bound };
    if !fits(split) {
        return false;
    }
    if step == 1 {
        return true;
    }
    let diff = split - lb;
    if !fits(diff) {
        return false;
    }
    let k = (diff + step_value - 1).div_euclid(step_value);
    let kstep = k * step_value;
    fits(kstep) && fits(lb + kstep)
}

/// Splits `for_op` (in `func`) as `split` says.
fn split_loop(ir: &mut Ir, func: OpId, for_op: OpId, split: &Split) {
    let view = ForOp(for_op);
    let (lb, ub, step) = (view.lower_bound(&*ir).expect("a lower bound"), view.upper_bound(&*ir).expect("an upper bound"), view.step(&*ir).expect("a step"));
    let unsigned = view.unsigned_cmp(&*ir);
    let sign = if unsigned { Signedness::Unsigned } else { Signedness::Signed };
    let ty = ir.value_type(lb);
    let width = scalar_of(ir, ty).map_or(64, Scalar::width);
    let loc = ir.op(for_op).location;
    let step_bits = const_int(ir, step);
    let step_is_one = step_bits == Some(1);
    let constants = (const_int(ir, lb), const_int(ir, ub), step_bits, const_int(ir, split.bound));
    let upstream = match constants {
        (Some(l), Some(_), Some(s), Some(b)) => upstream_exact(l, b, s, width, !unsigned, split.pred),
        _ => false,
    };
    let mut at = Builder { ir, before: for_op, loc, ty, sign };
    let (first_upper, second_lower) = if upstream {
        let mut point = split.bound;
        if past_bound(split.pred) {
            let one = at.constant(1);
            point = at.addi(split.bound, one);
        }
        if !step_is_one {
            let diff = at.subi(point, lb);
            let k = at.ceil_div(diff, step, sign);
            let kstep = at.muli(k, step);
            point = at.addi(lb, kstep);
        }
        (at.min(point, ub), at.max(point, lb))
    } else {
        // The first value the comparison puts in the second loop; the
        // type's maximum where that is one past it (no iteration reaches it).
        let mut flip = split.bound;
        if past_bound(split.pred) {
            let one = at.constant(1);
            let next = at.addi(split.bound, one);
            flip = at.max(next, split.bound);
        }
        let first_upper = at.min(flip, ub);
        let second_lower = if step_is_one {
            at.max(flip, lb)
        } else {
            // The flip point clamped to [lb, ub] is at most 2^width - 1 past
            // lb: its distance in steps, rounded up, read unsigned.
            let clamped = at.max(first_upper, lb);
            let diff = at.subi(clamped, lb);
            let k = at.ceil_div(diff, step, Signedness::Unsigned);
            let kstep = at.muli(k, step);
            let aligned = at.addi(lb, kstep);
            // Below the clamped point only when it wrapped past the maximum:
            // no iteration is left for the second loop.
            let wrapped = at.less_than(aligned, clamped);
            at.select(wrapped, ub, aligned)
        };
        (first_upper, second_lower)
    };

    let init: Vec<Value> = view.init_values(&*ir).to_vec();
    let first = copy_loop(ir, for_op, split, lb, first_upper, &init, !split.second_then);
    let first_results: Vec<Value> = (0..ir.op(first).result_types.len()).map(|i| Value::Result(first, i as u32)).collect();
    let second = copy_loop(ir, for_op, split, second_lower, ub, &first_results, split.second_then);
    for i in 0..ir.op(for_op).result_types.len() as u32 {
        ir.replace_uses_in(func, Value::Result(for_op, i), Value::Result(second, i));
    }
    ir.detach(for_op);
}

/// A copy of `for_op` before it, over `lower..upper` from `init`, with the
/// `if`s of `split` replaced by their then- or else-blocks.
fn copy_loop(ir: &mut Ir, for_op: OpId, split: &Split, lower: Value, upper: Value, init: &[Value], then: bool) -> OpId {
    let original_body = body(ir, for_op);
    let positions: Vec<usize> = split.ifs.iter().map(|&i| ir.position(i).expect("in the body").1).collect();
    let mut map = HashMap::new();
    let copy = ir.clone_op(for_op, &mut map);
    ir.insert_before(for_op, copy);
    {
        let op = ir.op_mut(copy);
        // A new loop, as upstream builds it: of the attributes only `unsigned`.
        op.attributes.retain(|(name, _)| name == "unsignedCmp");
        op.operands.truncate(3);
        op.operands[0] = lower;
        op.operands[1] = upper;
        op.operands.extend_from_slice(init);
    }
    let block = body(ir, copy);
    debug_assert_eq!(ir.blocks[block].ops.len(), ir.blocks[original_body].ops.len());
    let ops = ir.blocks[block].ops.clone();
    let inlined: Vec<OpId> = positions.iter().map(|&p| ops[p]).collect();
    let mut ended = false;
    for op in ops {
        if ended {
            ir.detach(op);
        } else if inlined.contains(&op) {
            ended = inline(ir, copy, op, then);
            ir.detach(op);
        }
    }
    let Some(&Value::Result(cmp, _)) = map.get(&Value::Result(split.cmp, 0)) else { unreachable!("the comparison is in the loop") };
    if split.keep_cmp && ir.position(cmp).is_some() {
        let i1 = ir.types.scalar(Scalar::I1);
        let bool_ty = ir.types.tile(&[], i1);
        let value = dense_elements(bool_ty, Scalar::I1, vec![u8::from(then)]);
        let cmp_loc = ir.op(cmp).location;
        let constant = ConstantOp::build(ir, cmp_loc, value, bool_ty).0;
        ir.insert_before(cmp, constant);
        ir.replace_uses_in(copy, Value::Result(cmp, 0), Value::Result(constant, 0));
    }
    ir.detach(cmp);
    copy
}

/// Moves the ops of `if_op`'s then- (or else-) block before it, its results
/// replaced in `scope` by what the block yields; whether the block ends in
/// `continue` (which then ends the loop body).
fn inline(ir: &mut Ir, scope: OpId, if_op: OpId, then: bool) -> bool {
    let region = if then { IfOp(if_op).then_region(&*ir) } else { IfOp(if_op).else_region(&*ir) };
    let Some(&block) = region.and_then(|r| ir.regions[r].blocks.first()) else { return false };
    for op in ir.blocks[block].ops.clone() {
        match ir.kind(op) {
            Some(OpKind::Yield) => {
                for (i, v) in ir.op(op).operands.clone().into_iter().enumerate() {
                    ir.replace_uses_in(scope, Value::Result(if_op, i as u32), v);
                }
            }
            kind => {
                ir.detach(op);
                ir.insert_before(if_op, op);
                if kind == Some(OpKind::Continue) {
                    return true;
                }
            }
        }
    }
    false
}

#[cfg(test)]
mod tests {
    //! The split points' arithmetic, checked over every 8-bit lower bound
    //! and compared value against what the loop runs: the ops the pass
    //! emits, evaluated as the IR wraps them.
    use super::*;

    const W: u32 = 8;
    const MASK: u64 = 0xff;

    /// A value's bits read in a signedness.
    fn read(bits: u64, signed: bool) -> i128 {
        let bits = bits & MASK;
        if signed && bits >= 0x80 {
            bits as i128 - 0x100
        } else {
            bits as i128
        }
    }

    fn wrap(v: i128) -> u64 {
        (v.rem_euclid(0x100)) as u64
    }

    fn add(a: u64, b: u64) -> u64 {
        (a + b) & MASK
    }
    fn sub(a: u64, b: u64) -> u64 {
        a.wrapping_sub(b) & MASK
    }
    fn mul(a: u64, b: u64) -> u64 {
        (a * b) & MASK
    }
    fn ceil_div(a: u64, b: u64, signed: bool) -> u64 {
        let (a, b) = (read(a, signed), read(b, signed));
        wrap(-((-a).div_euclid(b)))
    }
    fn min(a: u64, b: u64, signed: bool) -> u64 {
        if read(a, signed) <= read(b, signed) { a } else { b }
    }
    fn max(a: u64, b: u64, signed: bool) -> u64 {
        if read(a, signed) >= read(b, signed) { a } else { b }
    }

    /// How many times `for lb..ub step s` runs (s > 0).
    fn count(lb: i128, ub: i128, s: i128) -> i128 {
        if lb < ub { (ub - lb + s - 1) / s } else { 0 }
    }

    /// Whether loops `lb..u1` and `l2..ub` run exactly the iterations of
    /// `lb..ub` before and from the first one at or past `flip`.
    fn exact(lb: u64, ub: u64, s: u64, flip: i128, u1: u64, l2: u64, signed: bool) -> bool {
        let (lb, ub, s, u1, l2) = (read(lb, signed), read(ub, signed), read(s, signed), read(u1, signed), read(l2, signed));
        let all = count(lb, ub, s);
        let before = count(lb, ub.min(flip), s);
        count(lb, u1, s) == before && count(l2, ub, s) == all - before && (all == before || l2 == lb + before * s)
    }

    fn flip_of(b: u64, pred: ComparisonPredicate, signed: bool) -> i128 {
        read(b, signed) + i128::from(past_bound(pred))
    }

    /// Upstream's split point, as emitted when [`upstream_exact`] holds.
    fn upstream(lb: u64, ub: u64, s: u64, b: u64, pred: ComparisonPredicate, signed: bool) -> (u64, u64) {
        let mut point = if past_bound(pred) { add(b, 1) } else { b };
        if s != 1 {
            point = add(lb, mul(ceil_div(sub(point, lb), s, signed), s));
        }
        (min(point, ub, signed), max(point, lb, signed))
    }

    /// The general split point, as emitted otherwise.
    fn general(lb: u64, ub: u64, s: u64, b: u64, pred: ComparisonPredicate, signed: bool) -> (u64, u64) {
        let flip = if past_bound(pred) { max(add(b, 1), b, signed) } else { b };
        let u1 = min(flip, ub, signed);
        if s == 1 {
            return (u1, max(flip, lb, signed));
        }
        let clamped = max(u1, lb, signed);
        let aligned = add(lb, mul(ceil_div(sub(clamped, lb), s, false), s));
        (u1, if read(aligned, signed) < read(clamped, signed) { ub } else { aligned })
    }

    const PREDS: [ComparisonPredicate; 4] = [ComparisonPredicate::LessThan, ComparisonPredicate::LessThanOrEqual, ComparisonPredicate::GreaterThan, ComparisonPredicate::GreaterThanOrEqual];

    #[test]
    fn split_points_are_exact() {
        let steps = [1u64, 3, 100, 127, 200];
        let uppers = [0u64, 5, 127, 128, 200, 255];
        let mut upstream_cases = 0;
        for signed in [true, false] {
            for &s in &steps {
                if read(s, signed) <= 0 {
                    continue;
                }
                for &ub in &uppers {
                    for lb in 0..=MASK {
                        for b in 0..=MASK {
                            for pred in PREDS {
                                let flip = flip_of(b, pred, signed);
                                let (u1, l2) = general(lb, ub, s, b, pred, signed);
                                assert!(exact(lb, ub, s, flip, u1, l2, signed), "general: signed {signed} lb {lb} ub {ub} step {s} bound {b} {pred:?} -> {u1}, {l2}");
                                if upstream_exact(lb, b, s, W, signed, pred) {
                                    upstream_cases += 1;
                                    let (u1, l2) = upstream(lb, ub, s, b, pred, signed);
                                    assert!(exact(lb, ub, s, flip, u1, l2, signed), "upstream: signed {signed} lb {lb} ub {ub} step {s} bound {b} {pred:?} -> {u1}, {l2}");
                                }
                            }
                        }
                    }
                }
            }
        }
        assert!(upstream_cases > 1_000_000, "upstream's arithmetic is taken where it is exact ({upstream_cases} cases)");
    }

    #[test]
    fn upstream_arithmetic_is_refused_where_it_wraps() {
        let le = ComparisonPredicate::LessThanOrEqual;
        let ge = ComparisonPredicate::GreaterThanOrEqual;
        // iv <= 127 in i8: 127 + 1 wraps.
        assert!(!upstream_exact(0, 127, 1, W, true, le));
        assert!(upstream_exact(0, 126, 1, W, true, le));
        // Unsigned, the bound below the lower bound: bound - lb wraps.
        assert!(!upstream_exact(10, 3, 4, W, false, ge));
        assert!(upstream_exact(10, 3, 4, W, true, ge));
        // lb + k * step past the maximum.
        assert!(!upstream_exact(0, 101, 100, W, true, ge));
        assert!(upstream_exact(0, 27, 100, W, true, ge));
        // A step that is not positive.
        assert!(!upstream_exact(0, 5, 0xff, W, true, ge));
    }
}
